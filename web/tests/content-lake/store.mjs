// The stand-in's store: documents by id as last written (mutations apply here), and what queries see: the
// state as of each accepted transaction once its delay has passed (the oldest first), as a read replica lags
// behind the write. Every accepted transaction is told to whoever listens (the transaction hook: the listen
// stream, the history, the webhooks).
import { view } from "./perspectives.mjs";

/** @import { SanityDocument, Transaction } from "./server.mjs" */

/** Documents by id: one state of the dataset. @typedef {Map<string, SanityDocument>} State */

/**
 * What queries see: each accepted state once its time has come, in order; the documents of each perspective
 * made once per state. With a query lag (unkind.mjs), each read sees the states visible `lag()` ago: the states
 * made visible within the longest lag are kept for that.
 * @param {State} imported @param {{ lag: () => number; maxLagMs: number }} lagging
 */
function createReplica(imported, { lag, maxLagMs }) {
  let visible = imported;
  /** @type {{ visibleAt: number; state: State }[]} */
  const pending = [];
  /** @type {{ visibleAt: number; state: State }[]} the states made visible within the longest lag, oldest first */
  const recent = [];
  /** @type {WeakMap<State, Map<string, { documents: SanityDocument[]; byId: State }>>} */
  const views = new WeakMap();

  /** The state queries see now: transactions whose delay has passed become visible, in order. */
  function current() {
    for (let next = pending[0]; next && next.visibleAt <= Date.now(); next = pending[0]) {
      pending.shift();
      if (maxLagMs > 0) recent.push({ visibleAt: next.visibleAt, state: visible });
      visible = next.state;
    }
    return maxLagMs > 0 ? lagging() : visible;
  }

  /** The state one lagging read sees: the last made visible before its lag. */
  function lagging() {
    const now = Date.now();
    while (recent.length > 0 && (recent[0]?.visibleAt ?? now) <= now - maxLagMs) recent.shift();
    const cutoff = now - lag();
    // `recent[i].state` is what was visible until `recent[i].visibleAt`.
    const before = recent.find((entry) => entry.visibleAt > cutoff);
    return before ? before.state : visible;
  }

  return {
    /** What queries see now in a perspective. @param {string} perspective */
    documentsFor(perspective) {
      const state = current();
      const byPerspective = views.get(state) ?? new Map();
      views.set(state, byPerspective);
      let found = byPerspective.get(perspective);
      if (!found) {
        const documents = view([...state.values()], perspective);
        found = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
        byPerspective.set(perspective, found);
      }
      return found;
    },
    /** A state accepted now, visible at `visibleAt` (now: at once). @param {State} state @param {number} visibleAt @param {boolean} now */
    accept(state, visibleAt, now) {
      if (!now) pending.push({ visibleAt, state });
      else {
        current();
        visible = state;
      }
    },
  };
}

/** @param {{ delayMs: number; lag?: () => number; maxLagMs?: number }} options */
export function createStore({ delayMs, lag = () => 0, maxLagMs = 0 }) {
  const lagging = { lag, maxLagMs };
  /** @type {State} */
  let latest = new Map();
  let replica = createReplica(latest, lagging);
  /** @type {Set<(transaction: Transaction) => void>} Who hears of every accepted transaction. */
  const listeners = new Set();

  /**
   * Accepts a transaction's new state: visible to queries after the delay, told to every listener now.
   * @param {State} next @param {Pick<Transaction, "transactionId" | "timestamp" | "mutations">} accepted @param {string[]} changedIds
   */
  function commit(next, { transactionId, timestamp, mutations }, changedIds) {
    const previous = latest;
    latest = next;
    const visibleAt = Date.now() + delayMs;
    replica.accept(next, visibleAt, delayMs <= 0 && maxLagMs <= 0);
    const changes = changedIds.map((id) => ({ id, before: previous.get(id) ?? null, after: next.get(id) ?? null }));
    /** @type {Transaction} */
    const transaction = { transactionId, timestamp, visibleAt, mutations, changes };
    for (const listener of listeners) {
      try {
        listener(transaction);
      } catch (error) {
        console.error("content lake stand-in: a transaction listener failed", error);
      }
    }
  }

  return {
    /** How long after a transaction is accepted queries see it. */
    delayMs,
    /** The imported documents, before any transaction. @param {SanityDocument[]} documents */
    load(documents) {
      latest = new Map(documents.map((doc) => [doc._id, doc]));
      replica = createReplica(latest, lagging);
    },
    /** The documents as last written (not eventually consistent, unlike queries). */
    latest: () => latest,
    /** @param {string} id */
    get: (id) => latest.get(id),
    /** What queries see now in a perspective. @param {string} perspective */
    documentsFor: (perspective) => replica.documentsFor(perspective),
    commit,
    /** @param {(transaction: Transaction) => void} listener @returns {() => void} what stops the calls */
    onTransaction(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */
