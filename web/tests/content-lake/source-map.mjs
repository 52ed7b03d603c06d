// Content Source Maps for the stand-in's Query API: what Sanity adds as `resultSourceMap` to a query's
// answer when the client asks (`resultSourceMap=true` or `withKeyArraySelector`, which @sanity/client does
// whenever stega is on). Stega writes each string's source (document and field) into the string itself,
// invisibly, and the Studio's visual-editing overlays read it back: without a map there are no overlays.
//
// groq-js evaluates without provenance, so the map is found afterwards: each string leaf of the result is
// matched to a field of a document the perspective sees that holds exactly that string. Where several do,
// the document named by the nearest enclosing object of the result (its `_id`) wins, then any document the
// result names, then a field of the same name; a string found nowhere (computed, joined, changed by a
// function) or still ambiguous is left out of the map (no overlay, as Sanity's `unknown`). Only strings are
// mapped (stega encodes nothing else), and never system fields (`_id`, `_type`, `_key`, `_ref`, …).
//
// The format is @sanity/client's (src/csm/types.ts): `documents` ({_id, _type}, the draft's id for a
// draft), `paths` (JSON paths into the document, array items by `[?(@._key=='…')]` when they have a key and
// the client asked `withKeyArraySelector`), and `mappings` from the result's JSON path (array items by
// index) to `{ type: "value", source: { type: "documentValue", document, path } }`.

/** @typedef {{ _id: string, _type: string, _originalId?: string } & Record<string, unknown>} SourceDocument */
/** @typedef {{ doc: SourceDocument, path: string, key: string }} Field */

/** A JSON path segment as @sanity/client writes it (src/csm/jsonPath.ts). @param {string | number} segment */
const segment = (segment) =>
  typeof segment === "number"
    ? `[${segment}]`
    : `['${segment.replace(/[\f\n\r\t'\\]/g, (c) => ({ "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "'": "\\'", "\\": "\\\\" })[c] ?? c)}']`;
/** @param {string} key */
const keyed = (key) => `[?(@._key=='${key.replace(/['\\]/g, (c) => `\\${c}`)}')]`;

/** @type {WeakMap<SourceDocument[], Map<boolean, Map<string, Field[]>>>} */
const indexes = new WeakMap();

/**
 * Every string field of the documents, by value: where each string is stored (document and JSON path).
 * Kept per list of documents (the stand-in makes one per state and perspective).
 * @param {SourceDocument[]} documents
 * @param {boolean} keyedArrays
 */
function stringIndex(documents, keyedArrays) {
  const byMode = indexes.get(documents) ?? new Map();
  indexes.set(documents, byMode);
  let index = byMode.get(keyedArrays);
  if (index) return index;
  /** @type {Map<string, Field[]>} */
  const built = new Map();
  /** @param {SourceDocument} doc @param {unknown} value @param {string} path @param {string} key */
  const walk = (doc, value, path, key) => {
    if (typeof value === "string") {
      const fields = built.get(value) ?? [];
      fields.push({ doc, path, key });
      built.set(value, fields);
    } else if (Array.isArray(value)) {
      value.forEach((item, at) => {
        const itemKey = item && typeof item === "object" && typeof item._key === "string" ? item._key : undefined;
        walk(doc, item, path + (keyedArrays && itemKey ? keyed(itemKey) : segment(at)), key);
      });
    } else if (value && typeof value === "object") {
      for (const [name, inner] of Object.entries(value)) if (!name.startsWith("_")) walk(doc, inner, path + segment(name), name);
    }
  };
  for (const doc of documents) walk(doc, doc, "$", "");
  index = built;
  byMode.set(keyedArrays, index);
  return index;
}

/** Every document id a result names (an `_id` anywhere in it). @param {unknown} result */
function namedIds(result) {
  /** @type {Set<string>} */
  const named = new Set();
  /** @param {unknown} value */
  const collect = (value) => {
    if (Array.isArray(value)) for (const item of value) collect(item);
    else if (value && typeof value === "object") {
      const { _id } = /** @type {{ _id?: unknown }} */ (value);
      if (typeof _id === "string") named.add(_id);
      for (const item of Object.values(value)) collect(item);
    }
  };
  collect(result);
  return named;
}

