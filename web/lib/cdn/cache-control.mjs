// What a shared cache in front may do with a page. Next sends a prerendered page that only a publish
// changes with `s-maxage=31536000` (a year): behind a CDN, a publish whose purge was lost would not reach
// visitors for a year. Every response whose Cache-Control lets a shared cache keep it (`s-maxage`) is
// sent instead with the site's bound (300 s, lib/env.ts PAGE_MAX_AGE_SECONDS) and a short stale-while-revalidate
// window; browsers still revalidate every visit (max-age=0, with the ETag). Responses a shared cache
// must not keep (private, no-store) and hashed assets (immutable, no s-maxage) are left alone.
// Applied by server.mjs to every response (plain JS: it runs outside the bundler).
import { pathKey } from "./surrogate-keys.mjs";

/**
 * @param {string} value a Cache-Control header value
 * @param {{ maxAgeSeconds: number, staleSeconds: number }} bound
 * @returns {string} the value to send
 */
export function boundSharedCaching(value, { maxAgeSeconds, staleSeconds }) {
  const directives = value.split(",").map((part) => part.trim().toLowerCase());
  const sMaxAge = directives.find((part) => part.startsWith("s-maxage="));
  if (!sMaxAge || directives.some((part) => part === "private" || part === "no-store")) return value;
  const seconds = Math.min(Number(sMaxAge.slice("s-maxage=".length)) || 0, maxAgeSeconds);
  return `public, max-age=0, s-maxage=${seconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ""}`;
}

/**
 * Makes every Cache-Control the response is given pass through `boundSharedCaching`; a response a shared
 * cache may keep is filed under its own path's surrogate key as well as its tags (so a purge by path works
 * for a page rendered on request too), and with `cacheTagHeader` (Cloudflare reads `Cache-Tag`, comma
 * separated) the keys are repeated there.
 * @param {import("node:http").ServerResponse} response
 * Without `surrogateKeys` (no purge configured) no key header is sent at all: nothing reads it.
 * @param {{ maxAgeSeconds: number, staleSeconds: number, surrogateKeys?: boolean, cacheTagHeader?: boolean }} settings
 * @param {string} [url] the request's address (path and query)
 */
export function boundResponseCaching(response, settings, url = "/") {
  const setHeader = response.setHeader.bind(response);
  const path = url.split("?")[0] || "/";
  const fileUnder = (/** @type {string[]} */ keys) => {
    if (!settings.surrogateKeys) return;
    const current = String(response.getHeader("surrogate-key") ?? "")
      .split(" ")
      .filter(Boolean);
    const all = [...new Set([...current, ...keys])].join(" ");
    setHeader("Surrogate-Key", all);
    if (settings.cacheTagHeader) setHeader("Cache-Tag", all.split(" ").join(","));
  };
  response.setHeader = (name, value) => {
    const lower = name.toLowerCase();
    if (lower === "cache-control" && typeof value === "string") {
      const bounded = boundSharedCaching(value, settings);
      if (bounded !== value) fileUnder([pathKey(path)]);
      return setHeader(name, bounded);
    }
    if (lower === "surrogate-key" && typeof value === "string") {
      fileUnder(value.split(" ").filter(Boolean));
      return response;
    }
    return setHeader(name, value);
  };
  const appendHeader = response.appendHeader?.bind(response);
  if (appendHeader) {
    response.appendHeader = (name, value) => {
      const lower = name.toLowerCase();
      if (lower === "cache-control" || lower === "surrogate-key") return response.setHeader(name, value);
      return appendHeader(name, value);
    };
  }
  return response;
}
