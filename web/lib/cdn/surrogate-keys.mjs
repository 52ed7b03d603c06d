// Surrogate keys: the names a cache in front files a page under, so that a publish purges exactly the pages
// it changed. They are the page's Next cache tags, so the webhook purges the same names it revalidated.
// Plain JS: cache-handler-redis.mjs and server.mjs load it outside the bundler.

/** A path's key, as Next names its tag (`revalidatePath`). */
export const pathKey = (/** @type {string} */ path) => `_N_T_${path}`;

/**
 * A page's tags (Next's `x-next-cache-tags`: comma separated) as a `Surrogate-Key` value (space separated),
 * or undefined when it has none. A tag with whitespace or a comma cannot be one key: left out.
 * @param {unknown} tagsHeader
 * @returns {string | undefined}
 */
export function surrogateKeys(tagsHeader) {
  if (typeof tagsHeader !== "string") return undefined;
  const keys = [...new Set(tagsHeader.split(",").map((tag) => tag.trim()))].filter((tag) => tag && !/[\s,]/.test(tag));
  return keys.length > 0 ? keys.join(" ") : undefined;
}
