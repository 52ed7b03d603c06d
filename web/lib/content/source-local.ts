import { readFile, stat } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { evaluate, parse } from "groq-js";
import { errorMessage } from "../error-message";

/** The bundled dataset, in Sanity's NDJSON export format, at the root of the repository. */
export const defaultDatasetFile = resolve(/*turbopackIgnore: true*/ process.cwd(), "..", "content", "production.ndjson");

type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

/** Each file's documents, kept until the file changes (a publish to the bundled dataset, a test's edit). */
const datasets = new Map<string, { version: string; documents: Promise<SanityDocument[]> }>();

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

async function loadDataset(file: string): Promise<SanityDocument[]> {
  const { mtimeMs, size } = await stat(file);
  const version = `${mtimeMs}:${size}`;
  let dataset = datasets.get(file);
  if (!dataset || dataset.version !== version) {
    dataset = { version, documents: readFile(file, "utf8").then((text) => parseNdjson(text, file).filter(isPublished)) };
    datasets.set(file, dataset);
  }
  return dataset.documents;
}

export function createLocalSource(datasetFile: string | undefined) {
  const file = datasetFile
    ? isAbsolute(datasetFile)
      ? datasetFile
      : join(/*turbopackIgnore: true*/ process.cwd(), datasetFile)
    : defaultDatasetFile;
  return async function fetchLocal(query: string, params: Record<string, unknown>): Promise<unknown> {
    const dataset = await loadDataset(file);
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset, params });
    return value.get();
  };
}
