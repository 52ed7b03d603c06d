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
import { cacheStateHeader, inDraftMode, isNextClientRequest } from "../next-internals/index.mjs";
import { untilHeader } from "./time-bound.mjs";

/** The number of revalidations this process has made (cache-handler.mjs increments it). */
const publishes = () => /** @type {{ __sitePublishes?: number }} */ (globalThis).__sitePublishes ?? 0;

/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, gzip: Buffer, etag: string | undefined, until: number }} Kept */

/** Headers of an answer that are not kept with its page: they belong to one sending of it. */
const unkeptHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  cacheStateHeader,
]);

/**
 * The content's generation: this process's publishes and the version of the tags file (another process's).
 * @param {string | undefined} tagsFile
 */
function contentGeneration(tagsFile) {
  let version = 0;
  if (tagsFile) {
    try {
      version = statSync(tagsFile).mtimeMs;
    } catch {
      version = 0;
    }
  }
  return `${publishes()}:${version}`;
}

/**
 * The address a request's page is kept under, or undefined when it is not one to keep or serve from memory.
 * @param {import("node:http").IncomingMessage} request
 */
function pageKey(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.includes("?")) return undefined;
  if (isNextClientRequest(request.headers) || inDraftMode(request.headers)) return undefined;
  return url;
}

/**
 * The page to keep from an answer, or undefined when it may not be kept (not a 200 HTML page a shared cache may
 * keep, private, setting a cookie, or past its moment).
 * @param {number} status @param {Record<string, unknown>} headers @param {Buffer} body
 * @returns {Kept | undefined}
 */
function keepable(status, headers, body) {
  const cacheControl = String(headers["cache-control"] ?? "");
  if (status !== 200 || !/^text\/html\b/i.test(String(headers["content-type"] ?? "")) || !/\bs-maxage=/.test(cacheControl))
    return undefined;
  if (/\b(?:private|no-store)\b/.test(cacheControl) || headers["set-cookie"] !== undefined) return undefined;
  const until = Number(headers[untilHeader] ?? Number.POSITIVE_INFINITY);
  if (!(until > Date.now())) return undefined;
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (unkeptHeaders.has(name)) continue;
    if (typeof value === "string" || typeof value === "number") kept[name] = String(value);
    else if (Array.isArray(value)) kept[name] = value.map(String);
  }
  const etag = typeof headers.etag === "string" ? headers.etag : undefined;
  return { until, status, headers: kept, body, gzip: gzipSync(body), etag };
}

/**
 * Sends a kept page: a 304 when the client has it, gzipped when the client takes gzip.
 * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {Kept} kept
 */
function sendKept(request, response, kept) {
  for (const [name, value] of Object.entries(kept.headers)) response.setHeader(name, value);
  response.setHeader(cacheStateHeader, "HIT");
  if (kept.etag && request.headers["if-none-match"] === kept.etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  const body = gzip ? kept.gzip : kept.body;
  if (gzip) response.setHeader("content-encoding", "gzip");
  const vary = String(kept.headers.vary ?? "");
  response.setHeader("vary", /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  response.setHeader("content-length", body.length);
  response.statusCode = kept.status;
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Kept pages by address, the oldest dropped beyond `maxEntries` pages or `maxBytes` (HTML and gzip), emptied
 * whenever the content's generation changes.
 * @param {string | undefined} tagsFile @param {number} maxEntries @param {number} maxBytes
 */
function createPageStore(tagsFile, maxEntries, maxBytes) {
  /** @type {Map<string, Kept>} */
  const pages = new Map();
  let bytes = 0;
  /** @type {string | undefined} */
  let seenGeneration;
  const sizeOf = (/** @type {Kept} */ page) => page.body.length + page.gzip.length;
  const remove = (/** @type {string} */ key) => {
    const page = pages.get(key);
    if (page) bytes -= sizeOf(page);
    pages.delete(key);
  };
  /** The content's generation now; any change empties the store. */
  const generation = () => {
    const current = contentGeneration(tagsFile);
    if (current !== seenGeneration) {
      seenGeneration = current;
      pages.clear();
      bytes = 0;
    }
    return current;
  };
  return {
    generation,
    /** The page kept for `key` that still holds, if any. @param {string} key */
    get(key) {
      generation();
      const kept = pages.get(key);
      if (kept && kept.until <= Date.now()) remove(key);
      return kept && kept.until > Date.now() ? kept : undefined;
    },
    /** @param {string} key @param {Kept} page */
    set(key, page) {
      remove(key);
      pages.set(key, page);
      bytes += sizeOf(page);
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get size() {
      generation();
      return pages.size;
    },
  };
}

/**
 * @param {{ tagsFile?: string | undefined, maxEntries?: number, maxBytes?: number, enabled?: boolean }} options
 */
export function createPageMemory({ tagsFile, maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, enabled = true }) {
  const store = createPageStore(tagsFile, maxEntries, maxBytes);
  const keyOf = (/** @type {import("node:http").IncomingMessage} */ request) => (enabled ? pageKey(request) : undefined);
  return {
    /**
     * Sends the page from memory if it is kept (a 304 when the client has it already). True when sent.
     * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
     */
    serve(request, response) {
      const key = keyOf(request);
      const kept = key === undefined ? undefined : store.get(key);
      if (kept) sendKept(request, response, kept);
      return kept !== undefined;
    },
    /**
     * What a request began under: pass it to `keep` when its answer is complete.
     * @param {import("node:http").IncomingMessage} request
     */
    begin(request) {
      const key = keyOf(request);
      return key === undefined || request.method !== "GET" ? undefined : { key, generation: store.generation() };
    },
    /**
     * Keeps an answer as sent, if it may be kept and no publish happened while it was made.
     * @param {{ key: string, generation: string } | undefined} started from `begin`
     * @param {number} status @param {Record<string, unknown>} headers the answer's headers @param {Buffer} body its HTML
     */
    keep(started, status, headers, body) {
      if (!started || store.generation() !== started.generation) return;
      const page = keepable(status, headers, body);
      if (page) store.set(started.key, page);
    },
    /**
     * The HTML kept for this request's address, if any (the search route's page, asked for in process).
     * @param {import("node:http").IncomingMessage} request
     */
    body(request) {
      const key = keyOf(request);
      return key === undefined ? undefined : store.get(key)?.body;
    },
    /** The content's generation now: it changes at every publish (the proxy keeps its decisions under it). */
    generation: store.generation,
    /** How many pages are kept (for tests). */
    get size() {
      return store.size;
    },
  };
}
