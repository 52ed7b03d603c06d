// Turns a dataset export into the bundled dataset's form, so that a round trip changes only what an
// editor changed: published documents only, no system documents or revision fields, `_id` and `_type`
// first, documents already in the bundle on their old line and new ones appended in _id order.

/** @typedef {{ _id: string; _type: string; [key: string]: unknown }} Doc a document of an export (each has _id and _type) */

const dropped = new Set(["_rev", "_createdAt", "_updatedAt", "_system"]);

/** A document that belongs to Sanity itself (preview secrets, assets, groups) or is not published. @param {Doc} doc */
export function isSystemOrDraft(doc) {
  return doc._id.startsWith("drafts.") || doc._id.startsWith("versions.") || doc._id.startsWith("_.") || doc._type.startsWith("sanity.");
}

/** @param {Doc} doc @returns {Doc} */
function normaliseDocument(doc) {
  const { _id, _type, ...rest } = doc;
  /** @type {Doc} */
  const out = { _id, _type };
  for (const [key, value] of Object.entries(rest)) if (!dropped.has(key)) out[key] = value;
  return out;
}

/** @param {string} text @returns {Doc[]} one document per line (the NDJSON Sanity writes) */
const parse = (text) =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));

/**
 * @param {string} exported the NDJSON of `sanity dataset export`
 * @param {string} bundled the current bundled NDJSON (its order is kept)
 * @returns {string} the new bundled NDJSON
 */
export function normaliseExport(exported, bundled) {
  const docs = new Map(
    parse(exported)
      .filter((doc) => !isSystemOrDraft(doc))
      .map((doc) => [doc._id, normaliseDocument(doc)]),
  );
  const kept = parse(bundled)
    .map((doc) => docs.get(doc._id))
    .filter(/** @returns {doc is Doc} */ (doc) => Boolean(doc));
  const keptIds = new Set(kept.map((doc) => doc._id));
  const added = [...docs.values()].filter((doc) => !keptIds.has(doc._id)).sort((a, b) => (a._id < b._id ? -1 : 1));
  return `${[...kept, ...added].map((doc) => JSON.stringify(doc)).join("\n")}\n`;
}
