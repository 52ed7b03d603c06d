#!/usr/bin/env node
// `pnpm content:export`: refreshes the bundled dataset (content/production.ndjson) from a real Sanity
// project: exports it without assets or drafts, unpacks the NDJSON from the tarball and normalises it
// (scripts/lib/ndjson.mjs) so the diff shows only what editors changed. Review it, validate it
// (`pnpm content:validate`) and commit it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { normaliseExport } from "./lib/ndjson.mjs";
import { bundledDataset, sanityCli, sanityProject } from "./lib/sanity-project.mjs";

const project = sanityProject("content:export", { tokens: ["SANITY_AUTH_TOKEN", "SANITY_API_READ_TOKEN"], access: "read (Viewer)" });
const work = mkdtempSync(join(tmpdir(), "content-export-"));
try {
  const tarball = join(work, "export.tar.gz");
  sanityCli(["dataset", "export", project.dataset, tarball, "--no-assets", "--no-drafts", "--overwrite"], project);
  const untar = spawnSync("tar", ["-xzf", tarball, "-C", work], { stdio: "inherit" });
  if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
  const folder = readdirSync(work, { withFileTypes: true }).find((entry) => entry.isDirectory());
  if (!folder) throw new Error("the export holds no dataset folder");
  const exported = readFileSync(join(work, folder.name, "data.ndjson"), "utf8");
  const next = normaliseExport(exported, readFileSync(bundledDataset, "utf8"));
  writeFileSync(bundledDataset, next);
  console.info(`content:export: wrote ${next.split("\n").filter(Boolean).length} documents to ${bundledDataset}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
