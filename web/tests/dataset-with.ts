import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defaultDatasetFile } from "@/lib/content/source-local";

/**
 * A copy of the bundled dataset with more documents appended, as an editor's publish would leave it, in
 * a folder of its own with the dataset's files beside it. Returns the NDJSON file's path.
 */
export function datasetWith(docs: object[]): string {
  const folder = mkdtempSync(join(tmpdir(), "dataset-"));
  const bundled = readFileSync(defaultDatasetFile, "utf8");
  writeFileSync(join(folder, "dataset.ndjson"), `${bundled.trimEnd()}\n${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  for (const assets of ["files", "images"]) {
    const from = join(dirname(defaultDatasetFile), assets);
    if (existsSync(from)) cpSync(from, join(folder, assets), { recursive: true });
  }
  return join(folder, "dataset.ndjson");
}
