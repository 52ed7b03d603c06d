// Types of what cache-handler.mjs offers the rest of the code (next.config.ts, server.mjs, the tests); Next
// itself loads the module at runtime and calls it as its CacheHandler.

/** Verifies a production build before it is served (see cache-handler.mjs); throws naming every problem. */
export function checkBuild(serverDistDir: string): void;

/** The chunks of the site's own client components in a build (Next's `<distDir>/server`). */
export function clientChunksOf(serverDistDir: string): Set<string>;

type CachedValue = { kind: string; html?: unknown; [field: string]: unknown };

/** Next's file-system cache, with revalidated tags kept on disk across restarts. */
export default class SiteCache {
  constructor(ctx: { serverDistDir: string; flushToDisk?: boolean; maxMemoryCacheSize?: number; revalidatedTags: string[] });
  get(
    key: string,
    ctx: { kind: string; isRoutePPREnabled?: boolean; isFallback?: boolean; tags?: string[] },
  ): Promise<{ value: CachedValue | null } | null>;
  set(key: string, data: CachedValue, ctx: { cacheControl?: { revalidate: number | false }; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
