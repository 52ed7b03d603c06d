#!/usr/bin/env node
// The production server: Next's handler as `next start` runs it, plus the refusals, the page memory and the HTML
// policy (docs/production-mode.md), and the peer's address in a per-process header (lib/runtime.ts).
//   node --no-memory-reducer server.mjs [-p PORT] [-H HOST]   (or PORT and HOSTNAME; default 3000, every interface)
// Without the flag, a server that idled a few seconds serves a kept page a quarter slower (docs/quality.md).
import { randomBytes } from "node:crypto";
import { createServer, STATUS_CODES } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { boundResponseCaching } from "./lib/cdn/cache-control.mjs";
import { appClientChunks } from "./lib/client-runtime.mjs";
// Node 24 runs erasable TypeScript as is.
import { cdnConfig, clientRuntimeByRoute, contentSource, nextDistDir, redisUrl, serverListen } from "./lib/env.ts";
import { applyClientRuntimePolicy } from "./lib/html-response.mjs";
import { createPageMemory, parseTarget } from "./lib/page-memory.mjs";
import { watchTagsFile } from "./lib/publish-clock.mjs";
import { apiAllow, pageMethods } from "./lib/request-guards.ts";
import { passSocketAddressHeader } from "./lib/runtime.ts";
import { securityHeadersFor } from "./lib/security-headers.ts";
import { clientReferenceManifests, compression, shareIncrementalCacheWithProxy } from "./next-internals/index.mjs";

if (!process.execArgv.includes("--no-memory-reducer"))
  console.warn("server.mjs: started without --no-memory-reducer (see its first lines)");
const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } } });
const port = Number(values.port ?? serverListen.port ?? 3000);
const hostname = values.hostname ?? serverListen.hostname;
const header = `x-socket-address-${randomBytes(16).toString("hex")}`;
passSocketAddressHeader(header);
const imageOrigin = contentSource.kind === "sanity" ? new URL(contentSource.cdnUrl).origin : undefined;
// Set here too: next.config.ts's rules miss the answers Next makes before them (a trailing-slash redirect, its 400s).
const headers = new Map(securityHeadersFor(imageOrigin).map(({ key, value }) => [key, value]));
const caching = { ...cdnConfig, surrogateKeys: cdnConfig.purge.kind !== "none", cacheTagHeader: cdnConfig.purge.kind === "cloudflare" };

// Else Next gives the proxy a cache of its own, without the site's handler: its reads would miss every publish.
shareIncrementalCacheWithProxy();

