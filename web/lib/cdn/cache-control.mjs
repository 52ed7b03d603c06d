// Next gives a page only a publish changes `s-maxage=31536000`: a lost purge would keep it a year behind a CDN.
// Every answer a shared cache may keep gets the site's bound (lib/env.ts); browsers revalidate each visit. Plain JS.
import { pathKey } from "./surrogate-keys.mjs";

/** The Cache-Control value to send for Next's `value`. @param {string} value @param {{ maxAgeSeconds: number, staleSeconds: number }} bound */
export function boundSharedCaching(value, { maxAgeSeconds, staleSeconds }) {
  const directives = value.split(",").map((part) => part.trim().toLowerCase());
  const sMaxAge = directives.find((part) => part.startsWith("s-maxage="));
  if (!sMaxAge || directives.some((part) => part === "private" || part === "no-store")) return value;
  const seconds = Math.min(Number(sMaxAge.slice("s-maxage=".length)) || 0, maxAgeSeconds);
  return `public, max-age=0, s-maxage=${seconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ""}`;
}

/**
 * Bounds every Cache-Control the response is given. With `surrogateKeys`, a response a shared cache may keep is filed
 * under its path's key as well as its tags, repeated in `Cache-Tag` with `cacheTagHeader` (Cloudflare's).
 * @param {import("node:http").ServerResponse} response
 * @param {{ maxAgeSeconds: number, staleSeconds: number, surrogateKeys?: boolean, cacheTagHeader?: boolean }} settings
 * @param {string} [url] the request's address (path and query)
 */
export function boundResponseCaching(response, settings, url = "/") {
  const setHeader = response.setHeader.bind(response);
  const path = url.split("?")[0] || "/";
  const fileUnder = (/** @type {string[]} */ keys) => {
    if (!settings.surrogateKeys) return;
    const all = [...new Set([...String(response.getHeader("surrogate-key") ?? "").split(" "), ...keys])].filter(Boolean);
    setHeader("Surrogate-Key", all.join(" "));
    if (settings.cacheTagHeader) setHeader("Cache-Tag", all.join(","));
  };
  response.setHeader = (name, value) => {
    const lower = name.toLowerCase();
    if (lower === "cache-control" && typeof value === "string") {
      const bounded = boundSharedCaching(value, settings);
      if (bounded !== value) fileUnder([pathKey(path)]);
      return setHeader(name, bounded);
    }
    if (lower === "surrogate-key" && typeof value === "string") {
      fileUnder(value.split(" "));
      return response;
    }
    return setHeader(name, value);
  };
  // Next appends the handler's surrogate-key header to a page read from the cache.
  const appendHeader = response.appendHeader.bind(response);
  response.appendHeader = (name, value) => {
    const lower = name.toLowerCase();
    if (lower === "cache-control" || lower === "surrogate-key") return response.setHeader(name, value);
    return appendHeader(name, value);
  };
}
