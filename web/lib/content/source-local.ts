import { readFile, stat } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { filePath } from "@site/schemas/addresses";
import { type ExprNode, evaluate, parse, type SyntaxNode } from "groq-js";
import { errorMessage } from "../error-message";

/** The bundled dataset, in Sanity's NDJSON export format. */
export const defaultDatasetFile = resolve(/*turbopackIgnore: true*/ process.cwd(), "..", "content", "production.ndjson");

type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

/** A file's documents, by `_id` too for references (`->`), and indexes by the fields queries pin (`applyIndexes`). */
export type Dataset = { documents: SanityDocument[]; byId: Map<string, SanityDocument>; indexes: Map<string, Map<unknown, number[]>> };

/** Each file's documents and queries' results, kept until the file changes: a query runs once, as one object. */
const datasets = new Map<string, { version: string; dataset: Promise<Dataset>; results: Map<string, Promise<unknown>> }>();
const cachedResults = 500;

function parseNdjson(text: string, file: string): SanityDocument[] {
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    let doc: Partial<SanityDocument> | null;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not valid JSON (${errorMessage(error)})`);
    }
    if (typeof doc?._id !== "string" || typeof doc._type !== "string")
      throw new Error(`${file}:${index + 1}: a document needs a string _id and _type`);
    return [doc as SanityDocument];
  });
}

/** `file@file://./files/guide.pdf`: how Sanity's export (and import) writes an asset beside the NDJSON. */
const exportedAsset = /^(file|image)@file:\/\/\.\/(files|images)\/([\w.-]+)$/;
/** Sanity's export names an image by its content and size: `<sha1>-<width>x<height>.<extension>`. */
const exportedImageName = /^[0-9a-f]{40}-(\d+)x(\d+)\.(?:jpg|png|webp)$/;

const mimeTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

function imageDimensions(name: string, where: string) {
  const [, width, height] = exportedImageName.exec(name) ?? [];
  if (!width || !height)
    throw new Error(`${where}: the image images/${name} is not named as Sanity's export names images (<sha1>-<width>x<height>.jpg)`);
  return { width: Number(width), height: Number(height), aspectRatio: Number(width) / Number(height) };
}

/**
 * The dataset as `sanity dataset import` leaves it: each `{ _sanityAsset: "file@file://./files/x.pdf" }` becomes a
 * reference to an asset document. A missing file fails naming the document and field.
 */
async function withAssets(documents: SanityDocument[], folder: string): Promise<SanityDocument[]> {
  const assets = new Map<string, Promise<SanityDocument>>();
  const asset = (kind: string, dir: string, name: string, where: string) => {
    const id = `${kind}-local-${name.replace(/\W/g, "-")}`;
    const path = join(folder, dir, name);
    const assetDocument = async () => {
      const { size } = await stat(path).catch(() => {
        throw new Error(`${where}: the file ${dir}/${name} is not beside the dataset (${folder})`);
      });
      const extension = extname(name).slice(1).toLowerCase();
      return {
        _id: id,
        _type: `sanity.${kind}Asset`,
        url: filePath(name),
        path,
        size,
        extension,
        mimeType: mimeTypes[extension] ?? "application/octet-stream",
        originalFilename: name,
        ...(kind === "image" ? { metadata: { dimensions: imageDimensions(name, where) } } : {}),
      };
    };
    if (!assets.has(id)) assets.set(id, assetDocument());
    return id;
  };
  const resolveAssets = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => resolveAssets(item, `${where}[${index}]`));
    if (!value || typeof value !== "object") return value;
    const { _sanityAsset, ...rest } = value as Record<string, unknown>;
    const entries = Object.entries(rest).map(([key, item]) => [key, resolveAssets(item, `${where}.${key}`)]);
    const [, kind, dir, name] = exportedAsset.exec(String(_sanityAsset)) ?? [];
    if (kind && dir && name) entries.push(["asset", { _type: "reference", _ref: asset(kind, dir, name, where) }]);
    return Object.fromEntries(entries);
  };
  const resolved = documents.map((doc) => resolveAssets(doc, `document "${doc._id}"`) as SanityDocument);
  return [...resolved, ...(await Promise.all(assets.values()))];
}

async function loadDataset(file: string) {
  const { mtimeMs, size } = await stat(file);
  const version = `${mtimeMs}:${size}`;
  let entry = datasets.get(file);
  if (!entry || entry.version !== version) {
    // Published documents only.
    const dataset = readFile(file, "utf8")
      .then((text) => parseNdjson(text, file).filter((doc) => !/^(drafts|versions)\./.test(doc._id)))
      .then((documents) => withAssets(documents, dirname(file)))
      .then((documents) => ({ documents, byId: new Map(documents.map((doc) => [doc._id, doc])), indexes: new Map() }));
    entry = { version, dataset, results: new Map() };
    datasets.set(file, entry);
  }
  return entry;
}

/** A field of the documents filtered (`slug.current`: path ["slug", "current"]), or of each item of one (`categories[]._ref`). */
type Field = { path: string[]; item?: string };

