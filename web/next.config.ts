import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { clientRuntimeByRoute, contentSource, nextDistDir, previewConfig, quickBuild, redisUrl } from "./lib/env";
import { previewFrameHeaders, securityHeadersFor } from "./lib/security-headers";
import { buildFiles } from "./next-internals/names.mjs";

// Preview of drafts is built in only with a Sanity project and a read token; otherwise its overlays
// module is swapped for an empty one, so visitors' pages carry no preview code.
const previewOff: Record<string, string> = previewConfig
  ? {}
  : { "@/components/preview/preview-overlays": "./components/preview/preview-overlays-off.tsx" };

// With a Sanity project, images are drawn from its asset CDN: the pages' policy lets them load from there.
const imageOrigin = contentSource.kind === "sanity" ? new URL(contentSource.cdnUrl).origin : undefined;

// `next dev` (no server.mjs).
const developmentServer = process.env.NODE_ENV === "development";

/** True once, in a build's main process, which marks the environment its workers inherit. */
function firstBuildProcess(): boolean {
  if (process.env.SITE_BUILD_READS_FRESH === "1") return false;
  process.env.SITE_BUILD_READS_FRESH = "1";
  return true;
}

// Separate build folders let several builds (tests, benchmark) live side by side.
const distDir = nextDistDir;

const nextConfig: NextConfig = {
  distDir,
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses, around the client-runtime policy it applies to every HTML answer (the policy
  // must read the HTML before it is compressed).
  compress: false,
  // The site resizes its images itself (app/images/): Next's optimizer (/_next/image) would write a
  // resized copy of any local image at any width asked for, so it is off (its address answers 404).
  images: { unoptimized: true },
  transpilePackages: ["@site/schemas"],
  typescript: { ignoreBuildErrors: quickBuild },
  experimental: { turbopackFileSystemCacheForBuild: !quickBuild },
  // Next's file-system cache with revalidated tags kept across restarts (cache-handler.mjs);
  // with REDIS_URL (several instances) the cache is shared through Redis, with that handler as each
  // instance's own cache when Redis is unreachable (cache-handler-redis.mjs). Read when the server starts.
  cacheHandler: redisUrl
    ? fileURLToPath(new URL("./cache-handler-redis.mjs", import.meta.url))
    : fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
  // The contact form posts to the site root (the specification's call). Only a request to / that
  // carries a body goes to the contact route handler: a Content-Type and a non-zero Content-Length (or
  // a chunked body). A rewrite cannot test the method, but a page load (GET or HEAD) has no body even
  // when a client adds a Content-Type, so it stays the static home page and a CDN never sees the
  // handler's 405. The handler answers 415 to anything but a urlencoded form. A rewrite is resolved
  // inside the server, unlike an absolute rewrite from proxy.ts that Next may proxy over HTTP (and
  // proxy.ts would buffer the body before the handler's bounded read).
  async rewrites() {
    const contentType = { type: "header", key: "content-type" } as const;
    return {
      beforeFiles: [
        { source: "/", has: [contentType, { type: "header", key: "content-length", value: "0*[1-9][0-9]*" }], destination: "/api/contact" },
        {
          source: "/",
          has: [contentType, { type: "header", key: "transfer-encoding", value: "(?:.*,\\s*)?chunked" }],
          destination: "/api/contact",
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  turbopack: { resolveAlias: previewOff },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeadersFor(imageOrigin, developmentServer) },
      // The newsletter's link pages carry a token in their address: no page reached from them is told it
      // (a later entry wins over the global Referrer-Policy).
      { source: "/api/newsletter/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      { source: "/api/events/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      ...(previewConfig ? previewFrameHeaders(previewConfig.studioUrl, imageOrigin) : []),
    ];
  },
};

/**
 * `next start` reads this before it serves anything: Next's internals (next-internals/ `checkNextInternals`)
 * and the build (lib/build-check.mjs) are checked there, so a Next whose internals differ from what
 * the site relies on, or a page that breaks the client-runtime policy, stops the server at start-up with the reason.
 */
export default async function config(phase: string): Promise<NextConfig> {
  const build = join(fileURLToPath(new URL(".", import.meta.url)), distDir);
  // A build reads the content as it is now, never a content read an earlier build or server kept: hosts
  // keep `.next/cache` between deploys, and an entry from before a publish would bring the old text back.
  // Once, in the build's main process (its workers inherit the mark with its environment).
  if (phase === PHASE_PRODUCTION_BUILD && firstBuildProcess()) {
    rmSync(join(build, buildFiles.fetchCache), { recursive: true, force: true });
  }
  // Without a build there is nothing to check: Next itself then says to run `next build`.
  if (phase === PHASE_PRODUCTION_SERVER) {
    // Next's private parts the site relies on are as they were read (web/next-internals/).
    const { checkNextInternals } = await import("./next-internals/unbundled.mjs");
    const { isBuilt } = await import("./next-internals/index.mjs");
    checkNextInternals();
    if (clientRuntimeByRoute && isBuilt(build)) {
      const { checkBuild } = await import("./lib/build-check.mjs");
      checkBuild(join(build, "server"));
    }
  }
  return nextConfig;
}
