import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defaultDatasetFile } from "@/lib/content/source-local";

type Doc = { _id: string; _type: string; [key: string]: unknown };

/** The bundled dataset's documents. */
export const bundledDocuments = (): Doc[] =>
  readFileSync(defaultDatasetFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));

/**
 * A dataset of these documents in a folder of its own, with the bundled dataset's files beside it (Sanity's
 * export layout). Returns the NDJSON file's path.
 */
export function datasetOf(docs: object[]): string {
  const folder = mkdtempSync(join(tmpdir(), "dataset-"));
  writeFileSync(join(folder, "dataset.ndjson"), `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  for (const assets of ["files", "images"]) {
    const from = join(dirname(defaultDatasetFile), assets);
    if (existsSync(from)) cpSync(from, join(folder, assets), { recursive: true });
  }
  return join(folder, "dataset.ndjson");
}

/** A copy of the bundled dataset with more documents appended, as an editor's publish would leave it. */
export const datasetWith = (docs: object[]): string => datasetOf([...bundledDocuments(), ...docs]);
