#!/usr/bin/env node
// Checks the bundled dataset (content/production.ndjson, or the file given) before anything is built, naming the
// document and field of each problem (exit 1):
//   1. integrity: one JSON document a line, unique _id, every array item with a unique _key, no reference to a missing
//      document, no slug twice in a type, every file (`_sanityAsset`) beside the NDJSON, every image of the size its name says;
//   2. Sanity's own validator, offline (`sanity documents validate --file`): every rule of the schemas in schemas/;
//   3. the words: American spelling; the placeholders to replace before launch listed (with --launch, they fail too);
//   4. the figures (scripts/lib/content-checks.mjs figureFindings, schemas/claims.ts's rules, which the Studio applies too).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { britishSpellings, describeFinding, figureFindings, launchPlaceholders, walk } from "./lib/content-checks.mjs";
import { runSanityCli } from "./lib/sanity-project.mjs";

/** @import { Doc } from "./lib/content-checks.mjs" */

/** A line of `sanity documents validate --format ndjson`. @typedef {{ documentId: string; markers?: { level: string; message: string; path?: (string | number | { _key: string })[] }[] }} ValidationEntry */

const root = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const launch = args.includes("--launch");
const file = resolve(args.find((arg) => !arg.startsWith("--")) ?? join(root, "content", "production.ndjson"));
/** @type {string[]} */
const problems = [];
/** @param {string} id @param {string} path @param {string} message */
const report = (id, path, message) => problems.push(`${id}${path ? ` › ${path}` : ""}: ${message}`);

/** @type {{ id: string; path: string; file: string }[]} The images the documents use, for the check of their files. */
const images = [];

/** The documents (each a string _id and _type; one without is reported and left out). @param {string} text the NDJSON */
function parseDocuments(text) {
  /** @type {Doc[]} */
  const docs = [];
  /** @type {Set<string>} */
  const ids = new Set();
  for (const [index, line] of text.split("\n").entries()) {
    if (!line.trim()) continue;
    /** @type {Doc | null} */
    let doc;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      report(`line ${index + 1}`, "", `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (typeof doc?._id !== "string" || typeof doc._type !== "string") report("(document)", "", "needs a string _id and _type");
    else {
      if (ids.has(doc._id)) report(doc._id, "_id", "used by more than one document");
      ids.add(doc._id);
      docs.push(doc);
    }
  }
  return { docs, ids };
}

/** @param {Doc[]} docs @param {Set<string>} ids */
function checkIntegrity(docs, ids) {
  /** @type {Map<string, string>} */
  const slugs = new Map();
  for (const doc of docs) {
    for (const [path, value] of walk(doc)) {
      if (Array.isArray(value)) {
        const keys = new Set();
        value.forEach((item, i) => {
          if (!item || typeof item !== "object" || Array.isArray(item)) return;
          if (typeof item._key !== "string" || item._key === "") report(doc._id, `${path}[${i}]`, "array item has no _key");
          else if (keys.has(item._key)) report(doc._id, `${path}[${i}]`, `duplicate _key "${item._key}"`);
          else keys.add(item._key);
        });
        continue;
      }
      if (!value || typeof value !== "object") continue;
      if (typeof value._ref === "string" && !ids.has(value._ref) && !ids.has(`drafts.${value._ref}`))
        report(doc._id, path, `references "${value._ref}", which is not in the dataset`);
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
  }
}

/** Each image is the size its name says (`<sha1>-<width>x<height>.<ext>`, Sanity's export's; the site reads sizes from it). */
async function checkImages() {
  /** web's sharp, the part used here: @type {(file: string) => { metadata(): Promise<{ width?: number; height?: number }> }} */
  const sharp = createRequire(join(root, "web", "package.json"))("sharp");
  for (const image of images) {
    const [, width, height] = /\/[0-9a-f]{40}-(\d+)x(\d+)\.(?:jpg|png|webp)$/.exec(image.file) ?? [];
    if (!width) {
      report(image.id, image.path, `the image ${image.file} is not named as Sanity's export names images (<sha1>-<width>x<height>.jpg)`);
      continue;
    }
    const { width: w, height: h } = await sharp(join(dirname(file), image.file)).metadata();
    if (w !== Number(width) || h !== Number(height))
      report(image.id, image.path, `the image ${image.file} is ${w}x${h} pixels, not the ${width}x${height} its name says`);
  }
}

function sanityValidate() {
  const args = ["documents", "validate", "--file", file, "--yes", "--format", "ndjson", "--level", "warning"];
  const env = { SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN || "dummy" };
  const result = runSanityCli(args, env, { encoding: "utf8" });
  let markers = 0;
  for (const line of String(result.stdout).split("\n")) {
    if (!line.trim().startsWith("{")) continue;
    const entry = /** @type {ValidationEntry} */ (JSON.parse(line));
    for (const marker of entry.markers ?? []) {
      markers += 1;
      const path = (marker.path ?? []).map((p) => (typeof p === "object" ? `[_key=="${p._key}"]` : p)).join(".");
      report(entry.documentId, path, `${marker.level}: ${marker.message}`);
    }
  }
  if (result.status !== 0 && markers === 0)
    report("sanity documents validate", "", `exited ${result.status}\n${String(result.stderr).trim()}`);
}

const { docs: documents, ids } = parseDocuments(readFileSync(file, "utf8"));
checkIntegrity(documents, ids);
await checkImages();
if (problems.length === 0) sanityValidate();
for (const { id, path, found, hint } of britishSpellings(documents))
  report(id, path, `British spelling “${found}”: the site writes American English (${hint})`);
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
  `Content valid: ${documents.length} documents in ${file} pass the integrity checks, Sanity's validator, the spelling check and the figures' check.`,
);
if (placeholdersLeft.length > 0) {
  console.log(
    `Before launch, replace these ${placeholdersLeft.length} placeholders (\`pnpm content:validate --launch\` fails while any is left):\n  ${placeholdersLeft.map(describeFinding).join("\n  ")}`,
  );
} else console.log("Launch check: no placeholders left.");
