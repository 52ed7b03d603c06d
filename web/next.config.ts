import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Separate build folders let several builds (tests, benchmark) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ["@site/schemas"],
};

export default nextConfig;
