import localFont from "next/font/local";

// Public Sans (variable weight), served from this site: no third-party font host.
export const publicSans = localFont({
  src: "../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
  weight: "100 900",
  // "optional" and no preload: the font never competes with the page's first requests, and a first
  // visit on a slow line keeps the fallback rather than re-painting the text late (no layout shift, no
  // delayed largest paint); once cached, every later page uses it.
  display: "optional",
  preload: false,
  variable: "--font-public-sans",
  fallback: ["system-ui", "Segoe UI", "Arial"],
  adjustFontFallback: "Arial",
});
