// Types of what cache-handler.mjs offers the rest of the code (next.config.ts, the tests); Next itself
// loads the module at runtime and calls it as its CacheHandler.

/** Verifies a production build before it is served (see cache-handler.mjs); throws naming every problem. */
export function checkBuild(serverDistDir: string): void;

type CachedValue = { kind: string; html?: unknown; [field: string]: unknown };

/** Next's file-system cache, serving each page's HTML as its route declares. */
export default class ClientRuntimeCache {
  constructor(ctx: { serverDistDir: string; flushToDisk?: boolean; maxMemoryCacheSize?: number; revalidatedTags: string[] });
  get(key: string, ctx: { kind: string; isRoutePPREnabled?: boolean; isFallback?: boolean }): Promise<{ value: CachedValue | null } | null>;
  set(key: string, data: CachedValue, ctx: { cacheControl?: { revalidate: number | false } }): Promise<void>;
}
