#!/usr/bin/env node
// The production server (`pnpm serve`): Next's request handler on Node's HTTP server, as `next start`
// runs it, plus one thing `next start` cannot give a route: the address of the socket's peer. Next
// fills X-Forwarded-For from the socket only when a client has not sent one, so a visitor could choose
// their own address. Here each request carries the peer's address in a header whose name is random
// per process (handed to the routes on the process, lib/runtime.ts), so no client can set it.
//   node server.mjs [-p PORT] [-H HOST]   (PORT and HOSTNAME honoured, defaults 3000 and all interfaces)
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { clientChunksOf } from "./cache-handler.mjs";
import { applyClientRuntimePolicy } from "./lib/html-response.mjs";
import { createPageMemory } from "./lib/page-memory.mjs";
import { watchTagsFile } from "./lib/publish-clock.mjs";
// Node 24 runs TypeScript's erasable syntax as is: the headers are the ones next.config.ts sends.
import { apiAllow, pageMethods } from "./lib/request-guards.ts";
import { securityHeadersFor } from "./lib/security-headers.ts";
import { shareIncrementalCacheWithProxy } from "./next-internals/index.mjs";
import { compression } from "./next-internals/unbundled.mjs";

const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } } });
const header = `x-socket-address-${randomBytes(16).toString("hex")}`;

// Node runs the settings' TypeScript directly (lib/env.ts reads the environment, nothing else here).
const { cdnConfig, clientRuntimeByRoute, contentSource, nextDistDir, redisUrl, serverListen } = await import("./lib/env.ts");
const { passSocketAddressHeader } = await import("./lib/runtime.ts");
const port = Number(values.port ?? serverListen.port ?? 3000);
const hostname = values.hostname ?? serverListen.hostname ?? undefined;
Object.assign(process.env, { NODE_ENV: "production" });
passSocketAddressHeader(header);
const imageOrigin = contentSource.kind === "sanity" ? new URL(contentSource.cdnUrl).origin : undefined;
const headers = securityHeadersFor(imageOrigin);
const { boundResponseCaching } = await import("./lib/cdn/cache-control.mjs");
const caching = {
  ...cdnConfig,
  surrogateKeys: cdnConfig.purge.kind !== "none",
  cacheTagHeader: cdnConfig.purge.kind === "cloudflare",
};

// The proxy's content reads (proxy.ts: its address decisions) use the server's data cache: Next gives a
// Node proxy an incremental cache of its own, without the configured handler, unless told the server's is
// shared (as its edge sandbox is); without this every proxied request would read the content afresh.
shareIncrementalCacheWithProxy();

