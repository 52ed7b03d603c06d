import localFont from "next/font/local";

// Public Sans (variable weight), served from this site: no third-party font host, no layout shift.
export const publicSans = localFont({
  src: "../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-public-sans",
  fallback: ["system-ui", "Segoe UI", "Arial"],
  adjustFontFallback: "Arial",
});
