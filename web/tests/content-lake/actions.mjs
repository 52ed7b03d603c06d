// The stand-in's Actions API (`POST /v<version>/data/actions/<dataset>` { actions: [...] }), the one the Studio
// edits and publishes through. Each action becomes the mutations Sanity's own would make, and the whole body
// is committed as one transaction through the same `mutate()` as the mutate endpoint, so the listen stream,
// the history and the webhooks hear it like any other. Supported: sanity.action.document.create,
// replaceDraft, edit (which makes the draft from the published document on first use), publish, unpublish,
// discard and delete, and version.create, version.replace and version.discard (a draft is a version); other
// actions (releases, variants) are refused with a 400 naming them.

/** @import { SanityDocument } from "./server.mjs" */

/**
 * An action of the body, unvalidated.
 * @typedef {{ actionType?: unknown; draftId?: unknown; publishedId?: unknown; attributes?: unknown; ifExists?: unknown;
 *   patch?: unknown; includeDrafts?: unknown; ifDraftRevisionId?: unknown; ifPublishedRevisionId?: unknown }} ActionBody
 */

/** A document as a new one to write: the Content Lake sets its revision and dates. @param {SanityDocument} doc @param {string} id */
const copyAs = (doc, id) => {
  const { _rev, _updatedAt, ...rest } = doc;
  return { ...rest, _id: id };
};

/**
 * One action being read: its place in the body, the documents as earlier actions of the body left them, and
 * where its mutations go.
 * @typedef {object} Step
 * @property {ActionBody} action
 * @property {(id: string) => SanityDocument | undefined} read the document as the body's earlier actions left it
 * @property {(id: string, doc: SanityDocument | null) => void} write what this action leaves (null: deleted)
 * @property {(...mutation: unknown[]) => void} push
 * @property {(value: unknown, name: string) => string} id an id the action must give
 * @property {(description: string) => Error} conflict a 409 naming the action
 * @property {(description: string) => Error} badRequest
 */

/** create, replaceDraft: the draft the attributes give. @param {Step} step */
function createDraft({ action, read, write, push, id, conflict }) {
  const attributes = /** @type {SanityDocument} */ (action.attributes ?? {});
  const publishedId = id(action.publishedId, "publishedId");
  const draftId = typeof attributes._id === "string" ? attributes._id : `drafts.${publishedId}`;
  const doc = { ...attributes, _id: draftId };
  if (action.actionType === "sanity.action.document.replaceDraft") push({ createOrReplace: doc });
  else if (action.ifExists === "ignore") push({ createIfNotExists: doc });
  else {
    if (read(draftId)) throw conflict(`Document by ID "${draftId}" already exists`);
    push({ create: doc });
  }
  write(draftId, doc);
}

/** edit: the patch on the draft, made from the published document on first use. @param {Step} step */
function edit({ action, read, write, push, id, conflict }) {
  const draftId = id(action.draftId, "draftId");
  const publishedId = id(action.publishedId, "publishedId");
  if (!read(draftId)) {
    const published = read(publishedId);
    if (!published) throw conflict(`Neither "${draftId}" nor "${publishedId}" exists: nothing to edit`);
    const copy = copyAs(published, draftId);
    push({ createIfNotExists: copy });
    write(draftId, copy);
  }
  push({ patch: { .../** @type {Record<string, unknown>} */ (action.patch ?? {}), id: draftId } });
}

/** publish: the draft replaces the published document (at the revisions the action names, if it does). @param {Step} step */
function publish({ action, read, write, push, id, conflict }) {
  const draftId = id(action.draftId, "draftId");
  const publishedId = id(action.publishedId, "publishedId");
  const draft = read(draftId);
  if (!draft) throw conflict(`Cannot publish: the draft "${draftId}" does not exist`);
  if (action.ifDraftRevisionId && draft._rev !== action.ifDraftRevisionId) {
    throw conflict(`Cannot publish: the draft "${draftId}" has revision ${draft._rev}, not ${action.ifDraftRevisionId}`);
  }
  const published = read(publishedId);
  if (action.ifPublishedRevisionId && published?._rev !== action.ifPublishedRevisionId) {
    throw conflict(`Cannot publish: "${publishedId}" has revision ${published?._rev}, not ${action.ifPublishedRevisionId}`);
  }
  const doc = copyAs(draft, publishedId);
  push({ createOrReplace: doc }, { delete: { id: draftId } });
  write(publishedId, doc);
  write(draftId, null);
}

