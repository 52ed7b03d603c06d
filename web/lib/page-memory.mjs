// The pages server.mjs has already sent, kept in memory as sent (the HTML after the client-runtime policy, its
// headers, its Content-Security-Policy, and its gzip made once), until the next publish. A page's HTML changes
// only on a publish, yet each request for it ran the proxy's address decision, read Next's cache, rebuilt the
// HTML without its scripts, hashed its inline code and compressed it again: about 10 ms of CPU per page. A
// page kept here is sent without any of that.
//
// Freshness is the publish clock's (lib/publish-clock.mjs), never weakened: a page is kept only if the clock's
// generation did not change between the start of the request that made it and its end (a render across a publish
// would pass for fresh), and every change of the generation (a publish here or on another process of the build,
// a moment a page was drawn against passing) empties the memory. With a shared cache (REDIS_URL) it is off.
//
// Kept: answers to GET of a path with no query, 200, HTML, that a shared cache may keep (`s-maxage`: the pages
// Next serves from its cache), under the normalised path (`/x/../about` and `/%61bout` are `/about`'s one copy);
// and the answers of the pages drawn per query (`/search?q=`), per normalised query, in a store of their own so
// that invented queries never push a page out. Never kept nor served from here: draft mode (its cookie), Next's
// own client requests (RSC, prefetch), any other query string.
// Plain JavaScript: server.mjs runs outside the bundler.
import { gzipSync } from "node:zlib";
import { cacheStateHeader, inDraftMode, isNextClientRequest } from "../next-internals/index.mjs";
import { generation, keepsCopies } from "./publish-clock.mjs";

/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, gzip: Buffer, etag: string | undefined }} Kept */

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
 * The address a request's page is kept under (its path normalised: dot segments resolved, escapes decoded; a
 * query page's one parameter with its spaces collapsed), or undefined when it is not one to keep or serve.
 * @param {import("node:http").IncomingMessage} request @param {Record<string, string>} queryPages path → its parameter
 */
function pageKey(request, queryPages) {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const target = request.url ?? "";
  if (!target.startsWith("/") || target.startsWith("//")) return undefined;
  if (isNextClientRequest(request.headers) || inDraftMode(request.headers)) return undefined;
  let url;
  let path;
  try {
    url = new URL(target, "http://page.invalid");
    path = decodeURI(url.pathname);
  } catch {
    return undefined;
  }
  if (!url.search) return path;
  const name = queryPages[path];
  const params = [...url.searchParams.keys()];
  if (!name || params.length !== 1 || params[0] !== name) return undefined;
  return `${path}?${name}=${(url.searchParams.get(name) ?? "").replace(/\s+/g, " ").trim()}`;
}

/**
 * The page to keep from an answer, or undefined when it may not be kept (not 200 HTML, setting a cookie; a page
 * but a query page's that a shared cache may not keep).
 * @param {number} status @param {Record<string, unknown>} headers @param {Buffer} body @param {boolean} perQuery
 * @returns {Kept | undefined}
 */
function keepable(status, headers, body, perQuery) {
  const cacheControl = String(headers["cache-control"] ?? "");
  if (status !== 200 || !/^text\/html\b/i.test(String(headers["content-type"] ?? "")) || headers["set-cookie"] !== undefined)
    return undefined;
  if (!perQuery && (!/\bs-maxage=/.test(cacheControl) || /\b(?:private|no-store)\b/.test(cacheControl))) return undefined;
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (unkeptHeaders.has(name)) continue;
    if (typeof value === "string" || typeof value === "number") kept[name] = String(value);
    else if (Array.isArray(value)) kept[name] = value.map(String);
  }
  const etag = typeof headers.etag === "string" ? headers.etag : undefined;
  return { status, headers: kept, body, gzip: gzipSync(body), etag };
}

/**
 * Whether the client takes gzip: named (or `*`) with a weight above 0 (`gzip;q=0` refuses it).
 * @param {string} header Accept-Encoding
 */
export function acceptsGzip(header) {
  const weights = new Map(
    header.split(",").map((part) => {
      const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith("q="));
      return [coding, q === undefined ? 1 : Number(q.slice(2))];
    }),
  );
  const weight = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0;
  return weight > 0;
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
  const gzip = acceptsGzip(String(request.headers["accept-encoding"] ?? ""));
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
 * whenever the clock's generation changes.
 * @param {number} maxEntries @param {number} maxBytes
 */
function createPageStore(maxEntries, maxBytes) {
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
  /** The clock's generation now; any change empties the store. */
  const current = () => {
    const current = generation();
    if (current !== seenGeneration) {
      seenGeneration = current;
      pages.clear();
      bytes = 0;
    }
    return current;
  };
  return {
    current,
    /** The page kept for `key`, if any. @param {string} key */
    get(key) {
      current();
      return pages.get(key);
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
      current();
      return pages.size;
    },
  };
}

/**
 * @param {{ maxEntries?: number, maxBytes?: number, queryPages?: Record<string, string>, maxQueries?: number }} options
 *   `queryPages`: the pages drawn per query, by path, with their one parameter (`{ "/search": "q" }`)
 */
export function createPageMemory({ maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, queryPages = {}, maxQueries = 500 }) {
  const pages = createPageStore(maxEntries, maxBytes);
  const queries = createPageStore(maxQueries, maxBytes / 4);
  const storeOf = (/** @type {string} */ key) => (key.includes("?") ? queries : pages);
  const keyOf = (/** @type {import("node:http").IncomingMessage} */ request) => (keepsCopies() ? pageKey(request, queryPages) : undefined);
  return {
    /**
     * Sends the page from memory if it is kept (a 304 when the client has it already). True when sent.
     * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
     */
    serve(request, response) {
      const key = keyOf(request);
      const kept = key === undefined ? undefined : storeOf(key).get(key);
      if (kept) sendKept(request, response, kept);
      return kept !== undefined;
    },
    /**
     * What a request began under: pass it to `keep` when its answer is complete.
     * @param {import("node:http").IncomingMessage} request
     */
    begin(request) {
      const key = keyOf(request);
      return key === undefined || request.method !== "GET" ? undefined : { key, generation: storeOf(key).current() };
    },
    /**
     * Keeps an answer as sent, if it may be kept and the clock did not move while it was made.
     * @param {{ key: string, generation: string } | undefined} started from `begin`
     * @param {number} status @param {Record<string, unknown>} headers the answer's headers @param {Buffer} body its HTML
     */
    keep(started, status, headers, body) {
      if (!started || storeOf(started.key).current() !== started.generation) return;
      const page = keepable(status, headers, body, started.key.includes("?"));
      if (page) storeOf(started.key).set(started.key, page);
    },
    /** How many pages and query pages are kept (for tests). */
    get size() {
      return pages.size + queries.size;
    },
  };
}
