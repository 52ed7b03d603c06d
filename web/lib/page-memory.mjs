// The pages server.mjs sent, as sent (policy applied, gzipped once), until the publish clock moves: about 10 ms of
// CPU a view saved. Kept only if the clock did not move while it was made; nothing kept with Redis (REDIS_URL).
// Kept: 200 HTML answers to a GET a shared cache may keep (`s-maxage`), by normalised path; search answers per
// normalised query, apart. Never draft mode, nor Next's own client requests. Plain JavaScript: server.mjs runs it.
import { gzipSync } from "node:zlib";
import { cacheStateHeader, inDraftMode, isNextClientRequest } from "../next-internals/index.mjs";
import { generation, keepsCopies } from "./publish-clock.mjs";

/** @typedef {{ status: number, headers: string[], body?: Buffer }} Answer */
/** A kept page's answers, made once. @typedef {{ etag: unknown, notModified: Answer, plain: Answer, gzip: Answer, size: number }} Kept */

/** Headers of one sending of a page (the cache state is set to HIT on each). */
const unkeptHeaders = /^(?:content-length|content-encoding|transfer-encoding|connection|keep-alive|date)$/;

/** A path no URL parser changes (most requests: no URL made for them). */
const plainPath = /^\/[\w/-]*$/;

/**
 * A request target's path (dot segments resolved, escapes decoded) and query; undefined when malformed.
 * @param {string} target @returns {{ path: string, search: string, query?: URLSearchParams } | undefined}
 */
export function parseTarget(target) {
  if (plainPath.test(target)) return { path: target, search: "" };
  try {
    const url = new URL(target, "http://page.invalid");
    return { path: decodeURI(url.pathname), search: url.search, query: url.searchParams };
  } catch {
    return undefined;
  }
}

/** The key a request's page is kept under, or undefined when it is not one to keep or serve. @param {import("node:http").IncomingMessage} request */
function pageKey(request) {
  if (!keepsCopies() || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  if (isNextClientRequest(request.headers) || inDraftMode(request.headers)) return undefined;
  const { path, search, query } = parseTarget(request.url ?? "") ?? {};
  if (!search) return path;
  if (path !== "/search" || query?.size !== 1 || !query.has("q")) return undefined;
  return `/search?q=${query.get("q")?.replace(/\s+/g, " ").trim()}`;
}

let lastAcceptEncoding = { header: "", gzip: false };

/** Whether the client takes gzip: named (or `*`) with a weight above 0. @param {string} header Accept-Encoding */
export function acceptsGzip(header) {
  if (header === lastAcceptEncoding.header) return lastAcceptEncoding.gzip;
  const weights = new Map(
    header.split(",").map((part) => {
      const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith("q="));
      return [coding, q === undefined ? 1 : Number(q.slice(2))];
    }),
  );
  const gzip = (weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0) > 0;
  lastAcceptEncoding = { header, gzip };
  return gzip;
}

/** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {Kept} kept */
function sendKept(request, response, kept) {
  const answer =
    kept.etag !== undefined && request.headers["if-none-match"] === kept.etag
      ? kept.notModified
      : acceptsGzip(String(request.headers["accept-encoding"] ?? ""))
        ? kept.gzip
        : kept.plain;
  response.writeHead(answer.status, answer.headers);
  response.end(request.method === "HEAD" ? undefined : answer.body);
}

/** Headers as one list of names and values, `writeHead`'s fastest form. @param {Record<string, unknown>} headers */
const flat = (headers) =>
  Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]));

/** The answers of a page sent with `headers` and `body`. @param {Record<string, unknown>} headers @param {Buffer} body @returns {Kept} */
function keptAnswers(headers, body) {
  const kept = /** @type {Record<string, unknown>} */ ({
    ...Object.fromEntries(Object.entries(headers).filter(([name]) => !unkeptHeaders.test(name))),
    [cacheStateHeader]: "HIT",
  });
  const vary = String(kept.vary ?? "");
  const varied = { ...kept, vary: /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding" };
  const gzip = gzipSync(body);
  return {
    etag: kept.etag,
    // A 304 carries the Vary a 200 would (RFC 9110, 15.4.5).
    notModified: { status: 304, headers: flat(varied) },
    plain: { status: 200, headers: flat({ ...varied, "content-length": body.length }), body },
    gzip: { status: 200, headers: flat({ ...varied, "content-encoding": "gzip", "content-length": gzip.length }), body: gzip },
    size: body.length + gzip.length,
  };
}

/**
 * Keeps `page`, the oldest dropped beyond the bounds.
 * @param {Map<string, Kept>} pages @param {string} key @param {Kept} page @param {number} maxEntries @param {number} maxMegabytes
 */
function keepIn(pages, key, page, maxEntries, maxMegabytes) {
  pages.delete(key);
  pages.set(key, page);
  let bytes = [...pages.values()].reduce((sum, kept) => sum + kept.size, 0);
  for (const [oldest, kept] of pages) {
    if (pages.size <= maxEntries && bytes <= maxMegabytes * 1024 * 1024) break;
    pages.delete(oldest);
    bytes -= kept.size;
  }
}

export function createPageMemory() {
  /** @type {{ generation: string, pages: Map<string, Kept>, queries: Map<string, Kept> }} */
  let memory = { generation: "", pages: new Map(), queries: new Map() };
  const current = () => {
    const now = generation();
    if (now !== memory.generation) memory = { generation: now, pages: new Map(), queries: new Map() };
    return memory;
  };
  return {
    /** Sends the page if it is kept: true when sent. @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
    serve(request, response) {
      const key = pageKey(request);
      const kept = key === undefined ? undefined : current()[key.includes("?") ? "queries" : "pages"].get(key);
      if (kept) sendKept(request, response, kept);
      return kept !== undefined;
    },
    /** What to call with the request's whole answer, to keep it if it may be. @param {import("node:http").IncomingMessage} request */
    begin(request) {
      const key = pageKey(request);
      if (key === undefined || request.method !== "GET") return undefined;
      const started = current();
      return (/** @type {number} */ status, /** @type {Record<string, unknown>} */ headers, /** @type {Buffer} */ body) => {
        const cacheControl = String(headers["cache-control"] ?? "");
        const shared = /\bs-maxage=/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl);
        // Search answers are private to shared caches, yet the same for every visitor until a publish.
        if (current() !== started || status !== 200 || headers["set-cookie"] !== undefined || !(shared || key.includes("?"))) return;
        if (!/^text\/html\b/i.test(String(headers["content-type"] ?? ""))) return;
        const page = keptAnswers(headers, body);
        if (key.includes("?")) keepIn(started.queries, key, page, 500, 16);
        else keepIn(started.pages, key, page, 2_000, 64);
      };
    },
    /** How many pages and search answers are kept (for tests). */
    get size() {
      return current().pages.size + current().queries.size;
    },
  };
}
