// NDJSON datasets, and an export turned into the bundled dataset's form so that a round trip changes only what an
// editor changed: published documents only, no system documents or revision fields, `_id` and `_type` first, documents
// already in the bundle on their old line and new ones appended in _id order.

/** @typedef {{ _id: string; _type: string; [key: string]: any }} Doc a document (each has _id and _type) */

/** One document per line (the NDJSON Sanity writes). @param {string} text @returns {Doc[]} */
export const parseNdjson = (text) =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));

const dropped = new Set(["_rev", "_createdAt", "_updatedAt", "_system"]);
/** A document of Sanity's own (preview secrets, assets, groups), or not published. @param {Doc} doc */
const isSystemOrDraft = (doc) => /^(drafts|versions|_)\./.test(doc._id) || doc._type.startsWith("sanity.");

/** @param {string} exported the NDJSON of `sanity dataset export` @param {string} bundled the bundled NDJSON (its order kept) @returns {string} */
export function normaliseExport(exported, bundled) {
  /** @type {Map<string, Doc>} */
  const docs = new Map();
  for (const { _id, _type, ...rest } of parseNdjson(exported).filter((doc) => !isSystemOrDraft(doc)))
    docs.set(_id, { _id, _type, ...Object.fromEntries(Object.entries(rest).filter(([key]) => !dropped.has(key))) });
  const kept = parseNdjson(bundled).flatMap((doc) => docs.get(doc._id) ?? []);
  const keptIds = new Set(kept.map((doc) => doc._id));
  const added = [...docs.values()].filter((doc) => !keptIds.has(doc._id)).sort((a, b) => (a._id < b._id ? -1 : 1));
  return `${[...kept, ...added].map((doc) => JSON.stringify(doc)).join("\n")}\n`;
}
