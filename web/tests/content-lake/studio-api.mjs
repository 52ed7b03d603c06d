// What the built Sanity Studio asks of the API beyond queries and mutations, as the stand-in answers it:
//
//   OPTIONS (any path)                                  CORS preflight for a loopback origin (credentials allowed)
//   GET  /v<version>/users/me, /auth/id                 the one signed-in user (the stand-in has no accounts)
//   GET  /v<version>/projects/<id>[/datasets[/<ds>/acl]], /projects/<id>/users/<ids>, /users/<ids>
//                                                       the project, its dataset and an ACL granting that user everything
//   GET  /v<version>/data/listen/<ds>?query=…           the held-open event stream (listen.mjs)
//   POST /v<version>/data/actions/<ds>                  the Actions API (actions.mjs), one transaction per body
//   GET  /v<version>/data/history/<ds>/transactions/<ids>, /documents/<ids>?revision=|time=|lastRevision=,
//        /events/documents/<id>                         history from the transactions accepted since the start (history.mjs)
//   GET  /v<version>/data/live/events/<ds>              the Live Content API's stream: welcome, then held open
//                                                       (the stand-in's answers carry no sync tags to announce)
//   GET  /v<version>/ping                               PONG
//
//   GET|PUT /v<version>/users/me/keyvalue[/<keys>]      the user's Studio settings, kept in memory
//   GET  /v<version>/features                           none
//
// (account-routes.mjs: the user, the project, the settings, the features.) Account endpoints not listed (grants,
// journey, user-applications, help, schedules) stay 404: the Studio goes on without them.

import { accountRoutes, standinUser, versioned } from "./account-routes.mjs";
import { mutationsOfActions } from "./actions.mjs";
import { apiError, badRequest, checkDataset, methodNotAllowed, paramsOf, readJson } from "./api-error.mjs";
import { historyOf } from "./history.mjs";
import { serveListen } from "./listen.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { LogEntry } from "./server.mjs" */
/** @import { Exchange, Lake, Route } from "./router.mjs" */

export { standinUser };

/** Origins the stand-in answers CORS for: pages served from this machine (the Studio, the site). */
export const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[\w-]+\.localhost)(:\d+)?$/;

/**
 * CORS headers for a request from another origin on this machine; a preflight (OPTIONS) is answered here.
 * Returns true when the request was answered.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function cors(request, response) {
  const origin = request.headers.origin;
  if (!origin || !loopbackOrigin.test(origin)) return false;
  response.setHeader("access-control-allow-origin", origin);
  response.setHeader("access-control-allow-credentials", "true");
  response.setHeader("vary", "Origin");
  if (request.method !== "OPTIONS") return false;
  response.writeHead(204, {
    "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers": String(request.headers["access-control-request-headers"] ?? "authorization, content-type"),
    "access-control-max-age": "600",
  });
  response.end();
  return true;
}

/** The Actions API: the body's actions as one transaction (`dryRun`: checked only). @param {Lake} lake @param {Exchange} exchange */
async function answerActions(lake, { request, send }) {
  const body = await readJson(request);
  const mutations = mutationsOfActions(body.actions, {
    get: lake.store.get,
    badRequest,
    conflict: (index, description) =>
      apiError(409, "actionError", description, { items: [{ error: { type: "actionError", description }, index }] }),
  });
  if (body.dryRun === true) return send(200, { transactionId: null });
  const transactionId = typeof body.transactionId === "string" ? body.transactionId : undefined;
  send(200, { transactionId: (await lake.mutate(mutations, { transactionId })).transactionId });
}

/** The Live Content API's stream: welcome, then held open until the client goes. @param {Exchange} exchange */
async function serveLiveEvents({ response }) {
  response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
  response.write(`event: welcome\ndata: ${JSON.stringify({})}\n\n`);
  const heartbeat = setInterval(() => response.write(": ping\n\n"), 20_000);
  await new Promise((done) => response.once("close", done));
  clearInterval(heartbeat);
}

/**
 * A route of the Studio's data endpoints: its dataset checked, then what the log calls it.
 * @param {Lake} lake @param {string} endpoint @param {string} method @param {LogEntry["kind"]} kind
 * @param {(exchange: Exchange, rest: string) => unknown} answer
 * @returns {Route}
 */
const studioData = (lake, endpoint, method, kind, answer) => ({
  path: versioned(`/data/${endpoint}/([\\w-]+)(?:/(.*))?`),
  methods: [method],
  answer: (exchange, [name = "", rest = ""]) => {
    checkDataset(lake, name);
    exchange.entry.kind = kind;
    return answer(exchange, rest);
  },
});

/** The routes the Studio needs, over the stand-in's own state. @param {Lake} lake @returns {Route[]} */
export function studioRoutes(lake) {
  const onTransaction = lake.store.onTransaction;
  return [
    ...accountRoutes(lake),
    studioData(lake, "listen", "GET", "listen", ({ request, response, searchParams }) =>
      serveListen(request, response, { searchParams, onTransaction, identity: standinUser.id, paramsOf, badRequest }),
    ),
    studioData(lake, "actions", "POST", "actions", (exchange) => answerActions(lake, exchange)),
    studioData(lake, "history", "GET", "history", historyOf(lake)),
    studioData(lake, "live/events", "GET", "live", serveLiveEvents),
    {
      path: versioned("/data/(?:listen|actions|history|live/events)/([\\w-]+)(?:/(.*))?"),
      answer: ({ method }, [name = ""]) => {
        checkDataset(lake, name);
        throw methodNotAllowed(method);
      },
    },
  ];
}
