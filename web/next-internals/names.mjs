// Names Next uses privately, as this site relies on them: the part of the adapter (./index.mjs) with no
// import at all, so that the proxy (bundled by Next) and the client-runtime policy can read it. Each is what
// Next 16.4.6 defines (the file named beside it); ./index.mjs `checkNextInternals` compares every one with
// Next's own definition when the server starts, and next-internals.test.ts fails when an upgrade changes one.
// Nothing outside web/next-internals/ names a Next internal.

/** The Next version every name and file this adapter relies on was read from (web/package.json pins it exactly). */
export const nextVersion = "16.4.6";

/** The route of the app's 404 page (next/dist/shared/lib/entry-constants.js UNDERSCORE_NOT_FOUND_ROUTE). */
export const notFoundRoute = "/_not-found";
/** The route of the app's global error page (entry-constants.js UNDERSCORE_GLOBAL_ERROR_ROUTE). */
export const globalErrorRoute = "/_global-error";

/** The global that a page's inline scripts push its RSC payload onto (next/dist/server/app-render/stream-ops.node.js). */
export const flightDataGlobal = "self.__next_f";

/** A page entry's tags, as Next stores them in its headers (next/dist/lib/constants.js NEXT_CACHE_TAGS_HEADER). */
export const cacheTagsHeader = "x-next-cache-tags";
/** The header Next answers whether a page came from its cache with (HIT, STALE, MISS: next/dist/server/next-server.js). */
export const cacheStateHeader = "x-nextjs-cache";
/** Draft mode's cookie (next/dist/server/api-utils/index.js COOKIE_NAME_PRERENDER_BYPASS). */
export const draftModeCookie = "__prerender_bypass";
/**
 * The request headers of Next's own client (RSC_HEADER, NEXT_ROUTER_PREFETCH_HEADER, NEXT_ROUTER_STATE_TREE_HEADER,
 * ACTION_HEADER in next/dist/client/components/app-router-headers.js): such a request is no page view.
 */
export const clientRequestHeaders = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

/** The kinds of cache entries the handlers tell apart (next/dist/server/response-cache/types.js CachedRouteKind). */
export const cacheKinds = /** @type {const} */ ({ page: "APP_PAGE", route: "APP_ROUTE", fetch: "FETCH" });

/** Files of a build (`<distDir>/…`; next/dist/shared/lib/constants.js). */
export const buildFiles = /** @type {const} */ ({
  /** The build's id: a file at the build folder's root (BUILD_ID_FILE); present once a build is complete. */
  buildId: "BUILD_ID",
  /** server/app-paths-manifest.json: every app route's entry (APP_PATHS_MANIFEST). */
  appPathsManifest: "app-paths-manifest.json",
  /** prerender-manifest.json: the prerendered and regenerated routes (PRERENDER_MANIFEST). */
  prerenderManifest: "prerender-manifest.json",
  /** server/app/<route>/page_client-reference-manifest.js: each page's client modules (CLIENT_REFERENCE_MANIFEST). */
  clientReferenceManifest: "client-reference-manifest",
  /** cache/fetch-cache: where Next's data cache keeps content reads on disk (incremental-cache/file-system-cache.js). */
  fetchCache: "cache/fetch-cache",
});

/** The global a client reference manifest assigns (`globalThis.__RSC_MANIFEST["/route/page"] = {…}`). */
export const clientReferenceGlobal = "__RSC_MANIFEST";
/** A client reference manifest's text: its JSON is the first group. */
export const manifestPattern = new RegExp(
  `globalThis\\.${clientReferenceGlobal}\\["(?:[^"\\\\]|\\\\.)*"\\]\\s*=\\s*(\\{[\\s\\S]*\\});?\\s*$`,
);

/**
 * Set to true, Next's proxy (middleware) adapter uses the server's incremental cache instead of making one of its
 * own without the configured handler (next/dist/server/web/adapter.js).
 */
export const sharedIncrementalCacheGlobal = "__incrementalCacheShared";
