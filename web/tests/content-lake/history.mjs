// The history API's answers, from the transactions accepted since the start (the Studio's review panel):
//   GET /v<version>/data/history/<ds>/transactions/<ids>   the translog's NDJSON lines
//   GET /v<version>/data/history/<ds>/documents/<ids>?revision=|time=|lastRevision=   documents as they were
//   GET /v<version>/data/history/<ds>/events/documents/<id>   the Events API's list (not kept: empty)

import { standinUser } from "./account-routes.mjs";
import { notFound } from "./api-error.mjs";
import { wholeDocumentEffects } from "./listen.mjs";

/** @import { SanityDocument, Transaction } from "./server.mjs" */
/** @import { Exchange, Lake } from "./router.mjs" */

/** @param {Transaction} transaction @param {string} id */
const changeOf = (transaction, id) => transaction.changes.find((change) => change.id === id);

/**
 * A document as it was: at a revision (the transaction that wrote it, or "imported"), at a time, or its
 * last revision (deleted documents included). Undefined when it did not exist then.
 * @param {Transaction[]} history @param {(id: string) => SanityDocument | undefined} get the document as last written
 * @param {string} id
 * @param {{ revision?: string | null; time?: string | null; lastRevision?: boolean }} at
 */
function documentAt(history, get, id, { revision, time, lastRevision }) {
  const touching = history.filter((transaction) => transaction.changes.some((change) => change.id === id));
  if (lastRevision) {
    const current = get(id);
    if (current) return current;
    const last = touching.findLast((transaction) => changeOf(transaction, id)?.before);
    return (last && changeOf(last, id)?.before) ?? undefined;
  }
  if (revision) {
    const written = touching.find((transaction) => transaction.transactionId === revision);
    if (written) return changeOf(written, id)?.after ?? undefined;
    // A revision no transaction since the start wrote: the document as imported, if that is its revision.
    const first = touching[0];
    const original = first ? changeOf(first, id)?.before : get(id);
    return original?._rev === revision ? original : undefined;
  }
  // At a time: the document now, with every later transaction undone.
  let doc = get(id) ?? null;
  const limit = Date.parse(time ?? "");
  for (const transaction of [...touching].reverse()) {
    if (Date.parse(transaction.timestamp) <= limit) break;
    doc = changeOf(transaction, id)?.before ?? null;
  }
  return doc ?? undefined;
}

/**
 * The history's transactions of some documents, as the translog's NDJSON lines.
 * @param {Transaction[]} history @param {string[]} ids @param {URLSearchParams} searchParams
 */
function transactionsOf(history, ids, searchParams) {
  let found = history.filter((transaction) => transaction.changes.some((change) => ids.includes(change.id)));
  const from = searchParams.get("fromTransaction");
  const to = searchParams.get("toTransaction");
  const start = from ? found.findIndex((transaction) => transaction.transactionId === from) : -1;
  if (start >= 0) found = found.slice(start);
  const end = to ? found.findIndex((transaction) => transaction.transactionId === to) : -1;
  if (end >= 0) found = found.slice(0, end + 1);
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
 * Keeps every transaction from now on, oldest first; answers the history API from them.
 * @param {Lake} lake
 * @returns {(exchange: Exchange, rest: string) => void}
 */
export function historyOf(lake) {
  /** @type {Transaction[]} */
  const history = [];
  lake.store.onTransaction((transaction) => history.push(transaction));
  return ({ searchParams, send }, rest) => {
    const [kind, ids = ""] = rest.split(/\/(.*)/s);
    const documentIds = ids.split(",").filter(Boolean).map(decodeURIComponent);
    if (kind === "transactions") {
      const lines = transactionsOf(history, documentIds, searchParams).map((line) => `${JSON.stringify(line)}\n`);
      return send(200, Buffer.from(lines.join("")), { "content-type": "application/x-ndjson" });
    }
    if (kind === "documents") {
      const at = {
        revision: searchParams.get("revision"),
        time: searchParams.get("time"),
        lastRevision: searchParams.get("lastRevision") === "true",
      };
      return send(200, { documents: documentIds.map((id) => documentAt(history, lake.store.get, id, at)).filter(Boolean) });
    }
    if (kind === "events" && ids.startsWith("documents/")) {
      // The review panel builds the edits from the transactions above, and shows no older events.
      const id = decodeURIComponent(ids.slice("documents/".length));
      return send(200, { events: { [id]: [] }, nextCursor: "" });
    }
    throw notFound();
  };
}
