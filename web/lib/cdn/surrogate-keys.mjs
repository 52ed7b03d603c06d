// Surrogate keys: a page's Next cache tags, the names a cache in front files it under, purged by the webhook. Plain JS.

/** A path's key, as Next names its tag (`revalidatePath`). */
export const pathKey = (/** @type {string} */ path) => `_N_T_${path}`;

/** A page's tags header as a `Surrogate-Key` value (a tag with white space left out). @param {unknown} tagsHeader */
export function surrogateKeys(tagsHeader) {
  if (typeof tagsHeader !== "string") return undefined;
  const keys = [...new Set(tagsHeader.split(",").map((tag) => tag.trim()))].filter((tag) => tag && !/[\s,]/.test(tag));
  return keys.length > 0 ? keys.join(" ") : undefined;
}
