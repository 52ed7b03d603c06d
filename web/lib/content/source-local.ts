import { readFile, stat } from "node:fs/promises";
import { basename, dirname, extname, isAbsolute, join, resolve } from "node:path";
import { evaluate, parse } from "groq-js";
import { errorMessage } from "../error-message";

/** The bundled dataset, in Sanity's NDJSON export format, at the root of the repository. */
export const defaultDatasetFile = resolve(/*turbopackIgnore: true*/ process.cwd(), "..", "content", "production.ndjson");

type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

/** A file's documents, each also by `_id` for references (`->`), which groq-js would otherwise find by reading every document. */
type Dataset = { documents: SanityDocument[]; byId: Map<string, SanityDocument> };

/**
 * Each file's documents and the results of the queries run on them, kept until the file changes (a publish to
 * the bundled dataset, a test's edit). A build runs the same query for many pages (every list page of the blog
 * reads the blog page with its posts): the result is computed once per file version.
 */
const datasets = new Map<string, { version: string; dataset: Promise<Dataset>; results: Map<string, Promise<unknown>> }>();

/** The most query results kept per file (the least recently used go first). */
export const cachedResults = 500;

/** Published documents only: drafts (`drafts.*`) and release versions (`versions.*`) are left out. */
export function isPublished(doc: SanityDocument): boolean {
  return !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions.");
}

export function parseNdjson(text: string, file: string): SanityDocument[] {
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not valid JSON (${errorMessage(error)})`);
    }
    if (
      !doc ||
      typeof doc !== "object" ||
      typeof (doc as SanityDocument)._id !== "string" ||
      typeof (doc as SanityDocument)._type !== "string"
    ) {
      throw new Error(`${file}:${index + 1}: a document needs a string _id and _type`);
    }
    return [doc as SanityDocument];
  });
}

/** Where the site serves the bundled dataset's files (app/files/[name]/route.ts). */
export const localFilesPath = "/files";

/** `file@file://./files/guide.pdf`: how Sanity's export (and import) writes an asset beside the NDJSON. */
const exportedAsset = /^(file|image)@file:\/\/\.\/(files|images)\/([\w.-]+)$/;

/** Sanity's export names an image by its content and size: `<sha1>-<width>x<height>.<extension>`. */
export const exportedImageName = /^[0-9a-f]{40}-(\d+)x(\d+)\.(?:jpg|png|webp)$/;

const mimeTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * The dataset as the Content Lake would hold it after `sanity dataset import`: every asset written the
 * export's way (`{ _sanityAsset: "file@file://./files/x.pdf" }`, the file beside the NDJSON) becomes a
 * reference to an asset document with its URL, size and extension, so `file.asset->url` reads the same
 * in both modes. A missing file fails naming the document and field.
 */
function imageDimensions(name: string, where: string) {
  const [, width, height] = exportedImageName.exec(name) ?? [];
  if (!width || !height)
    throw new Error(`${where}: the image images/${name} is not named as Sanity's export names images (<sha1>-<width>x<height>.jpg)`);
  return { width: Number(width), height: Number(height), aspectRatio: Number(width) / Number(height) };
}

async function withAssets(documents: SanityDocument[], folder: string): Promise<SanityDocument[]> {
  const assets = new Map<string, Promise<SanityDocument>>();
  const asset = (kind: string, dir: string, name: string, where: string) => {
    const id = `${kind}-local-${name.replace(/\W/g, "-")}`;
    if (!assets.has(id)) {
      const path = join(folder, dir, name);
      assets.set(
        id,
        stat(path).then(
          ({ size }) => {
            const extension = extname(name).slice(1).toLowerCase();
            const dimensions = kind === "image" ? imageDimensions(name, where) : undefined;
            return {
              _id: id,
              _type: `sanity.${kind}Asset`,
              url: `${localFilesPath}/${name}`,
              path,
              size,
              extension,
              mimeType: mimeTypes[extension] ?? "application/octet-stream",
              originalFilename: basename(name),
              ...(dimensions ? { metadata: { dimensions } } : {}),
            };
          },
          () => {
            throw new Error(`${where}: the file ${dir}/${name} is not beside the dataset (${folder})`);
          },
        ),
      );
    }
    return id;
  };
  const resolveAssets = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => resolveAssets(item, `${where}[${index}]`));
    if (!value || typeof value !== "object") return value;
    const { _sanityAsset, ...rest } = value as Record<string, unknown>;
    const found = typeof _sanityAsset === "string" ? exportedAsset.exec(_sanityAsset) : null;
    const entries = Object.entries(rest).map(([key, item]) => [key, resolveAssets(item, `${where}.${key}`)]);
    if (found) entries.push(["asset", { _type: "reference", _ref: asset(found[1] ?? "", found[2] ?? "", found[3] ?? "", where) }]);
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
    const dataset = readFile(file, "utf8")
      .then((text) => withAssets(parseNdjson(text, file).filter(isPublished), dirname(file)))
      .then((documents) => ({ documents, byId: new Map(documents.map((doc) => [doc._id, doc])) }));
    entry = { version, dataset, results: new Map() };
    datasets.set(file, entry);
  }
  return entry;
}

async function evaluateQuery({ documents, byId }: Dataset, query: string, params: Record<string, unknown>): Promise<unknown> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params, dereference: ({ _ref }) => byId.get(_ref) ?? null });
  return value.get();
}

export function createLocalSource(datasetFile: string | undefined) {
  const file = datasetFile
    ? isAbsolute(datasetFile)
      ? datasetFile
      : join(/*turbopackIgnore: true*/ process.cwd(), datasetFile)
    : defaultDatasetFile;
  /** A query's result on the file as it is now: the same object for every caller, who reads it and never changes it. */
  return async function fetchLocal(query: string, params: Record<string, unknown>): Promise<unknown> {
    const { dataset, results } = await loadDataset(file);
    const key = `${query}\n${JSON.stringify(params)}`;
    let result = results.get(key);
    if (result) {
      results.delete(key);
    } else {
      result = dataset.then((loaded) => evaluateQuery(loaded, query, params));
      // A failed query is not kept: the next call tries again.
      result.catch(() => results.delete(key));
      if (results.size >= cachedResults) results.delete(results.keys().next().value ?? "");
    }
    results.set(key, result);
    return result;
  };
}