/** The names of the fields a node reads from the document filtered (`_id`, `slug.current`), or null. */
function fieldPath(node: ExprNode): string[] | null {
  if (node.type !== "AccessAttribute") return null;
  if (node.base === undefined || node.base.type === "This") return [node.name];
  const base = fieldPath(node.base);
  return base && [...base, node.name];
}

/** Strings, numbers and booleans compare by value in GROQ as in a Map. */
const isKey = (value: unknown) => typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** The field and the values a condition pins it to (`_id == "x"`, `_type in ["a", "b"]`, `"x" in categories[]._ref`), or null. */
function pinned(condition: ExprNode): { field: Field; values: unknown[] } | null {
  if (condition.type !== "OpCall") return null;
  const { op, left, right } = condition;
  const equal = (field: ExprNode, other: ExprNode) => {
    const path = fieldPath(field);
    return path && other.type === "Value" && isKey(other.value) ? { field: { path }, values: [other.value] } : null;
  };
  if (op === "==") return equal(left, right) ?? equal(right, left);
  if (op !== "in") return null;
  if (right.type === "Value") {
    const path = fieldPath(left);
    return path && Array.isArray(right.value) && right.value.every(isKey) ? { field: { path }, values: right.value } : null;
  }
  if (right.type !== "Map" || left.type !== "Value" || !isKey(left.value)) return null;
  // An array field's items, each read for one field (`categories[]._ref`).
  const path = right.base.type === "ArrayCoerce" ? fieldPath(right.base.base) : null;
  const item = right.expr.type === "AccessAttribute" && right.expr.base?.type === "This" ? right.expr.name : null;
  return path && item !== null ? { field: { path, item }, values: [left.value] } : null;
}

const conditions = (expr: ExprNode): ExprNode[] => (expr.type === "And" ? [...conditions(expr.left), ...conditions(expr.right)] : [expr]);

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/** The values of a field in a document: its one value, or each item's of an array (`categories[]._ref`). */
function valuesAt(doc: SanityDocument, { path, item }: Field): unknown[] {
  const value = path.reduce<unknown>((at, name) => (isRecord(at) ? at[name] : undefined), doc);
  if (item === undefined) return [value];
  return Array.isArray(value) ? value.map((entry: unknown) => (isRecord(entry) ? entry[item] : undefined)) : [];
}

/** Each document's position by the values of a field, built on first use and kept with the file's documents. */
function indexOf({ documents, indexes }: Dataset, field: Field): Map<unknown, number[]> {
  const name = JSON.stringify(field);
  let index = indexes.get(name);
  if (!index) {
    index = new Map<unknown, number[]>();
    for (const [position, doc] of documents.entries()) {
      for (const value of new Set(valuesAt(doc, field).filter(isKey))) {
        const positions = index.get(value);
        if (positions) positions.push(position);
        else index.set(value, [position]);
      }
    }
    indexes.set(name, index);
  }
  return index;
}

/**
 * Makes every `*[…]` whose filter pins a field to known values (`slug.current == $slug`, `_id in $ids`, `$c in
 * categories[]._ref`) read only the documents holding them, as the Content Lake's indexes would; the filter still runs.
 */
export function applyIndexes(node: unknown, dataset: Dataset): void {
  const record = node as SyntaxNode | null;
  // A constant's value is data (documents, even), not syntax.
  if (!record || typeof record !== "object" || record.type === "Value") return;
  for (const value of Object.values(record)) applyIndexes(value, dataset);
  if (record.type !== "Filter" || record.base.type !== "Everything") return;
  let fewest: number[] | null = null;
  for (const condition of conditions(record.expr)) {
    const pin = pinned(condition);
    if (!pin) continue;
    const index = indexOf(dataset, pin.field);
    const positions = [...new Set(pin.values.flatMap((value) => index.get(value) ?? []))];
    if (!fewest || positions.length < fewest.length) fewest = positions;
  }
  if (fewest) record.base = { type: "Value", value: fewest.sort((a, b) => a - b).map((position) => dataset.documents[position]) };
}

/** Reads the file (absolute, relative to the working directory, or the bundled dataset) with groq-js. */
export function createLocalSource(datasetFile: string | undefined) {
  const file = datasetFile ? resolve(/*turbopackIgnore: true*/ process.cwd(), datasetFile) : defaultDatasetFile;
  return async function fetchLocal(query: string, params: Record<string, unknown>): Promise<unknown> {
    const { dataset, results } = await loadDataset(file);
    const key = `${query}\n${JSON.stringify(params)}`;
    let result = results.get(key);
    if (result) {
      results.delete(key);
    } else {
      result = dataset.then(async (loaded) => {
        const tree = parse(query, { params });
        applyIndexes(tree, loaded);
        const value = await evaluate(tree, { dataset: loaded.documents, params, dereference: ({ _ref }) => loaded.byId.get(_ref) ?? null });
        return value.get();
      });
      // A failed query is not kept: the next call tries again.
      result.catch(() => results.delete(key));
      if (results.size >= cachedResults) results.delete(results.keys().next().value ?? "");
    }
    results.set(key, result);
    return result;
  };
}
