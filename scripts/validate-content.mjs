#!/usr/bin/env node
// Checks the bundled dataset (content/production.ndjson, or the file given) before anything is built:
//   1. the file's integrity: one JSON document per line, unique _id, every array item keyed with a
//      unique _key, no reference to a document missing from the file, no slug used twice in a type,
//      every file (`_sanityAsset`, Sanity's export layout) present beside the NDJSON in files/ or images/,
//      every image of the size its name says;
//   2. Sanity's own validator, run offline by the Studio's CLI (`sanity documents validate --file`),
//      which applies every validation rule of the schemas in schemas/.
//   3. the words: American spelling throughout (common British forms fail the check), and a report of
//      the placeholders to replace before launch ([State], 555 numbers, example addresses). With
//      --launch, any placeholder left fails the check too (run it before going live);
//   4. the figures (scripts/lib/content-checks.mjs, figureFindings, with the rules of schemas/claims.ts the Studio
//      applies too): every figure is a claim with its source and period; a claim agrees with its case study and with
//      every other claim about the same measure for the same people; a number in copy is a claim; a section of
//      figures gives them no period of its own. They fail the check with or without --launch.
// Exits non-zero naming the document and field of each problem.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { britishSpellings, describeFinding, figureFindings, launchPlaceholders } from "./lib/content-checks.mjs";

/** @import { Doc } from "./lib/content-checks.mjs" */

/**
 * A line of `sanity documents validate --format ndjson`: a document's markers (problems), each with its path.
 * @typedef {{ documentId: string; markers?: { level: string; message: string; path?: (string | number | { _key: string })[] }[] }} ValidationEntry
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const launch = args.includes("--launch");
const file = resolve(args.find((arg) => !arg.startsWith("--")) ?? join(root, "content", "production.ndjson"));
/** @type {string[]} */
const problems = [];
/** @param {string} id @param {string} path @param {string} message */
const report = (id, path, message) => problems.push(`${id}${path ? ` › ${path}` : ""}: ${message}`);

/** @type {Doc[]} The documents of the last file checked, for the checks of their words. */
let documents = [];
/** @type {{ id: string; path: string; file: string }[]} The images the documents use, for the check of their files. */
const images = [];

/** A parsed line is a document when it has the string _id and _type every check reads. @param {unknown} value @returns {value is Doc} */
const isDocument = (value) =>
  typeof value === "object" &&
  value !== null &&
  "_id" in value &&
  typeof value._id === "string" &&
  "_type" in value &&
  typeof value._type === "string";

/** @param {string} text the NDJSON @returns {number} how many documents it holds */
export function checkIntegrity(text) {
  /** @type {unknown[]} */
  const parsed = [];
  /** @type {Doc[]} */
  const docs = [];
  documents = docs;
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    try {
      parsed.push(JSON.parse(line));
    } catch (error) {
      report(`line ${index + 1}`, "", `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  });
  /** @type {Set<string>} */
  const ids = new Set();
  for (const doc of parsed) {
    // One without them is reported, and left out of the checks below (which read them).
    if (!isDocument(doc)) {
      report("(document)", "", "needs a string _id and _type");
      continue;
    }
    docs.push(doc);
    if (ids.has(doc._id)) report(doc._id, "_id", "used by more than one document");
    ids.add(doc._id);
  }
  /** @type {Map<string, string>} */
  const slugs = new Map();
  for (const doc of docs) {
    walk(doc, "", (node, path) => {
      if (Array.isArray(node)) {
        const keys = new Set();
        node.forEach((item, i) => {
          if (!item || typeof item !== "object" || Array.isArray(item)) return;
          if (typeof item._key !== "string" || item._key === "") report(doc._id, `${path}[${i}]`, "array item has no _key");
          else if (keys.has(item._key)) report(doc._id, `${path}[${i}]`, `duplicate _key "${item._key}"`);
          else keys.add(item._key);
        });
      } else if (node && typeof node === "object") {
        const value = /** @type {Record<string, unknown>} */ (node);
        if (typeof value._ref === "string" && !ids.has(value._ref) && !ids.has(`drafts.${value._ref}`)) {
          report(doc._id, path, `references "${value._ref}", which is not in the dataset`);
        }
        if (typeof value._sanityAsset === "string") {
          // Sanity's export layout: `file@file://./files/guide.pdf`, the file beside the NDJSON.
          const [, asset] = /^(?:file|image)@file:\/\/\.\/((?:files|images)\/[\w.-]+)$/.exec(value._sanityAsset) ?? [];
          if (!asset) report(doc._id, path, `"${value._sanityAsset}" is not a file beside the dataset (file@file://./files/<name>)`);
          else if (!existsSync(join(dirname(file), asset))) report(doc._id, path, `the file ${asset} is not beside the dataset`);
          else if (asset.startsWith("images/")) images.push({ id: doc._id, path, file: asset });
        }
        if (value._type === "slug" && typeof value.current === "string" && !doc._id.startsWith("drafts.")) {
          const key = `${doc._type}:${value.current}`;
          if (slugs.has(key)) report(doc._id, path, `slug "${value.current}" is also used by ${slugs.get(key)}`);
          else slugs.set(key, doc._id);
        }
      }
    });
  }
  return docs.length;
}

