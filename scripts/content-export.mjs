#!/usr/bin/env node
// `pnpm content:export`: refreshes the bundled dataset (content/production.ndjson) from a real Sanity project: exports it with its assets
// and without drafts, unpacks the NDJSON from the tarball and normalises it (scripts/lib/ndjson.mjs) so the diff shows only what editors
// changed, and puts the export's files/ and images/ beside it (the layout `pnpm content:import` and the site read). Review it, validate it
// (`pnpm content:validate`) and commit it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { normaliseExport } from "./lib/ndjson.mjs";
import { bundledDataset, sanityCli, sanityProject } from "./lib/sanity-project.mjs";

const project = sanityProject("content:export", { tokens: ["SANITY_AUTH_TOKEN", "SANITY_API_READ_TOKEN"], access: "read (Viewer)" });
const work = mkdtempSync(join(tmpdir(), "content-export-"));
try {
  const tarball = join(work, "export.tar.gz");
  sanityCli(["dataset", "export", project.dataset, tarball, "--no-drafts", "--overwrite"], project);
  const untar = spawnSync("tar", ["-xzf", tarball, "-C", work], { stdio: "inherit" });
  if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
  const folder = readdirSync(work, { withFileTypes: true }).find((entry) => entry.isDirectory());
  if (!folder) throw new Error("the export holds no dataset folder");
  const exported = readFileSync(join(work, folder.name, "data.ndjson"), "utf8");
  const next = normaliseExport(exported, readFileSync(bundledDataset, "utf8"));
  writeFileSync(bundledDataset, next);
  for (const assets of ["files", "images"]) {
    const target = join(dirname(bundledDataset), assets);
    rmSync(target, { recursive: true, force: true });
    if (existsSync(join(work, folder.name, assets))) cpSync(join(work, folder.name, assets), target, { recursive: true });
  }
  console.info(`content:export: wrote ${next.split("\n").filter(Boolean).length} documents to ${bundledDataset}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
