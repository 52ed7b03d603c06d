#!/usr/bin/env node
// The production server (`pnpm serve`): Next's request handler on Node's HTTP server, as `next start`
// runs it, plus one thing `next start` cannot give a route: the address of the socket's peer. Next
// fills X-Forwarded-For from the socket only when a client has not sent one, so a visitor could choose
// their own address. Here each request carries the peer's address in a header whose name is random
// per process (passed to the app in SERVER_SOCKET_ADDRESS_HEADER), so no client can set it.
//   node server.mjs [-p PORT] [-H HOST]   (PORT and HOSTNAME honoured, defaults 3000 and all interfaces)
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import compression from "next/dist/compiled/compression/index.js";
import { clientChunksOf } from "./cache-handler.mjs";
import { applyClientRuntimePolicy } from "./lib/html-response.mjs";
// Node 24 runs TypeScript's erasable syntax as is: the headers are the ones next.config.ts sends.
import { securityHeadersFor } from "./lib/security-headers.ts";

const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } } });
const header = `x-socket-address-${randomBytes(16).toString("hex")}`;

// Node runs the settings' TypeScript directly (lib/env.ts reads and sets the environment, nothing else here).
const { cdnConfig, clientRuntimeByRoute, contentSource, nextDistDir, prepareProductionServer, serverListen } = await import("./lib/env.ts");
const port = Number(values.port ?? serverListen.port ?? 3000);
const hostname = values.hostname ?? serverListen.hostname ?? undefined;
prepareProductionServer(header);
const headers = securityHeadersFor(contentSource.kind === "sanity" ? new URL(contentSource.cdnUrl).origin : undefined);
const { boundResponseCaching } = await import("./lib/cdn/cache-control.mjs");
const caching = {
  ...cdnConfig,
  surrogateKeys: cdnConfig.purge.kind !== "none",
  cacheTagHeader: cdnConfig.purge.kind === "cloudflare",
};

// The proxy's content reads (proxy.ts: its address decisions) use the server's data cache: Next gives a
// Node proxy an incremental cache of its own, without the configured handler, unless told the server's is
// shared (as its edge sandbox is); without this every proxied request would read the content afresh.
globalThis.__incrementalCacheShared = true;

const { default: next } = await import("next");
// The name Next builds its own URLs with is always "localhost", whatever interface the socket listens on:
// the proxy's rewrites (proxy.ts) carry the origin Next gives a request, and a rewrite to any other origin
// than the one Next itself computes is treated as external and proxied over HTTP to this very server (an
// extra hop, "socket hang up" under load, and a 500 on every rewritten page behind a TLS-terminating load
// balancer, which sends X-Forwarded-Proto: https).
const app = next({ dev: false, dir: import.meta.dirname, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

// Every HTML answer is sent as its route declares Next's client runtime (lib/html-response.mjs), unless
// CLIENT_RUNTIME=next. Compression (Next's own middleware, turned off in next.config.ts so that it does
// not run inside) wraps the result, so the policy reads the HTML before it is compressed.
const byRoute = clientRuntimeByRoute;
const serverDistDir = join(import.meta.dirname, nextDistDir, "server");
const compress = compression();

// Methods Next cannot turn into a Request (the fetch standard forbids them): it would answer 500 with
// no headers and log a stack. And the site root, the one page proxy.ts does not see (its POST is the
// contact capture): anything but GET, HEAD and POST. Both are answered 405 here, as proxy.ts answers pages.
const forbiddenMethods = new Set(["CONNECT", "TRACE", "TRACK"]);
const rootMethods = ["GET", "HEAD", "POST"];
/** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
function refuseMethod(request, response) {
  const root = (request.url ?? "").split("?")[0] === "/";
  if (!forbiddenMethods.has(request.method ?? "") && !(root && !rootMethods.includes(request.method ?? ""))) return false;
  response.writeHead(405, {
    allow: root || request.url?.startsWith("/api/") ? rootMethods.join(", ") : "GET, HEAD",
    "content-type": "text/plain; charset=utf-8",
  });
  response.end("Method not allowed");
  return true;
}

const server = createServer((request, response) => {
  // The security headers from the start: next.config.ts sets them again (and the preview's variants)
  // on what Next routes, but answers Next makes before its header rules (a trailing-slash redirect,
  // its own 400s) and this file's 405s would otherwise go without them.
  for (const { key, value } of headers) response.setHeader(key, value);
  if (refuseMethod(request, response)) return;
  request.headers[header] = request.socket.remoteAddress ?? "";
  compress(request, response, () => {});
  // What a CDN may keep a page for is bounded (lib/cdn/cache-control.mjs), never Next's year.
  boundResponseCaching(response, caching, request.url);
  if (byRoute) applyClientRuntimePolicy(request, response, () => clientChunksOf(serverDistDir));
  handle(request, response);
});
// Slow clients are bounded by the routes themselves (the contact body must arrive in time); these
// only cap what Node would otherwise allow (300 s per request).
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.listen(port, hostname, () => {
  console.info(`▲ Ready on http://${hostname ?? "localhost"}:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
