import localFont from "next/font/local";

// Public Sans (variable weight), the file bundled by @fontsource-variable, served from this site: no
// third-party font host. Preloaded from every page's <head>, so a first visit renders in it; until it
// arrives the text is in Arial resized to Public Sans's metrics (`adjustFontFallback`), so the swap moves
// nothing and a word never changes width enough to be broken.
export const publicSans = localFont({
  src: "../../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  preload: true,
  variable: "--font-public-sans",
  fallback: ["system-ui", "Segoe UI", "Arial"],
  adjustFontFallback: "Arial",
});
