// The stand-in's listen API (`GET /v<version>/data/listen/<dataset>?query=…`): a held-open event stream
// (text/event-stream, what EventSource reads) that sends `welcome`, then a `mutation` event for every
// document an accepted transaction changed that the listener's filter matches (before or after the change),
// whoever sent it: the mutate or actions endpoint, `lake.mutate` in the process. The events carry what
// Sanity's do and what the Studio's document store needs: previousRev/resultRev, transition
// (appear/update/disappear), effects in mendoza's format (the whole document: mendoza's Value operation),
// transactionId, transactionTotalEvents/transactionCurrentEvent, visibility, and on request the result
// and the previous revision. `visibility=query` (the default) sends an event when queries see the change,
// `transaction` as soon as it is accepted.
import { evaluate, parse } from "groq-js";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { SanityDocument, Transaction } from "./server.mjs" */

/** A document without its revision: what a mendoza patch makes (the Studio sets `_rev` from the event). */
/** @param {SanityDocument | null} doc */
const withoutRev = (doc) => {
  if (!doc) return null;
  const { _rev, ...rest } = doc;
  return rest;
};

/**
 * Mendoza effects of a change: `[0, value]` is mendoza's Value operation (the result is `value`), so
 * applying `apply` to the document before gives the document after, and `revert` the other way.
 * @param {SanityDocument | null} before
 * @param {SanityDocument | null} after
 */
export const wholeDocumentEffects = (before, after) => ({ apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] });

/** @param {SanityDocument | null} before @param {SanityDocument | null} after */
export const transitionOf = (before, after) => (!before ? "appear" : !after ? "disappear" : "update");

/**
 * The mutations of a transaction that name a document (by id, or a document they create).
 * @param {unknown[]} mutations
 * @param {string} id
 */
export function mutationsOf(mutations, id) {
  return mutations.filter((mutation) => {
    if (!mutation || typeof mutation !== "object") return false;
    return Object.values(mutation).some((body) => {
      const target = /** @type {{ id?: unknown; _id?: unknown; query?: unknown }} */ (body ?? {});
      return target.id === id || target._id === id || typeof target.query === "string";
    });
  });
}

/**
 * Whether a document matches a listen query's filter (`*[<filter>]`), the query run against it alone.
 * @param {import("groq-js").ExprNode} tree
 * @param {SanityDocument} doc
 * @param {Record<string, unknown>} params
 */
async function matches(tree, doc, params) {
  const result = await (await evaluate(tree, { dataset: [doc], params })).get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/**
 * What a listener asks: its filter (parsed), its parameters, and which events and fields it wants.
 * @param {URLSearchParams} searchParams
 * @param {(searchParams: URLSearchParams) => Record<string, unknown>} paramsOf
 * @param {(description: string) => Error} badRequest
 */
function listenerOptions(searchParams, paramsOf, badRequest) {
  const text = searchParams.get("query");
  if (!text) throw badRequest("missing query");
  const params = paramsOf(searchParams);
  let tree;
  try {
    tree = parse(text, { params });
  } catch (error) {
    throw badRequest(`the listen query does not parse: ${/** @type {Error} */ (error).message}`);
  }
  const flag = (/** @type {string} */ name, fallback = false) => {
    const value = searchParams.get(name);
    return value === null ? fallback : value === "true";
  };
  return {
    tree,
    params,
    includeResult: flag("includeResult", true),
    includePrevious: flag("includePreviousRevision"),
    includeMutations: flag("includeMutations", true),
    visibility: searchParams.get("visibility") === "transaction" ? "transaction" : "query",
    wanted: new Set((searchParams.get("events") ?? "welcome,mutation").split(",").map((name) => name.trim())),
  };
}

/**
 * The `mutation` events of a transaction a listener hears: one per changed document its filter matches.
 * @param {Transaction} transaction @param {ReturnType<typeof listenerOptions>} options @param {string} identity
 */
async function eventsOf(transaction, { tree, params, includeMutations, includeResult, includePrevious, visibility }, identity) {
  /** @type {object[]} */
  const events = [];
  for (const { id, before, after } of transaction.changes) {
    const seen = (before && (await matches(tree, before, params))) || (after && (await matches(tree, after, params)));
    if (!seen) continue;
    events.push({
      eventId: `${transaction.transactionId}#${id}`,
      documentId: id,
      transactionId: transaction.transactionId,
      transition: transitionOf(before, after),
      identity,
      ...(includeMutations ? { mutations: mutationsOf(transaction.mutations, id) } : {}),
      previousRev: before?._rev,
      resultRev: after?._rev ?? transaction.transactionId,
      timestamp: transaction.timestamp,
      visibility,
      effects: wholeDocumentEffects(before, after),
      ...(includeResult && after ? { result: after } : {}),
      ...(includePrevious && before ? { previous: before } : {}),
    });
  }
  return events;
}

/**
 * Serves one listener until its client goes away.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {{ searchParams: URLSearchParams; onTransaction: (listener: (transaction: Transaction) => void) => () => void; identity: string; paramsOf: (searchParams: URLSearchParams) => Record<string, unknown>; badRequest: (description: string) => Error }} options
 */
export async function serveListen(request, response, { searchParams, onTransaction, identity, paramsOf, badRequest }) {
  const options = listenerOptions(searchParams, paramsOf, badRequest);
  response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
  /** @param {string} event @param {unknown} data */
  const sendEvent = (event, data) => {
    if (!response.writableEnded) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @param {object[]} events */
  const send = (events) => {
    for (const [index, event] of events.entries()) {
      sendEvent("mutation", { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index + 1 });
    }
  };
  // One transaction's events go out in order, after the previous transaction's; by default once queries see it.
  let queue = Promise.resolve();
  const stop = onTransaction((transaction) => {
    queue = queue.then(async () => {
      const events = await eventsOf(transaction, options, identity);
      const wait = options.visibility === "query" ? transaction.visibleAt - Date.now() : 0;
      if (wait <= 0) return send(events);
      await new Promise((done) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(events);
          done(undefined);
        }, wait);
        timers.add(timer);
      });
    });
  });
  // A comment now and then keeps proxies and idle timers from closing a quiet stream.
  const heartbeat = setInterval(() => response.write(": ping\n\n"), 20_000);
  if (options.wanted.has("welcome")) sendEvent("welcome", { listenerName: `standin-${Math.random().toString(36).slice(2, 10)}` });
  await new Promise((done) => {
    response.once("close", done);
    request.once("close", done);
  });
  stop();
  clearInterval(heartbeat);
  for (const timer of timers) clearTimeout(timer);
}
