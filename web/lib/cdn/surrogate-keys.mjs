// Surrogate keys: the names a cache in front (Varnish, Fastly, Cloudflare) files a page under, so that a
// publish can purge exactly the pages it changed. They are the page's Next cache tags, as revalidateTag
// and revalidatePath name them (a path `/blog/x` is the tag `_N_T_/blog/x`), so the webhook purges the
// same names it revalidated. Used by cache-handler-redis.mjs (plain JS, loaded outside the bundler) and
// lib/cdn/purge.ts.

/** Next's prefix for the tags it derives from paths (`revalidatePath`). */
export const pathTagPrefix = "_N_T_";

/** The surrogate key of a path, as `revalidatePath(path)` names it. */
export const pathKey = (/** @type {string} */ path) => `${pathTagPrefix}${path}`;

/**
 * A page's tags (Next's `x-next-cache-tags` value: comma separated) as a `Surrogate-Key` value (space
 * separated), or undefined when it has none. A tag with whitespace or a comma cannot be one key: left out.
 * @param {unknown} tagsHeader
 * @returns {string | undefined}
 */
export function surrogateKeys(tagsHeader) {
  if (typeof tagsHeader !== "string") return undefined;
  const keys = [...new Set(tagsHeader.split(",").map((tag) => tag.trim()))].filter((tag) => tag && !/[\s,]/.test(tag));
  return keys.length > 0 ? keys.join(" ") : undefined;
}
