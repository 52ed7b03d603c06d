// What the built Sanity Studio asks of the API beyond queries and mutations, as the stand-in answers it:
//
//   OPTIONS (any path)                                  CORS preflight for a loopback origin (credentials allowed)
//   GET  /v<version>/users/me, /auth/id                 the one signed-in user (the stand-in has no accounts)
//   GET  /v<version>/projects/<id>[/datasets[/<ds>/acl]], /projects/<id>/users/<ids>, /users/<ids>
//                                                       the project, its dataset and an ACL granting that user everything
//   GET  /v<version>/data/listen/<ds>?query=…           the held-open event stream (listen.mjs)
//   POST /v<version>/data/actions/<ds>                  the Actions API (actions.mjs), one transaction per body
//   GET  /v<version>/data/history/<ds>/transactions/<ids>, /documents/<ids>?revision=|time=|lastRevision=,
//        /events/documents/<id>                         history from the transactions accepted since the start
//   GET  /v<version>/data/live/events/<ds>              the Live Content API's stream: welcome, then held open
//                                                       (the stand-in's answers carry no sync tags to announce)
//   GET  /v<version>/ping                               PONG
//
//   GET|PUT /v<version>/users/me/keyvalue[/<keys>]      the user's Studio settings, kept in memory
//   GET  /v<version>/features                           none
//
// Account endpoints not listed (grants, journey, user-applications, help, schedules) stay 404:
// the Studio goes on without them.
import { mutationsOfActions } from "./actions.mjs";
import { serveListen, wholeDocumentEffects } from "./listen.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { SanityDocument, Transaction } from "./server.mjs" */

/** The stand-in's one user: every request is made as them. */
export const standinUser = {
  id: "p-standin-editor",
  name: "Local editor",
  email: "editor@localhost",
  profileImage: null,
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator", description: "The stand-in's one user: every permission" }],
  provider: "standin",
};

/** Origins the stand-in answers CORS for: pages served from this machine (the Studio, the site). */
const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[\w-]+\.localhost)(:\d+)?$/;

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

/**
 * The routes the Studio needs, over the stand-in's own state.
 * @param {object} lake
 * @param {string} lake.projectId
 * @param {string} lake.dataset
 * @param {(id: string) => SanityDocument | undefined} lake.get the document as last written
 * @param {(mutations: unknown[], options?: { transactionId?: string }) => Promise<{ transactionId: string }>} lake.mutate
 * @param {(listener: (transaction: Transaction) => void) => () => void} lake.onTransaction
 * @param {(status: number, type: string, description: string, extra?: Record<string, unknown>) => Error} lake.apiError
 * @param {(key: string, value: string) => unknown} lake.parseParam
 * @param {(request: IncomingMessage) => Promise<any>} lake.readJson
 */