const { default: next } = await import("next");
// The name Next builds its own URLs with is always "localhost", whatever interface the socket listens on:
// the proxy's rewrites (proxy.ts) carry the origin Next gives a request, and a rewrite to any other origin
// than the one Next itself computes is treated as external and proxied over HTTP to this very server (an
// extra hop, "socket hang up" under load, and a 500 on every rewritten page behind a TLS-terminating load
// balancer, which sends X-Forwarded-Proto: https).
const app = next({ dev: false, dir: import.meta.dirname, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

// Every HTML answer is sent as its route declares Next's client runtime (lib/html-response.mjs), unless a
// test asks for Next's own (SITE_TEST_CLIENT_RUNTIME=next). Compression (Next's own middleware, turned off
// in next.config.ts so that it does not run inside) wraps the result, so the policy reads the HTML before
// it is compressed.
const byRoute = clientRuntimeByRoute;
const serverDistDir = join(import.meta.dirname, nextDistDir, "server");
const staticDir = join(import.meta.dirname, nextDistDir, "static");
const compress = compression();

// Pages as sent, kept until the publish clock moves (lib/page-memory.mjs, lib/publish-clock.mjs): served without
// Next, the proxy, the policy's rewrite or compression; search answers per normalised query. The clock reads
// other processes' publishes from the tags file; with a shared cache (REDIS_URL) it cannot see them: nothing kept.
watchTagsFile(join(import.meta.dirname, nextDistDir, "cache", "revalidated-tags.json"), { shared: Boolean(redisUrl) });
const memory = createPageMemory({ queryPages: { "/search": "q" } });

// Requests no page can take, refused here with the site's own answer (the security headers, a short text,
// Allow on a 405) before Next sees them, and before a byte of their body is read:
// - a request target that is not a path (`*`, `OPTIONS *` included: Next cannot make a URL of it);
// - two Host headers (which one the address is built from would be a guess);
// - at the site root, anything but GET, HEAD and POST (its POST is the contact capture); a GET or HEAD of
//   the root is the home page even when it carries a body (the contact rewrite in next.config.ts reads a
//   Content-Type, which such a request loses here);
// - under /api/, a method the route handler does not answer (Next's own 405 names no Allow);
// - anywhere else, anything but GET and HEAD: pages are read, never written to. (The proxy would refuse
//   them too, but only after buffering the whole body: a 1 GB upload was read before its 405.)
const rootMethods = ["GET", "HEAD", "POST"];
const newsletterApiPath = "/api/newsletter";
const pageAllow = pageMethods.join(", ");
/** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
function refuseRequest(request, response) {
  const method = request.method ?? "";
  const target = request.url ?? "";
  let hosts = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) if (request.rawHeaders[index]?.toLowerCase() === "host") hosts += 1;
  if (hosts !== 1) return refuse(request, response, 400, `Bad request: ${hosts ? "more than one Host header" : "no Host header"}.`);
  if (!target.startsWith("/") || target.startsWith("//")) {
    if (target === "*")
      return method === "OPTIONS"
        ? refuse(request, response, 405, "Method not allowed", pageAllow)
        : refuse(request, response, 400, "Bad request: the target is not a path.");
    return refuse(request, response, 400, "Bad request: the target is not a path.");
  }
  const path = target.split("?")[0] ?? "/";
  if (internalRoute(path)) return refuse(request, response, 404, "Not found");
  const bodyless = method === "GET" || method === "HEAD";
  if (path === "/") {
    if (bodyless) delete request.headers["content-type"];
    else if (!rootMethods.includes(method)) return refuse(request, response, 405, "Method not allowed", rootMethods.join(", "));
    return false;
  }
  const api = path.startsWith("/api/") ? apiAllow(path) : undefined;
  if (api !== undefined) return api.split(", ").includes(method) ? false : refuse(request, response, 405, "Method not allowed", api);
  if (path.startsWith("/api/") && !forbiddenMethods.has(method)) return false;
  return bodyless ? false : refuse(request, response, 405, "Method not allowed", pageAllow);
}
/**
 * Next's own routes (`/_not-found`, `/_global-error`): reached only through a rewrite inside the server, never by
 * their address. (The page documents' route redirects to the page's address: lib/content/addresses.ts.)
 * @param {string} path
 */
function internalRoute(path) {
  let normal;
  try {
    normal = decodeURI(new URL(path, "http://page.invalid").pathname);
  } catch {
    return false;
  }
  return /^\/_(?!next\/)/.test(normal);
}

/** Methods Next cannot turn into a Request (the fetch standard forbids them): refused wherever they are sent. */
const forbiddenMethods = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
 * @param {number} status @param {string} text @param {string} [allow]
 */
function refuse(request, response, status, text, allow) {
  // A body may follow, unread: the connection is closed after the answer rather than read to its end.
  const body = request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined;
  response.writeHead(status, {
    ...(allow ? { allow } : {}),
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(body ? { connection: "close" } : {}),
  });
  response.end(text);
  return true;
}

/** An answer written on a socket Node's parser refused (or CONNECT took), with the security headers. */
function rawAnswer(/** @type {number} */ status, /** @type {string} */ reason, /** @type {string} */ text, allow = "") {
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    ...(allow ? [`Allow: ${allow}`] : []),
    "Content-Type: text/plain; charset=utf-8",
    "Cache-Control: no-store",
    `Content-Length: ${Buffer.byteLength(text)}`,
    "Connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${text}`;
}

/** What Node's parser refuses, as the site answers it (Node's own answer is a bare 400 or 431 with no header). */
const parserRefusals = {
  HPE_INVALID_METHOD: [405, "Method Not Allowed", "Method not allowed", pageAllow],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request's headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request did not arrive in time."],
};

/** Headers Next sets that name its internal routes: never sent. */
const internalHeaders = new Set(["x-middleware-rewrite", "x-matched-path"]);
/** @param {import("node:http").ServerResponse} response */
function withoutInternalHeaders(response) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (internalHeaders.has(name.toLowerCase()) ? response : setHeader(name, value));
}

// No Host is refused with the site's answer (refuseRequest), not Node's bare 400; a request asking to switch
// protocols (`Upgrade: h2c`, a WebSocket) is answered as any request, in HTTP/1.1, instead of being dropped.
const server = createServer({ requireHostHeader: false, shouldUpgradeCallback: () => false }, (request, response) => {
  // The security headers from the start: next.config.ts sets them again (and the preview's variants)
  // on what Next routes, but answers Next makes before its header rules (a trailing-slash redirect,
  // its own 400s) and this file's 405s would otherwise go without them.
  for (const { key, value } of headers) response.setHeader(key, value);
  // The newsletter's links carry a token in their address: no answer to one tells it on (its trailing-slash
  // redirect, which Next makes before its header rules, included).
  if (request.url?.startsWith(newsletterApiPath)) response.setHeader("referrer-policy", "no-referrer");
  if (refuseRequest(request, response)) return;
  withoutInternalHeaders(response);
  if (memory.serve(request, response)) return;
  const started = memory.begin(request);
  request.headers[header] = request.socket.remoteAddress ?? "";
  compress(request, response, () => {});
  // What a CDN may keep a page for is bounded (lib/cdn/cache-control.mjs), never Next's year.
  boundResponseCaching(response, caching, request.url);
  applyClientRuntimePolicy(request, response, byRoute ? () => clientChunksOf(serverDistDir) : null, {
    staticDir,
    imageOrigin,
    sent: (status, sentHeaders, body) => memory.keep(started, status, sentHeaders, body),
  });
  handle(request, response);
});
// Slow clients are bounded by the routes themselves (the contact body must arrive in time); these
// only cap what Node would otherwise allow (300 s per request).
server.headersTimeout = 20_000;
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  // A client that went away (a reset, a half-sent request) is no error of the site's: nothing to answer or log.
  if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
  const [status, reason, text, allow] = parserRefusals[/** @type {keyof typeof parserRefusals} */ (error.code ?? "")] ?? [
    400,
    "Bad Request",
    "Bad request.",
  ];
  socket.end(rawAnswer(Number(status), String(reason), String(text), allow === undefined ? "" : String(allow)));
});
// An Expect other than 100-continue: the site's 417, with its headers (Node's own has none).
server.on("checkExpectation", (request, response) => {
  for (const { key, value } of headers) response.setHeader(key, value);
  refuse(request, response, 417, "Expectation failed: only 100-continue is understood.");
});
// CONNECT (a proxy's tunnel): Node hands the socket over to a listener, and drops it without one.
server.on("connect", (_request, socket) => {
  socket.on("error", () => {});
  socket.end(rawAnswer(405, "Method Not Allowed", "Method not allowed", pageAllow));
});
server.requestTimeout = 60_000;
server.listen(port, hostname, () => {
  console.info(`▲ Ready on http://${hostname ?? "localhost"}:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
