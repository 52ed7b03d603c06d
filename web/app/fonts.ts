import localFont from "next/font/local";

// Public Sans (variable weight), served from this site: no third-party font host.
export const publicSans = localFont({
  src: "../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
  weight: "100 900",
  // "optional": a first visit on a slow line keeps the fallback rather than re-painting the text late
  // (no layout shift, no delayed largest paint); the font is cached for the next page.
  display: "optional",
  variable: "--font-public-sans",
  fallback: ["system-ui", "Segoe UI", "Arial"],
  adjustFontFallback: "Arial",
});
