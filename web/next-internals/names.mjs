// Names Next uses privately, as Next `nextVersion` defines them (in the file named beside each; next-internals.test.ts
// compares). No import, so bundled code can read them too.

/** The Next version this adapter was read from (web/package.json pins it exactly; checked at start). */
export const nextVersion = "16.4.6";

/** The app's 404 route (next/dist/shared/lib/entry-constants.js UNDERSCORE_NOT_FOUND_ROUTE). */
export const notFoundRoute = "/_not-found";
/** The global a page's inline scripts push its RSC payload onto (next/dist/server/app-render/stream-ops.node.js). */
export const flightDataGlobal = "self.__next_f";
/** A page entry's tags, in its headers (next/dist/lib/constants.js NEXT_CACHE_TAGS_HEADER). */
export const cacheTagsHeader = "x-next-cache-tags";
/** Whether a page came from Next's cache: HIT, STALE, MISS (next/dist/server/next-server.js). */
export const cacheStateHeader = "x-nextjs-cache";
/** Draft mode's cookie (next/dist/server/api-utils/index.js COOKIE_NAME_PRERENDER_BYPASS). */
export const draftModeCookie = "__prerender_bypass";
/** The request headers of Next's own client, never a page view (next/dist/client/components/app-router-headers.js). */
export const clientRequestHeaders = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];
/** A content read's cache entry kind (next/dist/server/response-cache/types.js CachedRouteKind.FETCH). */
export const fetchEntryKind = "FETCH";

/** Files of a build, under `<distDir>/` (next/dist/shared/lib/constants.js). */
export const buildFiles = {
  buildId: "BUILD_ID",
  prerenderManifest: "prerender-manifest.json",
  /** server/app/<route>/page_client-reference-manifest.js: each page's client modules. */
  clientReferenceManifest: "client-reference-manifest",
  /** Next's data cache on disk (next/dist/server/lib/incremental-cache/file-system-cache.js). */
  fetchCache: "cache/fetch-cache",
};
/** A client reference manifest's text (`globalThis.__RSC_MANIFEST["/route/page"] = {…}`): its JSON is the first group. */
export const manifestPattern = /globalThis\.__RSC_MANIFEST\["(?:[^"\\]|\\.)*"\]\s*=\s*(\{[\s\S]*\});?\s*$/;

/** Set true, Next's Node proxy uses the server's incremental cache instead of one of its own (next/dist/server/web/adapter.js). */
export const sharedIncrementalCacheGlobal = "__incrementalCacheShared";
