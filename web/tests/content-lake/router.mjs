// The stand-in's routing: each API is a table of routes (its path's pattern, the methods it answers, what the
// log calls it), tried in order; the first whose path and method match answers. An error of the API (an
// ApiError) is answered as the Content Lake answers it, anything else as a 500 without its stack (logged).
//
// Closed to other sites (it runs on an editor's machine while they browse): a request naming a host that is not
// this machine (DNS rebinding) or sent by a page of another origin is refused with 403 before any route, and
// nothing it answers is sniffed into another type (`nosniff`).
import { ApiError, notFound } from "./api-error.mjs";
import { cors, loopbackOrigin } from "./studio-api.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { LogEntry, SanityDocument } from "./server.mjs" */
/** @import { Asset } from "./assets.mjs" */
/** @import { Entry, RequestLog } from "./request-log.mjs" */
/** @import { Store } from "./store.mjs" */
/** @import { WebhookSender } from "./webhooks.mjs" */

/**
 * What the routes answer from: one stand-in's settings and state.
 * @typedef {object} Lake
 * @property {string} projectId
 * @property {string} dataset
 * @property {Store} store
 * @property {Map<string, Asset>} files the files the CDN serves, by name
 * @property {string} cdnUrl the asset URLs' base (set once the stand-in listens)
 * @property {(mutations: unknown[], options?: { transactionId?: string; returnDocuments?: boolean }) => Promise<{ transactionId: string; results: Array<{ id: string; operation: string; document?: SanityDocument }> }>} mutate
 * @property {RequestLog} requests
 * @property {WebhookSender} webhooks
 */

/**
 * One request being answered.
 * @typedef {object} Exchange
 * @property {IncomingMessage} request
 * @property {ServerResponse} response
 * @property {string} method
 * @property {URLSearchParams} searchParams
 * @property {Entry} entry what the log will say of the request, filled in as it is understood
 * @property {(status: number, body: unknown, headers?: Record<string, string>) => void} send answers, and logs the answer
 */

/**
 * @typedef {object} Route
 * @property {RegExp} path matched against the request's path; its groups are given to `answer`
 * @property {string[]} [methods] the methods it answers (another goes on to the next route); none: every method
 * @property {LogEntry["kind"]} [kind] what the log calls the request, once the route is chosen
 * @property {(exchange: Exchange, groups: Array<string | undefined>) => unknown} answer
 */

/**
 * Answers a request with the first route that matches.
 * @param {Route[]} routes @param {Pick<Exchange, "request" | "response" | "entry" | "send">} exchange @param {string} base
 */
async function dispatch(routes, { request, ...rest }, base) {
  const { pathname, searchParams } = new URL(request.url ?? "/", base);
  /** @type {Exchange} */
  const exchange = { request, ...rest, method: String(request.method), searchParams };
  for (const route of routes) {
    const match = route.path.exec(pathname);
    if (!match || (route.methods && !route.methods.includes(exchange.method))) continue;
    if (route.kind) exchange.entry.kind = route.kind;
    return await route.answer(exchange, match.slice(1));
  }
  throw notFound();
}

/** A host of this machine, with its port: what a browser sends to the stand-in itself, never a rebound name. */
const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|[\w-]+\.localhost)(:\d+)?$/i;

/**
 * Why a request is refused before any route: another host named (a rebound DNS name), or another site's page.
 * @param {IncomingMessage} request
 */
function foreign(request) {
  const host = request.headers.host ?? request.headers[":authority"];
  if (typeof host !== "string" || !loopbackHost.test(host)) return "the stand-in answers requests to this machine's addresses only";
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== "null" && !loopbackOrigin.test(origin)) return `pages of ${origin} may not use the stand-in`;
  if (origin === "null") return "pages of an opaque origin may not use the stand-in";
  return undefined;
}

/**
 * The server's request listener: other hosts and sites refused, CORS, then the first route that matches.
 * @param {Route[]} routes @param {RequestLog} requests @param {() => string} base the server's URL
 * @returns {(request: IncomingMessage, response: ServerResponse) => void}
 */
export function requestListener(routes, requests, base) {
  return (request, response) => {
    response.setHeader("x-content-type-options", "nosniff");
    const refused = foreign(request);
    if (refused) {
      response.writeHead(403, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify({ error: { type: "forbiddenError", description: refused } }));
      return;
    }
    if (cors(request, response)) return;
    /** @type {Entry} */
    const entry = { started: performance.now(), kind: "other" };
    /** @type {Exchange["send"]} */
    const send = (status, body, headers) => requests.send(request, response, status, body, entry, headers);
    dispatch(routes, { request, response, entry, send }, base()).catch((error) => {
      // The stack (with this machine's paths) goes to the stand-in's own log, never into an answer.
      if (!(error instanceof ApiError)) console.error(`content lake stand-in: ${request.method} ${request.url} failed`, error);
      const [status, body] =
        error instanceof ApiError
          ? [error.status, error.error]
          : [500, { type: "serverError", description: "The stand-in failed to answer this request; its log says why." }];
      if (!response.headersSent) send(status, { error: body });
      else response.destroy();
    });
  };
}
