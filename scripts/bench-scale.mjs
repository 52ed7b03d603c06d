#!/usr/bin/env node
// `pnpm bench:scale`: how the build and the blog's pages grow with the number of posts. See --help.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { benchArgs, buildNext, table as markdown, onStop, root, run, startSite, web, writeResults } from "./lib/next-app.mjs";
import { scaleDataset } from "./lib/scale-dataset.mjs";

/**
 * A document of the dataset, with the fields read here as its schema gives them.
 * @typedef {import("./lib/scale-dataset.mjs").Doc & {
 *   slug?: { current: string };
 *   sections?: Array<{ _type: string; pagination?: { pageSize?: number } }>;
 *   author?: { _ref: string };
 *   categories?: Array<{ _ref: string }>;
 * }} Doc
 */

const options = benchArgs(
  `pnpm bench:scale: builds the site on the bundled dataset and on larger ones made from it (generated posts,
  authors and bodies; scripts/lib/scale-dataset.mjs), each a clean build, and reports per dataset: the build's wall
  time, the pages it generated, ms per page (static generation, and the whole build), the build's peak memory, the
  server's start time, and the HTML of /blog, its second and last pages, a category, the busiest author and one
  post, raw and gzipped. Writes bench-results/scale.json. Times are reported, never asserted.`,
  {
    sizes: { type: "string", default: "200,2000", help: "posts in each generated dataset, comma-separated" },
    seed: { type: "string", default: "1", help: "the generator's seed" },
    validate: { type: "boolean", help: "first check each generated dataset with Sanity's validator (content:validate)" },
    "browser-suite": {
      type: "boolean",
      help: "also run the browser suite (desktop, phone) on the bundled and the first generated dataset: duration, counts",
    },
  },
);
const bundled = join(root, "content", "production.ndjson");
const sizes = options.sizes.split(",").map(Number);
const distDir = ".next-bench-scale";
const work = mkdtempSync(join(tmpdir(), "bench-scale-"));
onStop(() => rmSync(work, { recursive: true, force: true }));
onStop(() => rmSync(join(web, distDir), { recursive: true, force: true }));

/** @param {string} text @returns {Doc[]} one document per line */
const parse = (text) =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
const documents = parse(readFileSync(bundled, "utf8"));

/**
 * A dataset in its own folder with the bundled files beside it (Sanity's export layout: files/, images/).
 * @param {string} name
 * @param {import("./lib/scale-dataset.mjs").Doc[]} docs
 */
