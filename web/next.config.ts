import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { previewConfig } from "./lib/env";
import { previewFrameHeaders, securityHeaders } from "./lib/security-headers";

// Preview of drafts is built in only with a Sanity project and a read token; otherwise its overlays
// module is swapped for an empty one, so visitors' pages carry no preview code.
const previewOff: Record<string, string> = previewConfig
  ? {}
  : { "@/components/preview/preview-overlays": "./components/preview/preview-overlays-off.tsx" };

const nextConfig: NextConfig = {
  // Separate build folders let several builds (tests, benchmark) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ["@site/schemas"],
  // Pages served from the cache carry Next's client runtime only where they need it (the contact form):
  // see cache-handler.mjs and lib/client-runtime.mjs.
  cacheHandler: fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
  // The contact form posts to the site root (the specification's call). A request to / that carries a
  // body (it has a Content-Type; a page load never does) goes to the contact route handler, which
  // answers 415 to anything but a urlencoded form; GET / stays the static home page. A rewrite is
  // resolved inside the server, unlike an absolute rewrite from proxy.ts that Next may proxy over HTTP.
  async rewrites() {
    return {
      beforeFiles: [{ source: "/", has: [{ type: "header", key: "content-type" }], destination: "/api/contact" }],
      afterFiles: [],
      fallback: [],
    };
  },
  turbopack: { resolveAlias: previewOff },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }, ...(previewConfig ? previewFrameHeaders(previewConfig.studioUrl) : [])];
  },
};

export default nextConfig;
