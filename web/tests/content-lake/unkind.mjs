// How unkind the stand-in is, within what Sanity documents or has been seen to do (none of it by default: the
// kind stand-in `edit:local` and most tests want). The suite turns it on to prove the site converges anyway:
//
// - deliveries delayed (each after a random wait) and so reordered (a hook's deliveries no longer go one at a
//   time in order: "guaranteed to be completed, but maybe out of order", Sanity's webhooks reference);
// - some delivered twice (the same idempotency key, signed anew), as a retry after a lost answer would;
// - the idempotency key naming the transaction rather than the document (one key for every document a
//   transaction changed: a release, a bulk publish);
// - now and then a draft's change delivered although the hook leaves drafts out (reported of Sanity);
// - a query lag per request: each query sees a change at a random moment up to `queryLagMs` after it became
//   visible, so one read can show the new revision and the next the old (read replicas).
//
// Random but repeatable: a seed gives the same sequence.

/**
 * @typedef {object} Unkindness
 * @property {number} [seed]
 * @property {number} [deliveryDelayMs] each delivery waits a random time up to this, all at once (so reordered)
 * @property {number} [duplicateRate] the share of deliveries sent twice
 * @property {number} [draftRate] the share of draft changes delivered despite the hook leaving drafts out
 * @property {boolean} [transactionKeys] the idempotency key is the transaction's, shared by its documents
 * @property {number} [queryLagMs] a query sees a change up to this long after it became visible
 */

/** A seeded generator of numbers in [0, 1) (mulberry32; scripts/lib/scale-dataset.mjs's too). @param {number} seed */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The stand-in's unkindness, as the parts of it ask. @param {Unkindness} [options] */
export function unkindness(options = {}) {
  const random = seededRandom(options.seed ?? 42);
  const chance = (/** @type {number | undefined} */ rate) => (rate ?? 0) > 0 && random() < (rate ?? 0);
  return {
    /** Whether a hook's deliveries are scattered (each after its own delay) rather than sent in turn. */
    scattered: (options.deliveryDelayMs ?? 0) > 0,
    /** How long the next delivery waits before it is sent. */
    deliveryDelay: () => Math.round(random() * (options.deliveryDelayMs ?? 0)),
    /** Whether the next delivery is sent twice. */
    duplicate: () => chance(options.duplicateRate),
    /** Whether the next draft change is delivered despite the hook's leaving drafts out. */
    leakDraft: () => chance(options.draftRate),
    transactionKeys: options.transactionKeys === true,
    /** How far behind the next query reads (0: it sees what is visible now). */
    queryLag: () => ((options.queryLagMs ?? 0) > 0 ? random() * (options.queryLagMs ?? 0) : 0),
    queryLagMs: options.queryLagMs ?? 0,
  };
}

/** @typedef {ReturnType<typeof unkindness>} Unkind */
