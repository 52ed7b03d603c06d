// Perspectives: which documents a query sees. `published` (the default from API version 2025-02-19), `drafts`
// (`previewDrafts`: drafts over published), `raw`, and release stacks (`rA,drafts`).
import { badRequest } from "./api-error.mjs";

/** @import { SanityDocument } from "./server.mjs" */

/** @param {string} id */
export const isDraft = (id) => id.startsWith("drafts.");
/** @param {string} id */
export const isVersion = (id) => id.startsWith("versions.");
/** @param {string} id */
export const publishedId = (id) => (isDraft(id) ? id.slice("drafts.".length) : isVersion(id) ? id.split(".").slice(2).join(".") : id);

/** The default perspective of an API version: `published` from 2025-02-19, `raw` before. @param {string} version */
export const defaultPerspective = (version) => (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= "2025-02-19" ? "published" : "raw");

/**
 * The documents a perspective sees: published alone, drafts (and releases) over published, or all.
 * @param {SanityDocument[]} documents
 * @param {string} perspective
 * @returns {SanityDocument[]}
 */
export function view(documents, perspective) {
  const layers = perspective.split(",").map((layer) => layer.trim());
  if (layers.includes("raw")) {
    if (layers.length > 1) throw badRequest('perspective "raw" cannot be combined with others');
    return documents;
  }
  const base = documents.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id));
  const overlays = layers.filter((layer) => layer !== "published");
  if (overlays.length === 0) return base;
  const byId = new Map(base.map((doc) => [doc._id, { ...doc, _originalId: doc._id }]));
  // Lowest priority first: the first layer named wins.
  for (const layer of [...overlays].reverse()) {
    const prefix = layer === "drafts" || layer === "previewDrafts" ? "drafts." : `versions.${layer}.`;
    for (const doc of documents) {
      if (doc._id.startsWith(prefix)) byId.set(publishedId(doc._id), { ...doc, _id: publishedId(doc._id), _originalId: doc._id });
    }
  }
  return [...byId.values()];
}
