import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { clientRuntimeByRoute, previewConfig } from "./lib/env";
import { previewFrameHeaders, securityHeaders } from "./lib/security-headers";

// Preview of drafts is built in only with a Sanity project and a read token; otherwise its overlays
// module is swapped for an empty one, so visitors' pages carry no preview code.
const previewOff: Record<string, string> = previewConfig
  ? {}
  : { "@/components/preview/preview-overlays": "./components/preview/preview-overlays-off.tsx" };

// Separate build folders let several builds (tests, benchmark) live side by side.
const distDir = process.env.NEXT_DIST_DIR || ".next";

const nextConfig: NextConfig = {
  distDir,
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ["@site/schemas"],
  // Pages served from the cache carry Next's client runtime as their routes declare (by default none):
  // see cache-handler.mjs and lib/client-runtime.mjs. CLIENT_RUNTIME=next leaves Next's own handler.
  cacheHandler: clientRuntimeByRoute ? fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)) : undefined,
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

/**
 * `next start` reads this before it serves anything: the build is checked there (cache-handler.mjs
 * `checkBuild`), so a page that breaks the client-runtime policy, or a Next whose internals the handler
 * no longer understands, stops the server at start-up with the reason.
 */
export default async function config(phase: string): Promise<NextConfig> {
  const build = join(fileURLToPath(new URL(".", import.meta.url)), distDir);
  // Without a build there is nothing to check: Next itself then says to run `next build`.
  if (phase === PHASE_PRODUCTION_SERVER && nextConfig.cacheHandler && existsSync(join(build, "BUILD_ID"))) {
    const { checkBuild } = await import("./cache-handler.mjs");
    checkBuild(join(build, "server"));
  }
  return nextConfig;
}