/**
 * The field a string of the result comes from, among those that hold it: of the nearest enclosing document,
 * else of a document the result names, else the one field (or the one of the same name); none when still ambiguous.
 * @param {Field[]} fields @param {string[]} enclosing ids, innermost last @param {string} key @param {Set<string>} named
 */
function choose(fields, enclosing, key, named) {
  const ofDocument = (/** @type {string} */ id) => fields.filter((field) => field.doc._id === id || field.doc._originalId === id);
  for (let at = enclosing.length - 1; at >= 0; at -= 1) {
    const found = ofDocument(/** @type {string} */ (enclosing[at]));
    if (found.length > 0) return found.find((field) => field.key === key) ?? (found.length === 1 ? found[0] : undefined);
  }
  const inResult = fields.filter((field) => named.has(field.doc._id) || named.has(field.doc._originalId ?? ""));
  for (const candidates of [inResult, fields]) {
    if (candidates.length === 1) return candidates[0];
    const sameName = candidates.filter((field) => field.key === key);
    if (sameName.length === 1) return sameName[0];
  }
  return undefined;
}

/** The map's `documents` and `paths`, each listed once, by index. */
function sourceTable() {
  /** @type {{ _id: string, _type: string }[]} */
  const documents = [];
  /** @type {Map<SourceDocument, number>} */
  const documentAt = new Map();
  /** @type {string[]} */
  const paths = [];
  /** @type {Map<string, number>} */
  const pathAt = new Map();
  return {
    documents,
    paths,
    /** The indexes of a field's document and path. @param {Field} field */
    indexOf(field) {
      let document = documentAt.get(field.doc);
      if (document === undefined) {
        document = documents.push({ _id: field.doc._originalId ?? field.doc._id, _type: field.doc._type }) - 1;
        documentAt.set(field.doc, document);
      }
      let path = pathAt.get(field.path);
      if (path === undefined) {
        path = paths.push(field.path) - 1;
        pathAt.set(field.path, path);
      }
      return { document, path };
    },
  };
}

/**
 * The Content Source Map of a query's result.
 * @param {unknown} result what the query returned
 * @param {SourceDocument[]} documents the documents the query's perspective sees
 * @param {{ keyedArrays?: boolean }} [options] `withKeyArraySelector`: array items of documents by their key
 * @returns {{ documents: { _id: string, _type: string }[], paths: string[], mappings: Record<string, { type: "value", source: { type: "documentValue", document: number, path: number } }> }}
 */
export function contentSourceMap(result, documents, { keyedArrays = true } = {}) {
  const index = stringIndex(documents, keyedArrays);
  const named = namedIds(result);
  const table = sourceTable();
  /** @type {ReturnType<typeof contentSourceMap>["mappings"]} */
  const mappings = {};
  /** @param {unknown} value @param {string} resultPath @param {string[]} enclosing @param {string} key */
  const walk = (value, resultPath, enclosing, key) => {
    if (typeof value === "string") {
      const fields = index.get(value);
      const field = fields && choose(fields, enclosing, key, named);
      if (field) mappings[resultPath] = { type: "value", source: { type: "documentValue", ...table.indexOf(field) } };
    } else if (Array.isArray(value)) {
      value.forEach((item, at) => {
        walk(item, resultPath + segment(at), enclosing, key);
      });
    } else if (value && typeof value === "object") {
      const { _id } = /** @type {{ _id?: unknown }} */ (value);
      const inner = typeof _id === "string" ? [...enclosing, _id] : enclosing;
      for (const [name, item] of Object.entries(value)) if (!name.startsWith("_")) walk(item, resultPath + segment(name), inner, name);
    }
  };
  walk(result, "$", [], "");
  return { documents: table.documents, paths: table.paths, mappings };
}
