#!/usr/bin/env node
// The production server (`pnpm serve`): Next's request handler on Node's HTTP server, as `next start`
// runs it, plus one thing `next start` cannot give a route: the address of the socket's peer. Next
// fills X-Forwarded-For from the socket only when a client has not sent one, so a visitor could choose
// their own address. Here each request carries the peer's address in a header whose name is random
// per process (passed to the app in SERVER_SOCKET_ADDRESS_HEADER), so no client can set it.
//   node server.mjs [-p PORT] [-H HOST]   (PORT and HOSTNAME honoured, defaults 3000 and all interfaces)
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? undefined;
process.env.NODE_ENV = "production";
const header = `x-socket-address-${randomBytes(16).toString("hex")}`;
process.env.SERVER_SOCKET_ADDRESS_HEADER = header;

// Node runs the settings' TypeScript directly (lib/env.ts: the only reader of process.env).
const { cdnConfig } = await import("./lib/env.ts");
const { boundResponseCaching } = await import("./lib/cdn/cache-control.mjs");
const caching = {
  ...cdnConfig,
  surrogateKeys: cdnConfig.purge.kind !== "none",
  cacheTagHeader: cdnConfig.purge.kind === "cloudflare",
};

const { default: next } = await import("next");
const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers[header] = request.socket.remoteAddress ?? "";
  // What a CDN may keep a page for is bounded (lib/cdn/cache-control.mjs), never Next's year.
  handle(request, boundResponseCaching(response, caching, request.url));
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