export function studioApi({ projectId, dataset, get, mutate, onTransaction, apiError, parseParam, readJson }) {
  /** Every transaction since the start, oldest first: the history the Studio's review panel reads. */
  /** @type {Transaction[]} */
  const history = [];
  onTransaction((transaction) => history.push(transaction));

  /** @type {Map<string, unknown>} */
  const settings = new Map();

  const badRequest = (/** @type {string} */ description) => apiError(400, "httpBadRequest", description);
  const notFound = () => apiError(404, "httpNotFound", "Not found");
  /** @param {string} name */
  const checkDataset = (name) => {
    if (name !== dataset) throw apiError(404, "httpNotFound", `Dataset "${name}" not found for project ID "${projectId}"`);
  };

  /**
   * A document as it was: at a revision (the transaction that wrote it, or "imported"), at a time, or its
   * last revision (deleted documents included). Undefined when it did not exist then.
   * @param {string} id
   * @param {{ revision?: string | null; time?: string | null; lastRevision?: boolean }} at
   */
  function documentAt(id, { revision, time, lastRevision }) {
    const touching = history.filter((transaction) => transaction.changes.some((change) => change.id === id));
    const changeOf = (/** @type {Transaction} */ transaction) => transaction.changes.find((change) => change.id === id);
    if (lastRevision) {
      const current = get(id);
      if (current) return current;
      const last = touching.findLast((transaction) => changeOf(transaction)?.before);
      return changeOf(/** @type {Transaction} */ (last))?.before ?? undefined;
    }
    if (revision) {
      const written = touching.find((transaction) => transaction.transactionId === revision);
      if (written) return changeOf(written)?.after ?? undefined;
      // A revision no transaction since the start wrote: the document as imported, if that is its revision.
      const first = touching[0];
      const original = first ? changeOf(first)?.before : get(id);
      return original?._rev === revision ? original : undefined;
    }
    // At a time: the document now, with every later transaction undone.
    let doc = get(id) ?? null;
    const limit = Date.parse(time ?? "");
    for (const transaction of [...touching].reverse()) {
      if (Date.parse(transaction.timestamp) <= limit) break;
      doc = changeOf(transaction)?.before ?? null;
    }
    return doc ?? undefined;
  }

  /**
   * The history's transactions of some documents, as the translog's NDJSON lines.
   * @param {string[]} ids
   * @param {URLSearchParams} searchParams
   */
  function transactionsOf(ids, searchParams) {
    let found = history.filter((transaction) => transaction.changes.some((change) => ids.includes(change.id)));
    const from = searchParams.get("fromTransaction");
    const to = searchParams.get("toTransaction");
    if (from) {
      const start = found.findIndex((transaction) => transaction.transactionId === from);
      if (start >= 0) found = found.slice(start);
    }
    if (to) {
      const end = found.findIndex((transaction) => transaction.transactionId === to);
      if (end >= 0) found = found.slice(0, end + 1);
    }
    if (searchParams.get("reverse") === "true") found = [...found].reverse();
    const limit = Number(searchParams.get("limit") ?? 0);
    if (limit > 0) found = found.slice(0, limit);
    const withContent = searchParams.get("excludeContent") !== "true";
    return found.map((transaction) => ({
      id: transaction.transactionId,
      timestamp: transaction.timestamp,
      author: standinUser.id,
      documentIDs: transaction.changes.map((change) => change.id),
      ...(withContent ? { mutations: transaction.mutations } : {}),
      effects: Object.fromEntries(transaction.changes.map((change) => [change.id, wholeDocumentEffects(change.before, change.after)])),
    }));
  }

  /**
   * Answers a request when it is one of the Studio's; returns false when it is not.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {URL} address
   * @param {(status: number, body: unknown, headers?: Record<string, string>) => void} send
   * @param {(kind: string) => void} mark what the log calls the request
   */
  async function handle(request, response, address, send, mark) {
    const { pathname, searchParams } = address;
    const path = /^\/v[\w-]+(\/.*)$/.exec(pathname)?.[1];
    if (!path) return false;
    const method = request.method;
    if (method === "GET" && path === "/ping") {
      send(200, "PONG");
      return true;
    }
    if (method === "GET" && (path === "/users/me" || path === "/auth/id")) {
      mark("account");
      send(200, path === "/auth/id" ? { id: standinUser.id } : standinUser);
      return true;
    }
    // The user's settings the Studio keeps (list layout, sort order, announcements seen), in memory.
    const keyvalue = /^\/users\/me\/keyvalue(?:\/(.+))?$/.exec(path);
    if (keyvalue) {
      mark("account");
      if (method === "GET" && keyvalue[1]) {
        const keys = keyvalue[1].split(",").map(decodeURIComponent);
        send(
          200,
          keys.map((key) => ({ key, value: settings.get(key) ?? null })),
        );
        return true;
      }
      if (method === "PUT" || method === "POST") {
        const body = await readJson(request);
        const entries = Array.isArray(body) ? body : [body];
        for (const { key, value } of entries) if (typeof key === "string") settings.set(key, value);
        send(200, entries);
        return true;
      }
    }
    if (method === "GET" && (path === "/features" || path === `/projects/${projectId}/features`)) {
      mark("account");
      send(200, []);
      return true;
    }
    const users = /^\/(?:projects\/[\w-]+\/)?users\/([\w,-]+)$/.exec(path);
    if (method === "GET" && users) {
      mark("account");
      const ids = (users[1] ?? "").split(",");
      const known = ids.map((id) => (id === standinUser.id ? standinUser : null));
      send(200, ids.length === 1 ? (known[0] ?? {}) : known.filter(Boolean));
      return true;
    }
    const project = /^\/projects\/([\w-]+)(\/datasets(?:\/([\w-]+)\/acl)?)?$/.exec(path);
    if (method === "GET" && project) {
      mark("account");
      if (project[1] !== projectId) throw notFound();
      if (project[3]) {
        checkDataset(project[3]);
        // One user with every permission: no roles, no document filters.
        const permissions = ["history", "read", "update", "create"];
        send(200, [{ filter: "_id in path('**')", permissions }]);
      } else if (project[2]) send(200, [{ name: dataset, aclMode: "public", tags: [] }]);
      else {
        send(200, {
          id: projectId,
          displayName: "Local stand-in",
          studioHost: null,
          isBlocked: false,
          isDisabled: false,
          isDisabledByUser: false,
          metadata: {},
          members: [{ id: standinUser.id, role: "administrator", roles: standinUser.roles, isCurrentUser: true, isRobot: false }],
          features: [],
        });
      }
      return true;
    }
    const data = /^\/data\/(listen|actions|history|live\/events)\/([\w-]+)(?:\/(.*))?$/.exec(path);
    if (!data) return false;
    const [, endpoint, name, rest = ""] = /** @type {[string, string, string, string | undefined]} */ (/** @type {unknown} */ (data));
    checkDataset(name);
    if (endpoint === "listen" && method === "GET") {
      mark("listen");
      await serveListen(request, response, {
        searchParams,
        onTransaction,
        identity: standinUser.id,
        parseParam,
        badRequest,
      });
      return true;
    }
    if (endpoint === "actions" && method === "POST") {
      mark("actions");
      const body = await readJson(request);
      const mutations = mutationsOfActions(body.actions, {
        get,
        badRequest,
        conflict: (index, description) =>
          apiError(409, "actionError", description, { items: [{ error: { type: "actionError", description }, index }] }),
      });
      if (body.dryRun === true) {
        send(200, { transactionId: null });
        return true;
      }
      const { transactionId } = await mutate(mutations, {
        transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
      });
      send(200, { transactionId });
      return true;
    }
    if (endpoint === "history" && method === "GET") {
      mark("history");
      const [kind, ids = ""] = rest.split(/\/(.*)/s);
      const documentIds = ids.split(",").filter(Boolean).map(decodeURIComponent);
      if (kind === "transactions") {
        const lines = transactionsOf(documentIds, searchParams).map((line) => `${JSON.stringify(line)}\n`);
        send(200, Buffer.from(lines.join("")), { "content-type": "application/x-ndjson" });
        return true;
      }
      if (kind === "documents") {
        const at = {
          revision: searchParams.get("revision"),
          time: searchParams.get("time"),
          lastRevision: searchParams.get("lastRevision") === "true",
        };
        send(200, { documents: documentIds.map((id) => documentAt(id, at)).filter(Boolean) });
        return true;
      }
      if (kind === "events" && ids.startsWith("documents/")) {
        // The Events API's list (published, unpublished, …) is not kept: the review panel builds the edits
        // from the transactions above, and shows no older events.
        const id = decodeURIComponent(ids.slice("documents/".length));
        send(200, { events: { [id]: [] }, nextCursor: "" });
        return true;
      }
      throw notFound();
    }
    if (endpoint === "live/events" && method === "GET") {
      mark("live");
      response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
      response.write(`event: welcome\ndata: ${JSON.stringify({})}\n\n`);
      const heartbeat = setInterval(() => response.write(": ping\n\n"), 20_000);
      await new Promise((done) => response.once("close", done));
      clearInterval(heartbeat);
      return true;
    }
    throw apiError(405, "httpMethodNotAllowed", `${method} is not allowed here`);
  }

  return { handle };
}
