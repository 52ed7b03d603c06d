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
  /** @param {string} id */
  const read = (id) => (written.has(id) ? (written.get(id) ?? undefined) : get(id));
  for (const [index, raw] of actions.entries()) {
    const action = /** @type {ActionBody} */ (raw ?? {});
    /** @param {unknown} value @param {string} name */
    const id = (value, name) => {
      if (typeof value !== "string" || value === "") throw badRequest(`action ${index} (${String(action.actionType)}) needs ${name}`);
      return value;
    };
    switch (action.actionType) {
      case "sanity.action.document.create":
      case "sanity.action.document.replaceDraft": {
        const attributes = /** @type {SanityDocument} */ (action.attributes ?? {});
        const publishedId = id(action.publishedId, "publishedId");
        const draftId = typeof attributes._id === "string" ? attributes._id : `drafts.${publishedId}`;
        const doc = { ...attributes, _id: draftId };
        if (action.actionType === "sanity.action.document.replaceDraft") mutations.push({ createOrReplace: doc });
        else if (action.ifExists === "ignore") mutations.push({ createIfNotExists: doc });
        else {
          if (read(draftId)) throw conflict(index, `Document by ID "${draftId}" already exists`);
          mutations.push({ create: doc });
        }
        written.set(draftId, doc);
        break;
      }
      case "sanity.action.document.edit": {
        const draftId = id(action.draftId, "draftId");
        const publishedId = id(action.publishedId, "publishedId");
        const draft = read(draftId);
        if (!draft) {
          const published = read(publishedId);
          if (!published) throw conflict(index, `Neither "${draftId}" nor "${publishedId}" exists: nothing to edit`);
          const copy = copyAs(published, draftId);
          mutations.push({ createIfNotExists: copy });
          written.set(draftId, copy);
        }
        const patch = /** @type {Record<string, unknown>} */ (action.patch ?? {});
        mutations.push({ patch: { ...patch, id: draftId } });
        break;
      }
      case "sanity.action.document.publish": {
        const draftId = id(action.draftId, "draftId");
        const publishedId = id(action.publishedId, "publishedId");
        const draft = read(draftId);
        if (!draft) throw conflict(index, `Cannot publish: the draft "${draftId}" does not exist`);
        if (action.ifDraftRevisionId && draft._rev !== action.ifDraftRevisionId) {
          throw conflict(index, `Cannot publish: the draft "${draftId}" has revision ${draft._rev}, not ${action.ifDraftRevisionId}`);
        }
        const published = read(publishedId);
        if (action.ifPublishedRevisionId && published?._rev !== action.ifPublishedRevisionId) {
          throw conflict(index, `Cannot publish: "${publishedId}" has revision ${published?._rev}, not ${action.ifPublishedRevisionId}`);
        }
        const doc = copyAs(draft, publishedId);
        mutations.push({ createOrReplace: doc }, { delete: { id: draftId } });
        written.set(publishedId, doc);
        written.set(draftId, null);
        break;
      }
      case "sanity.action.document.unpublish": {
        const draftId = id(action.draftId, "draftId");
        const publishedId = id(action.publishedId, "publishedId");
        const published = read(publishedId);
        if (!published) throw conflict(index, `Cannot unpublish: "${publishedId}" is not published`);
        // The published document becomes the draft, unless a draft is already there.
        if (!read(draftId)) {
          const copy = copyAs(published, draftId);
          mutations.push({ createIfNotExists: copy });
          written.set(draftId, copy);
        }
        mutations.push({ delete: { id: publishedId } });
        written.set(publishedId, null);
        break;
      }
      case "sanity.action.document.discard": {
        const draftId = id(action.draftId, "draftId");
        if (!read(draftId)) throw conflict(index, `Cannot discard: the draft "${draftId}" does not exist`);
        mutations.push({ delete: { id: draftId } });
        written.set(draftId, null);
        break;
      }
      case "sanity.action.document.delete": {
        const publishedId = id(action.publishedId, "publishedId");
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter((draft) => typeof draft === "string") : [];
        const existing = [publishedId, ...drafts].filter((target) => read(target));
        for (const target of existing) {
          mutations.push({ delete: { id: target } });
          written.set(target, null);
        }
        if (existing.length === 0) throw conflict(index, `Cannot delete: "${publishedId}" does not exist`);
        break;
      }
      // How the Studio deletes a draft with no published document beside it, and makes or replaces a version.
      case "sanity.action.document.version.discard": {
        const versionId = id(/** @type {{ versionId?: unknown }} */ (action).versionId, "versionId");
        if (!read(versionId)) throw conflict(index, `Cannot discard: "${versionId}" does not exist`);
        mutations.push({ delete: { id: versionId } });
        written.set(versionId, null);
        break;
      }
      case "sanity.action.document.version.create":
      case "sanity.action.document.version.replace": {
        const { document, baseId, versionId } = /** @type {{ document?: SanityDocument; baseId?: unknown; versionId?: unknown }} */ (
          action
        );
        const base = typeof baseId === "string" ? read(baseId) : undefined;
        const doc = document ?? (base && typeof versionId === "string" ? copyAs(base, versionId) : undefined);
        if (!doc || typeof doc._id !== "string")
          throw badRequest(`action ${index} (${action.actionType}) needs a document, or a baseId and versionId`);
        mutations.push(action.actionType === "sanity.action.document.version.create" ? { create: doc } : { createOrReplace: doc });
        written.set(doc._id, doc);
        break;
      }
      default:
        throw badRequest(`the stand-in does not support the action ${JSON.stringify(action.actionType)} (action ${index})`);
    }
  }
  return mutations;
}