Object.assign(process.env, { NODE_ENV: "production" });
const { default: next } = await import("next");
// Always "localhost": a proxy rewrite to any other origin than Next computes is proxied over HTTP to this very server.
const app = next({ dev: false, dir: import.meta.dirname, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const serverDistDir = join(import.meta.dirname, nextDistDir, "server");
const clientChunks = clientRuntimeByRoute ? appClientChunks(clientReferenceManifests(serverDistDir)) : null;
const staticDir = join(import.meta.dirname, nextDistDir, "static");
// Next's compression (off in next.config.ts), around the policy's answer.
const compress = compression();
// The clock sees other processes' publishes through the tags file; with a shared cache (REDIS_URL) it cannot.
watchTagsFile(join(import.meta.dirname, nextDistDir, "cache", "revalidated-tags.json"), { shared: Boolean(redisUrl) });
const memory = createPageMemory();

/** @typedef {[status: number, text: string, allow?: string]} Refusal */
const notAllowed = (allow = pageMethods.join(", ")) => /** @type {Refusal} */ ([405, "Method not allowed", allow]);

/**
 * What no page takes, refused before its body is read: not one Host header, a target that is not a path, Next's
 * internal routes (`/_not-found`), a method the address does not answer (Next's 405 names no Allow).
 * @param {import("node:http").IncomingMessage} request @returns {Refusal | undefined}
 */
function refusal(request) {
  const { method = "", url: target = "" } = request;
  let hosts = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) if (/^host$/i.test(request.rawHeaders[index] ?? "")) hosts += 1;
  if (hosts !== 1) return [400, `Bad request: ${hosts ? "more than one Host header" : "no Host header"}.`];
  if (target === "*" && method === "OPTIONS") return notAllowed();
  if (!target.startsWith("/") || target.startsWith("//")) return [400, "Bad request: the target is not a path."];
  const path = target.split("?")[0] ?? "/";
  if (/^\/_(?!next\/)/.test(parseTarget(target)?.path ?? "")) return [404, "Not found"];
  const bodyless = method === "GET" || method === "HEAD";
  // A GET or HEAD of the root is the home page even with a Content-Type; a POST there is the contact capture.
  if (path === "/" && bodyless && request.headers["content-type"] !== undefined) delete request.headers["content-type"];
  const allow = path === "/" ? "GET, HEAD, POST" : path.startsWith("/api/") ? apiAllow(path) : undefined;
  if (allow) return allow.split(", ").includes(method) ? undefined : notAllowed(allow);
  // An unknown /api/ address is Next's 404, but for methods Next cannot make a Request of.
  if (path.startsWith("/api/") && method !== "TRACE" && method !== "TRACK") return undefined;
  return bodyless ? undefined : notAllowed();
}

const plainText = (/** @type {string | undefined} */ allow) => ({
  ...(allow && { allow }),
  "content-type": "text/plain; charset=utf-8",
  "cache-control": "no-store",
});

/** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {Refusal} refusal */
function refuse(request, response, [status, text, allow]) {
  // A body may follow, unread: the connection closes after the answer.
  const body = request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined;
  response.writeHead(status, { ...plainText(allow), ...(body && { connection: "close" }) });
  response.end(text);
}

/** An answer written on a socket Node's parser refused (or CONNECT took), with the security headers. @param {Refusal} refusal */
function rawAnswer([status, text, allow]) {
  const fields = [...headers, ...Object.entries(plainText(allow)), ["content-length", Buffer.byteLength(text)], ["connection", "close"]];
  return [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...fields.map(([name, value]) => `${name}: ${value}`), "", text].join("\r\n");
}

/** What Node's parser refuses, as the site answers it (Node's own is a bare 400 or 431). @type {Record<string, Refusal>} */
const parserRefusals = {
  HPE_INVALID_METHOD: notAllowed(),
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request did not arrive in time."],
};

// No Host gets the site's answer, not Node's bare 400; `Upgrade` is answered in HTTP/1.1, not dropped. The routes
// bound slow bodies themselves; the timeouts only cap Node's 300 s.
const options = { requireHostHeader: false, shouldUpgradeCallback: () => false, headersTimeout: 20_000, requestTimeout: 60_000 };
const server = createServer(options, (request, response) => {
  const refused = refusal(request);
  // A kept page goes with the headers it was first sent with, these among them.
  if (!refused && memory.serve(request, response)) return;
  response.setHeaders(headers);
  // The newsletter's links carry a token: no answer to one tells it on (Next's trailing-slash redirect included).
  if (request.url?.startsWith("/api/newsletter")) response.setHeader("referrer-policy", "no-referrer");
  if (refused) return refuse(request, response, refused);
  // Next's headers that name its internal routes: never sent.
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (/^x-(?:middleware-rewrite|matched-path)$/i.test(name) ? response : setHeader(name, value));
  const sent = memory.begin(request);
  request.headers[header] = request.socket.remoteAddress ?? "";
  compress(request, response, () => {});
  // What a CDN may keep a page for is bounded (lib/cdn/cache-control.mjs), never Next's year.
  boundResponseCaching(response, caching, request.url);
  applyClientRuntimePolicy(request, response, { clientChunks, staticDir, imageOrigin, sent });
  handle(request, response);
});
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  // A client that went away: nothing to answer or log.
  if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
  socket.end(rawAnswer(parserRefusals[error.code ?? ""] ?? [400, "Bad request."]));
});
// An Expect other than 100-continue: the site's 417, with its headers (Node's own has none).
server.on("checkExpectation", (request, response) => {
  response.setHeaders(headers);
  refuse(request, response, [417, "Expectation failed: only 100-continue is understood."]);
});
// CONNECT (a proxy's tunnel): Node drops the socket unless a listener takes it.
server.on("connect", (_request, socket) => {
  socket.on("error", () => {});
  socket.end(rawAnswer(notAllowed()));
});
server.listen(port, hostname, () => console.info(`▲ Ready on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