/** unpublish: the published document becomes the draft, unless a draft is already there. @param {Step} step */
function unpublish({ action, read, write, push, id, conflict }) {
  const draftId = id(action.draftId, "draftId");
  const publishedId = id(action.publishedId, "publishedId");
  const published = read(publishedId);
  if (!published) throw conflict(`Cannot unpublish: "${publishedId}" is not published`);
  if (!read(draftId)) {
    const copy = copyAs(published, draftId);
    push({ createIfNotExists: copy });
    write(draftId, copy);
  }
  push({ delete: { id: publishedId } });
  write(publishedId, null);
}

/**
 * discard (a draft), version.discard (how the Studio deletes a draft with no published document beside it).
 * @param {Step} step @param {string} id @param {string} what how the error names it
 */
function discard({ read, write, push, conflict }, id, what) {
  if (!read(id)) throw conflict(`Cannot discard: ${what} does not exist`);
  push({ delete: { id } });
  write(id, null);
}

/** delete: the published document and the drafts named. @param {Step} step */
function remove({ action, read, write, push, id, conflict }) {
  const publishedId = id(action.publishedId, "publishedId");
  const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter((draft) => typeof draft === "string") : [];
  const existing = [publishedId, ...drafts].filter((target) => read(target));
  for (const target of existing) {
    push({ delete: { id: target } });
    write(target, null);
  }
  if (existing.length === 0) throw conflict(`Cannot delete: "${publishedId}" does not exist`);
}

/** version.create, version.replace: the document given, or a copy of the base. @param {Step} step @param {number} index */
function version({ action, read, write, push, badRequest }, index) {
  const { document, baseId, versionId } = /** @type {{ document?: SanityDocument; baseId?: unknown; versionId?: unknown }} */ (action);
  const base = typeof baseId === "string" ? read(baseId) : undefined;
  const doc = document ?? (base && typeof versionId === "string" ? copyAs(base, versionId) : undefined);
  if (!doc || typeof doc._id !== "string")
    throw badRequest(`action ${index} (${action.actionType}) needs a document, or a baseId and versionId`);
  push(action.actionType === "sanity.action.document.version.create" ? { create: doc } : { createOrReplace: doc });
  write(doc._id, doc);
}

/** Each supported action's type, and what it does. @type {Record<string, (step: Step, index: number) => void>} */
const actionTypes = {
  "sanity.action.document.create": createDraft,
  "sanity.action.document.replaceDraft": createDraft,
  "sanity.action.document.edit": edit,
  "sanity.action.document.publish": publish,
  "sanity.action.document.unpublish": unpublish,
  "sanity.action.document.discard": (step) => {
    const draftId = step.id(step.action.draftId, "draftId");
    discard(step, draftId, `the draft "${draftId}"`);
  },
  "sanity.action.document.delete": remove,
  "sanity.action.document.version.discard": (step) => {
    const versionId = step.id(/** @type {{ versionId?: unknown }} */ (step.action).versionId, "versionId");
    discard(step, versionId, `"${versionId}"`);
  },
  "sanity.action.document.version.create": version,
  "sanity.action.document.version.replace": version,
};

/**
 * The mutations of a body's actions, read against the dataset as last written.
 * @param {unknown} actions
 * @param {{ get: (id: string) => SanityDocument | undefined; conflict: (index: number, description: string) => Error; badRequest: (description: string) => Error }} options
 * @returns {unknown[]}
 */
export function mutationsOfActions(actions, { get, conflict, badRequest }) {
  if (!Array.isArray(actions) || actions.length === 0) throw badRequest("the body's actions must be a non-empty array");
  /** @type {unknown[]} */
  const mutations = [];
  // Later actions of one body see what earlier ones did (an edit after a create).
  /** @type {Map<string, SanityDocument | null>} */
  const written = new Map();
  for (const [index, raw] of actions.entries()) {
    const action = /** @type {ActionBody} */ (raw ?? {});
    const type = Object.hasOwn(actionTypes, String(action.actionType)) ? actionTypes[String(action.actionType)] : undefined;
    if (!type) throw badRequest(`the stand-in does not support the action ${JSON.stringify(action.actionType)} (action ${index})`);
    type(
      {
        action,
        read: (id) => (written.has(id) ? (written.get(id) ?? undefined) : get(id)),
        write: (id, doc) => written.set(id, doc),
        push: (...mutation) => mutations.push(...mutation),
        id: (value, name) => {
          if (typeof value !== "string" || value === "") throw badRequest(`action ${index} (${String(action.actionType)}) needs ${name}`);
          return value;
        },
        conflict: (description) => conflict(index, description),
        badRequest,
      },
      index,
    );
  }
  return mutations;
}
