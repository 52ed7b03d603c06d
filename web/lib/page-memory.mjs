// The pages server.mjs has already sent, kept in memory as sent (the HTML after the client-runtime policy, its
// headers, its Content-Security-Policy, and its gzip made once), until the next publish. A page's HTML changes
// only on a publish, yet each request for it ran the proxy's address decision, read Next's cache, rebuilt the
// HTML without its scripts, hashed its inline code and compressed it again: about 10 ms of CPU per page. A
// page kept here is sent without any of that.
//
// Freshness is the cache handler's, never weakened: a page is kept only if no publish happened between the
// start of the request that made it and its end (a render across a publish would pass for fresh), and every
// publish empties the memory: one made by this process (cache-handler.mjs counts each revalidation in
// `globalThis.__sitePublishes`) or by another process on the same build (its file of revalidated tags
// changes). With a shared cache (REDIS_URL: a publish reaches the other instances through Redis only) the
// memory is off.
//
// Kept: answers to GET of a path with no query, 200, HTML, that a shared cache may keep (`s-maxage`: the
// pages Next serves from its cache). Never kept nor served from here: draft mode (its cookie), Next's own
// client requests (RSC, prefetch), anything with a query string.
// Plain JavaScript: server.mjs runs outside the bundler.
import { statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { untilHeader } from "./time-bound.mjs";

/** The number of revalidations this process has made (cache-handler.mjs increments it). */
const publishes = () => /** @type {{ __sitePublishes?: number }} */ (globalThis).__sitePublishes ?? 0;

/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, gzip: Buffer, etag: string | undefined, until: number }} Kept */

/**
 * @param {{ tagsFile?: string | undefined, maxEntries?: number, maxBytes?: number, enabled?: boolean }} options
 */
export function createPageMemory({ tagsFile, maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, enabled = true }) {
  /** @type {Map<string, Kept>} */
  const pages = new Map();
  let bytes = 0;
  /** @type {string | undefined} */
  let seenGeneration;

  /** This process's publishes and the tags file's version: any change is a publish. */
  const generation = () => {
    let version = 0;
    if (tagsFile) {
      try {
        version = statSync(tagsFile).mtimeMs;
      } catch {
        version = 0;
      }
    }
    const current = `${publishes()}:${version}`;
    if (current !== seenGeneration) {
      seenGeneration = current;
      pages.clear();
      bytes = 0;
    }
    return current;
  };

  /** @param {import("node:http").IncomingMessage} request */
  const keyOf = (request) => {
    if (!enabled || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
    const url = request.url ?? "";
    if (!url.startsWith("/") || url.includes("?")) return undefined;
    const headers = request.headers;
    if (headers.rsc || headers["next-router-prefetch"] || headers["next-router-state-tree"] || headers["next-action"]) return undefined;
    if (/(?:^|;\s*)__prerender_bypass=/.test(String(headers.cookie ?? ""))) return undefined;
    return url;
  };

  return {
    /**
     * Sends the page from memory if it is kept (a 304 when the client has it already). True when sent.
     * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
     */
    serve(request, response) {
      const key = keyOf(request);
      if (key === undefined) return false;
      generation();
      const kept = pages.get(key);
      if (!kept) return false;
      if (kept.until <= Date.now()) {
        pages.delete(key);
        bytes -= kept.body.length + kept.gzip.length;
        return false;
      }
      for (const [name, value] of Object.entries(kept.headers)) response.setHeader(name, value);
      response.setHeader("x-nextjs-cache", "HIT");
      if (kept.etag && request.headers["if-none-match"] === kept.etag) {
        response.statusCode = 304;
        response.end();
        return true;
      }
      const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const body = gzip ? kept.gzip : kept.body;
      if (gzip) response.setHeader("content-encoding", "gzip");
      const vary = String(kept.headers.vary ?? "");
      response.setHeader("vary", /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      response.setHeader("content-length", body.length);
      response.statusCode = kept.status;
      response.end(request.method === "HEAD" ? undefined : body);
      return true;
    },

    /**
     * What a request began under: pass it to `keep` when its answer is complete.
     * @param {import("node:http").IncomingMessage} request
     */
    begin(request) {
      const key = keyOf(request);
      return key === undefined || request.method !== "GET" ? undefined : { key, generation: generation() };
    },

    /**
     * Keeps an answer as sent, if it may be kept and no publish happened while it was made.
     * @param {{ key: string, generation: string } | undefined} started from `begin`
     * @param {number} status @param {Record<string, unknown>} headers the answer's headers @param {Buffer} body its HTML
     */
    keep(started, status, headers, body) {
      if (!started || status !== 200 || generation() !== started.generation) return;
      const cacheControl = String(headers["cache-control"] ?? "");
      if (!/^text\/html\b/i.test(String(headers["content-type"] ?? "")) || !/\bs-maxage=/.test(cacheControl)) return;
      if (/\b(?:private|no-store)\b/.test(cacheControl) || headers["set-cookie"] !== undefined) return;
      /** @type {Record<string, string | string[]>} */
      const kept = {};
      for (const [name, value] of Object.entries(headers)) {
        if (
          ["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "x-nextjs-cache"].includes(name)
        )
          continue;
        if (typeof value === "string" || typeof value === "number") kept[name] = String(value);
        else if (Array.isArray(value)) kept[name] = value.map(String);
      }
      const until = Number(headers[untilHeader] ?? Number.POSITIVE_INFINITY);
      if (!(until > Date.now())) return;
      const entry = {
        until,
        status,
        headers: kept,
        body,
        gzip: gzipSync(body),
        etag: typeof headers.etag === "string" ? headers.etag : undefined,
      };
      const previous = pages.get(started.key);
      if (previous) bytes -= previous.body.length + previous.gzip.length;
      pages.delete(started.key);
      pages.set(started.key, entry);
      bytes += body.length + entry.gzip.length;
      for (const [oldest, page] of pages) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        pages.delete(oldest);
        bytes -= page.body.length + page.gzip.length;
      }
    },

    /**
     * The HTML kept for this request's address, if any (the search route's page, asked for in process).
     * @param {import("node:http").IncomingMessage} request
     */
    body(request) {
      const key = keyOf(request);
      if (key === undefined) return undefined;
      generation();
      const kept = pages.get(key);
      return kept && kept.until > Date.now() ? kept.body : undefined;
    },

    /** The content's generation now: it changes at every publish (the proxy keeps its decisions under it). */
    generation,

    /** How many pages are kept (for tests). */
    get size() {
      generation();
      return pages.size;
    },
  };
}
