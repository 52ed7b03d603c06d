// The Mutations API's transaction: all or nothing, each mutation in order (create, createOrReplace,
// createIfNotExists, delete, patch; @sanity/mutator applies them), committed to the store as one transaction.
import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import { ApiError, badRequest } from "./api-error.mjs";

/** @import { SanityDocument } from "./server.mjs" */
/** @import { State, Store } from "./store.mjs" */

/** @typedef {ConstructorParameters<typeof Mutation>[0]["mutations"][number]} MutatorMutation */

/**
 * A document a create mutation brings, unvalidated.
 * @typedef {{ _id?: unknown; _type?: unknown; [key: string]: unknown }} IncomingDocument
 */

/**
 * The target of a delete or patch mutation (a patch's operations beside it), unvalidated.
 * @typedef {{ id?: unknown; query?: unknown; params?: Record<string, unknown>; ifRevisionID?: unknown; [key: string]: unknown }} MutationTarget
 */

/**
 * A mutation of the API's body, unvalidated: one operation, named by its key.
 * @typedef {object} MutationBody
 * @property {IncomingDocument} [create]
 * @property {IncomingDocument} [createOrReplace]
 * @property {IncomingDocument} [createIfNotExists]
 * @property {MutationTarget} [delete]
 * @property {MutationTarget} [patch]
 */

/** @typedef {{ id: string; operation: string; document?: SanityDocument }} MutationResult */

/**
 * One transaction being applied: the state it makes, and what each mutation did.
 * @typedef {{ next: State; results: MutationResult[]; timestamp: string; transactionId: string }} Draft
 */

/**
 * A mutation's failure, as the API answers it (409, the mutation's index and id).
 * @param {number} index @param {unknown} id @param {string} type @param {string} description
 * @returns {never}
 */
const fail = (index, id, type, description) => {
  throw new ApiError(409, {
    type: "mutationError",
    description: `The mutation(s) failed: ${description}`,
    items: [{ error: { type, description, id }, index }],
  });
};

/** @param {Draft} draft @param {string} id @param {MutatorMutation} mutation */
function apply(draft, id, mutation) {
  const { timestamp, transactionId } = draft;
  const result = new Mutation({ mutations: [mutation], timestamp, resultRev: transactionId }).apply(draft.next.get(id) ?? null);
  // Only a delete leaves no document, and deletes do not come here.
  if (!result) throw new Error(`the mutation of ${id} left no document`);
  return result;
}

/** The ids a delete or patch names: its id, or what its query finds. @param {Draft} draft @param {MutationTarget | undefined} target @param {number} index */
async function idsOf(draft, target, index) {
  if (typeof target?.id === "string") return [target.id];
  if (typeof target?.query === "string") {
    const found = await evaluate(parse(target.query, { params: target.params ?? {} }), {
      dataset: [...draft.next.values()],
      params: target.params ?? {},
    });
    const ids = (await found.get()) ?? [];
    return (Array.isArray(ids) ? ids : [ids]).map((doc) => doc?._id).filter(/** @returns {id is string} */ (id) => typeof id === "string");
  }
  return fail(index, null, "invalidMutation", "a mutation needs an id or a query");
}

/**
 * @param {Draft} draft @param {number} index
 * @param {"create" | "createOrReplace" | "createIfNotExists"} operation @param {IncomingDocument | undefined} doc
 */
function create(draft, index, operation, doc) {
  if (!doc || typeof doc._type !== "string") fail(index, doc?._id ?? null, "invalidDocument", "a document needs a _type");
  const id = typeof doc._id !== "string" || doc._id.endsWith(".") ? `${doc._id ?? ""}${randomUUID()}` : doc._id;
  doc._id = id;
  const exists = draft.next.has(id);
  if (operation === "createIfNotExists" && exists) {
    draft.results.push({ id, operation: "none" });
    return;
  }
  if (operation === "create" && exists) fail(index, id, "documentAlreadyExistsError", `Document by ID "${id}" already exists`);
  // Checked above: a _type, and an _id (given or made).
  const result = apply(draft, id, /** @type {MutatorMutation} */ ({ [operation]: doc }));
  draft.next.set(id, result);
  draft.results.push({ id, operation: exists ? "update" : "create", document: result });
}

/** @param {Draft} draft @param {number} index @param {MutationTarget | undefined} target */
async function remove(draft, index, target) {
  for (const id of await idsOf(draft, target, index)) {
    // Deleting a document deletes it published; its draft goes with a delete of `drafts.<id>`, as in the API.
    draft.next.delete(id);
    draft.results.push({ id, operation: "delete" });
  }
}

/** @param {Draft} draft @param {number} index @param {MutationTarget | undefined} target */
async function patch(draft, index, target) {
  const { id: _id, query: _query, params: _params, ifRevisionID, ...operations } = target ?? {};
  for (const id of await idsOf(draft, target, index)) {
    const before = draft.next.get(id);
    if (!before) fail(index, id, "documentNotFoundError", `Document by ID "${id}" not found`);
    if (ifRevisionID && before._rev !== ifRevisionID) {
      fail(index, id, "conflict", `Document by ID "${id}" has revision ${before._rev}, not ${ifRevisionID}`);
    }
    // The patch's operations (set, unset, inc, …) as the body brought them: @sanity/mutator reads what it knows.
    const result = apply(draft, id, /** @type {MutatorMutation} */ ({ patch: { id, ...operations } }));
    draft.next.set(id, result);
    draft.results.push({ id, operation: "update", document: result });
  }
}

/** @param {Draft} draft @param {number} index @param {unknown} raw a mutation as the body brought it */
async function applyMutation(draft, index, raw) {
  // As the body brought it: each use below checks what it needs.
  const mutation = /** @type {MutationBody | null | undefined} */ (structuredClone(raw));
  const [operation] = Object.keys(mutation ?? {});
  if (operation === "create" || operation === "createOrReplace" || operation === "createIfNotExists") {
    create(draft, index, operation, mutation?.[operation]);
  } else if (operation === "delete") await remove(draft, index, mutation?.delete);
  else if (operation === "patch") await patch(draft, index, mutation?.patch);
  else fail(index, null, "invalidMutation", `unsupported mutation "${operation}"`);
}

let lastTimestamp = 0;

/** Each transaction's time, later than the one before (`_updatedAt` orders a document's revisions, as Sanity's). */
function nextTimestamp() {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return new Date(lastTimestamp).toISOString();
}

/**
 * Applies a transaction as the Mutations API does: all or nothing, each mutation in order. Visible to
 * queries after the store's delay. Resolves to the API's answer ({ transactionId, results }).
 * @param {Store} store
 * @param {unknown[]} mutations
 * @param {{ transactionId?: string; returnDocuments?: boolean }} [options]
 */
export async function mutate(store, mutations, { transactionId = randomUUID(), returnDocuments = false } = {}) {
  if (!Array.isArray(mutations) || mutations.length === 0) throw badRequest("the body's mutations must be a non-empty array");
  const timestamp = nextTimestamp();
  /** @type {Draft} */
  const draft = { next: new Map(store.latest()), results: [], timestamp, transactionId };
  for (const [index, raw] of mutations.entries()) await applyMutation(draft, index, raw);
  const changedIds = [...new Set(draft.results.filter((result) => result.operation !== "none").map((result) => result.id))];
  store.commit(draft.next, { transactionId, timestamp, mutations }, changedIds);
  return {
    transactionId,
    results: draft.results.map(({ document, ...result }) => (returnDocuments && document ? { ...result, document } : result)),
  };
}