/**
 * Calls `visit` with a value and every value inside it, each with its path.
 * @param {unknown} value
 * @param {string} path
 * @param {(value: unknown, path: string) => void} visit
 */
function walk(value, path, visit) {
  visit(value, path);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, `${path}[${i}]`, visit);
    });
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key, visit);
  }
}

/**
 * Each image file is what its name says: Sanity's export names an image `<sha1>-<width>x<height>.<ext>`,
 * and the site reads its size from that name (its width and height attributes, its resized copies).
 */
async function checkImages() {
  // web's sharp (the scripts resolve packages from the root, which does not depend on it): the part used here.
  /** @type {(file: string) => { metadata(): Promise<{ width?: number; height?: number }> }} */
  const sharp = createRequire(join(root, "web", "package.json"))("sharp");
  for (const image of images) {
    const [, width, height] = /\/[0-9a-f]{40}-(\d+)x(\d+)\.(?:jpg|png|webp)$/.exec(image.file) ?? [];
    if (!width) {
      report(image.id, image.path, `the image ${image.file} is not named as Sanity's export names images (<sha1>-<width>x<height>.jpg)`);
      continue;
    }
    const metadata = await sharp(join(dirname(file), image.file)).metadata();
    if (metadata.width !== Number(width) || metadata.height !== Number(height))
      report(
        image.id,
        image.path,
        `the image ${image.file} is ${metadata.width}x${metadata.height} pixels, not the ${width}x${height} its name says`,
      );
  }
}

function sanityValidate() {
  const studio = join(root, "studio");
  const result = spawnSync(
    join(studio, "node_modules", ".bin", "sanity"),
    ["documents", "validate", "--file", file, "--yes", "--format", "ndjson", "--level", "warning"],
    {
      cwd: studio,
      encoding: "utf8",
      // The CLI needs Node >= 22.12: put the workspace's Node 24 (devDependency `node`) first on PATH.
      env: {
        ...process.env,
        PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
        SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN || "dummy",
        SANITY_TELEMETRY_DISABLED: "1",
        DO_NOT_TRACK: "1",
      },
    },
  );
  if (result.error) throw result.error;
  let markers = 0;
  for (const line of result.stdout.split("\n")) {
    if (!line.trim().startsWith("{")) continue;
    const entry = /** @type {ValidationEntry} */ (JSON.parse(line));
    for (const marker of entry.markers ?? []) {
      markers += 1;
      const path = (marker.path ?? []).map((p) => (typeof p === "object" ? `[_key=="${p._key}"]` : p)).join(".");
      report(entry.documentId, path, `${marker.level}: ${marker.message}`);
    }
  }
  if (result.status !== 0 && markers === 0) {
    report("sanity documents validate", "", `exited ${result.status}\n${result.stderr.trim()}`);
  }
}

const count = checkIntegrity(readFileSync(file, "utf8"));
await checkImages();
if (problems.length === 0) sanityValidate();
for (const finding of britishSpellings(documents)) {
  report(finding.id, finding.path, `British spelling “${finding.found}”: the site writes American English (${finding.hint})`);
}
for (const finding of figureFindings(documents)) report(finding.id, finding.path, `“${finding.found}”: ${finding.hint}`);
const placeholdersLeft = launchPlaceholders(documents);
if (launch)
  for (const finding of placeholdersLeft)
    report(finding.id, finding.path, `placeholder to replace before launch: “${finding.found}” (${finding.hint})`);
if (problems.length > 0) {
  console.error(`Content validation failed for ${file}:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `Content valid: ${count} documents in ${file} pass the integrity checks, Sanity's validator, the spelling check and the figures' check.`,
);
if (placeholdersLeft.length > 0) {
  console.log(
    `Before launch, replace these ${placeholdersLeft.length} placeholders (\`pnpm content:validate --launch\` fails while any is left):\n  ${placeholdersLeft.map(describeFinding).join("\n  ")}`,
  );
} else console.log("Launch check: no placeholders left.");