function writeDataset(name, docs) {
  const folder = join(work, name);
  mkdirSync(folder);
  for (const assets of ["files", "images"]) {
    try {
      symlinkSync(join(root, "content", assets), join(folder, assets));
    } catch {}
  }
  const file = join(folder, "production.ndjson");
  writeFileSync(file, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return file;
}

/**
 * What the reported pages are for a dataset: the blog's page size, its busiest author and first category.
 * @param {Doc[]} docs
 */
function datasetFacts(docs) {
  // A post has its author, categories and slug (the schema requires them; the dataset is Sanity's validator's).
  const posts = /** @type {Array<Doc & Required<Pick<Doc, "author" | "categories" | "slug">>>} */ (
    docs.filter((doc) => doc._type === "post")
  );
  const blog = docs.find((doc) => doc._type === "page" && doc.slug?.current === "blog");
  const pageSize = blog?.sections?.find((section) => section._type === "postListing")?.pagination?.pageSize;
  if (!pageSize) throw new Error("the blog page has no Post listing with a page size");
  /** @type {Map<string, number>} */
  const byAuthor = new Map();
  for (const post of posts) byAuthor.set(post.author._ref, (byAuthor.get(post.author._ref) ?? 0) + 1);
  const [busiest] = [...byAuthor].sort((a, b) => b[1] - a[1])[0] ?? [];
  const [first] = posts;
  const category = first?.categories[0];
  if (!busiest || !first || !category) throw new Error("the dataset has no post with an author and a category");
  /** @param {string} id */
  const slugOf = (id) => {
    const slug = docs.find((doc) => doc._id === id)?.slug?.current;
    if (slug === undefined) throw new Error(`${id}, which a post references, has no slug in the dataset`);
    return slug;
  };
  return {
    posts: posts.length,
    pages: {
      "/blog": "/blog",
      "/blog/page/2": "/blog/page/2",
      "last page": `/blog/page/${Math.ceil(posts.length / pageSize)}`,
      category: `/blog/category/${slugOf(category._ref)}`,
      author: `/blog/author/${slugOf(busiest)}`,
      // The same real post on every dataset.
      post: `/blog/${first.slug.current}`,
    },
  };
}

const units = { ms: 1, s: 1000, min: 60_000 };

/** Pages prerendered and the time static generation took, as `next build` reports them. @param {string} output */
function generation(output) {
  const line = /Generating static pages using \d+ workers? \((\d+)\/\d+\) in ([\d.]+)(ms|s|min)/.exec(output);
  if (!line) throw new Error("next build no longer reports its static generation (pages, time): has its output changed?");
  // (The unit is one the pattern names.)
  return { pages: Number(line[1]), ms: Number(line[2]) * units[/** @type {keyof typeof units} */ (line[3])] };
}

/** @typedef {{ path: string; bytes: number; gzip: number }} PageSize */
/** @typedef {keyof ReturnType<typeof datasetFacts>["pages"]} PageLabel */

/** @param {string} origin @param {Record<PageLabel, string>} pages @returns {Promise<Record<PageLabel, PageSize>>} */
async function measurePages(origin, pages) {
  /** @type {Record<string, PageSize>} */
  const sizes = {};
  for (const [label, path] of Object.entries(pages)) {
    const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    sizes[label] = { path, bytes: html.length, gzip: gzipSync(html).length };
  }
  // (A size for every page asked for.)
  return /** @type {Record<PageLabel, PageSize>} */ (sizes);
}

/** @param {string} label @param {string} file @param {ReturnType<typeof datasetFacts>} facts */
async function bench(label, file, facts) {
  console.log(`bench:scale: ${label} (${facts.posts} posts): building…`);
  const env = { SITE_TEST_DATASET_FILE: file };
  const build = await buildNext(web, distDir, env);
  const generated = generation(build.output);
  const started = performance.now();
  const server = await startSite({ distDir, env: { ...env, CONTACT_DATA_DIR: join(work, "data") } });
  const startMs = performance.now() - started;
  try {
    return {
      label,
      posts: facts.posts,
      buildMs: Math.round(build.ms),
      pages: generated.pages,
      generationMs: Math.round(generated.ms),
      msPerPage: generated.ms / generated.pages,
      buildMsPerPage: build.ms / generated.pages,
      peakRssMb: Math.round(build.peakRss / 2 ** 20),
      startMs: Math.round(startMs),
      html: await measurePages(server.url, facts.pages),
    };
  } finally {
    await server.stop();
  }
}

/** The browser suite on a dataset: Playwright's own duration and counts, from its JSON report. @param {string} label @param {string} file */
function browserSuite(label, file) {
  console.log(`bench:scale: ${label}: the browser suite…`);
  const report = join(work, `playwright-${label.replace(/\W+/g, "-")}.json`);
  const started = performance.now();
  spawnSync(join(web, "node_modules", ".bin", "playwright"), ["test", "--project=desktop", "--project=phone", "--reporter=json"], {
    cwd: web,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      SITE_TEST_DATASET_FILE: file,
      E2E_PORT: process.env.E2E_PORT ?? "3431",
      SITE_TEST_DIST_DIR: ".next-bench-suite",
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    },
  });
  const wallMs = performance.now() - started;
  /** @type {{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }} the part of Playwright's report read here */
  const { stats } = JSON.parse(readFileSync(report, "utf8"));
  if (stats.expected + stats.unexpected + stats.flaky === 0) throw new Error(`the browser suite ran no test on ${label} (see above)`);
  rmSync(join(web, ".next-bench-suite"), { recursive: true, force: true });
  rmSync(join(web, ".next-bench-suite-lake"), { recursive: true, force: true });
  return { label, wallMs: Math.round(wallMs), passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/** @param {Array<Awaited<ReturnType<typeof bench>>>} results the bundled dataset's first */
function table(results) {
  const base = results[0];
  if (!base) throw new Error("no dataset was measured");
  const pageLabels = /** @type {PageLabel[]} */ (Object.keys(base.html));
  const header = [
    "dataset",
    "posts",
    "build s",
    "pages",
    "generation s",
    "ms/page",
    "× bundled",
    "build ms/page",
    "peak MB",
    "start s",
    ...pageLabels.map((label) => `${label} kB (gz)`),
  ];
  const rows = results.map((r) => [
    r.label,
    r.posts,
    (r.buildMs / 1000).toFixed(1),
    r.pages,
    (r.generationMs / 1000).toFixed(1),
    r.msPerPage.toFixed(1),
    `${(r.msPerPage / base.msPerPage).toFixed(2)}×`,
    Math.round(r.buildMsPerPage),
    r.peakRssMb,
    (r.startMs / 1000).toFixed(1),
    ...pageLabels.map((label) => `${kb(r.html[label].bytes)} (${kb(r.html[label].gzip)})`),
  ]);
  return markdown(header, rows);
}

const datasets = [{ label: "bundled", file: bundled, docs: documents }];
for (const size of sizes) {
  const docs = scaleDataset(documents, size, Number(options.seed));
  datasets.push({ label: `${size} posts`, file: writeDataset(`posts-${size}`, docs), docs });
}
await run(async () => {
  if (options.validate) {
    for (const { label, file } of datasets.slice(1)) {
      console.log(`bench:scale: validating ${label}…`);
      const check = spawnSync(process.execPath, [join(root, "scripts", "validate-content.mjs"), file], { stdio: "inherit" });
      if (check.status !== 0) throw new Error(`the generated dataset (${label}) is not valid`);
    }
  }
  const results = [];
  for (const { label, file, docs } of datasets) {
    const result = await bench(label, file, datasetFacts(docs));
    results.push(result);
    console.log(
      `bench:scale: ${label}: ${result.pages} pages in ${(result.buildMs / 1000).toFixed(1)} s, ` +
        `${result.msPerPage.toFixed(1)} ms/page generating, peak ${result.peakRssMb} MB`,
    );
  }
  console.log(
    "\nms/page: static generation's time over the pages it generated (the whole build's in `build ms/page`); " +
      "peak MB: the build's processes together; start s: until the server answers (it checks every page first); " +
      "HTML: raw (gzip).\n",
  );
  console.log(table(results));
  const suites = options["browser-suite"] ? datasets.slice(0, 2).map(({ label, file }) => browserSuite(label, file)) : [];
  const [firstSuite] = suites;
  if (firstSuite) {
    console.log("\nThe browser suite (desktop and phone projects; its two servers built first, included):\n");
    const rows = suites.map((suite) => [
      suite.label,
      (suite.wallMs / 60_000).toFixed(1),
      `${(suite.wallMs / firstSuite.wallMs).toFixed(2)}×`,
    ]);
    console.log(
      markdown(
        ["dataset", "minutes", "× bundled", "passed", "failed", "skipped"],
        rows.map((row, i) => [...row, suites[i]?.passed, suites[i]?.failed, suites[i]?.skipped]),
      ),
    );
  }
  writeResults("scale", { seed: Number(options.seed), results, suites });
});
