#!/usr/bin/env node
// `pnpm bench:scale`: how the build and the blog's pages grow with the number of posts. See --help.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as bench from "./lib/next-app.mjs";
import { scaleDataset } from "./lib/scale-dataset.mjs";

const options = bench.benchArgs(
  `pnpm bench:scale: builds the site on the bundled dataset and on larger ones made from it (generated posts,
  authors and bodies; scripts/lib/scale-dataset.mjs), each a clean build, and reports per dataset: the build's wall
  time, the pages it generated, ms per page (static generation, and the whole build), the build's peak memory, the
  server's start time, and the HTML of /blog, its second and last pages, a category, the busiest author and one
  post, raw and gzipped. Writes bench-results/scale.json. Times are reported, never asserted.`,
  {
    sizes: { type: "string", default: "200,2000", help: "posts in each generated dataset, comma-separated" },
    seed: { type: "number", default: "1", help: "the generator's seed" },
    validate: { type: "boolean", help: "first check each generated dataset with Sanity's validator (content:validate)" },
    "browser-suite": {
      type: "boolean",
      help: "also run the browser suite (desktop, phone) on the bundled and the first generated dataset: duration, counts",
    },
  },
);
const distDir = ".next-bench-scale";
const work = bench.workFolder("bench-scale-");
bench.onStop(() => rmSync(join(bench.web, distDir), { recursive: true, force: true }));

/** The reported pages of a dataset: the blog's pages, its busiest author, the first post and its first category. @param {Array<Record<string, any>>} docs */
function datasetFacts(docs) {
  const posts = docs.filter((doc) => doc._type === "post");
  const blog = docs.find((doc) => doc._type === "page" && doc.slug?.current === "blog");
  /** @type {number | undefined} */
  const pageSize = blog?.sections?.find((/** @type {any} */ section) => section._type === "postListing")?.pagination?.pageSize;
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
  /** @type {Record<string, string>} */
  const pages = {
    "/blog": "/blog",
    "/blog/page/2": "/blog/page/2",
    "last page": `/blog/page/${Math.ceil(posts.length / pageSize)}`,
    category: `/blog/category/${slugOf(category._ref)}`,
    author: `/blog/author/${slugOf(busiest)}`,
    post: `/blog/${first.slug.current}`, // the same real post on every dataset
  };
  return { posts: posts.length, pages };
}

/** Pages prerendered and the time static generation took, as `next build` reports them. @param {string} output */
function generation(output) {
  const line = /Generating static pages using \d+ workers? \((\d+)\/\d+\) in ([\d.]+)(ms|s|min)/.exec(output);
  if (!line) throw new Error("next build no longer reports its static generation (pages, time): has its output changed?");
  return { pages: Number(line[1]), ms: Number(line[2]) * { ms: 1, s: 1000, min: 60_000 }[/** @type {"ms" | "s" | "min"} */ (line[3])] };
}

/** @param {string} origin @param {Record<string, string>} pages */
async function measurePages(origin, pages) {
  /** @type {Record<string, { path: string; bytes: number; gzip: number }>} */
  const sizes = {};
  for (const [label, path] of Object.entries(pages)) {
    const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    sizes[label] = { path, bytes: html.length, gzip: gzipSync(html).length };
  }
  return sizes;
}

/** @param {string} label @param {string} file @param {ReturnType<typeof datasetFacts>} facts */
async function measure(label, file, facts) {
  console.log(`bench:scale: ${label} (${facts.posts} posts): building…`);
  const env = { SITE_TEST_DATASET_FILE: file };
  const build = await bench.buildNext(bench.web, distDir, env);
  const generated = generation(build.output);
  const started = performance.now();
  const server = await bench.startSite({ distDir, env });
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
  spawnSync(join(bench.web, "node_modules", ".bin", "playwright"), ["test", "--project=desktop", "--project=phone", "--reporter=json"], {
    cwd: bench.web,
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
  /** @type {{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }} */
  const { stats } = JSON.parse(readFileSync(report, "utf8"));
  if (stats.expected + stats.unexpected + stats.flaky === 0) throw new Error(`the browser suite ran no test on ${label} (see above)`);
  for (const folder of [".next-bench-suite", ".next-bench-suite-lake"]) rmSync(join(bench.web, folder), { recursive: true, force: true });
  return { label, wallMs: Math.round(wallMs), passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** @param {Array<Awaited<ReturnType<typeof measure>>>} results the bundled dataset's first */
function table(results) {
  const base = results[0];
  if (!base) throw new Error("no dataset was measured");
  const labels = Object.keys(base.html);
  const header = ["dataset", "posts", "build s", "pages", "generation s", "ms/page", "× bundled", "build ms/page", "peak MB", "start s"];
  const html = (/** @type {{ bytes: number; gzip: number } | undefined} */ size) =>
    `${bench.kb(size?.bytes ?? 0)} (${bench.kb(size?.gzip ?? 0)})`;
  const rows = results.map((r) => [
    ...[r.label, r.posts, (r.buildMs / 1000).toFixed(1), r.pages, (r.generationMs / 1000).toFixed(1), r.msPerPage.toFixed(1)],
    ...[`${(r.msPerPage / base.msPerPage).toFixed(2)}×`, Math.round(r.buildMsPerPage), r.peakRssMb, (r.startMs / 1000).toFixed(1)],
    ...labels.map((label) => html(r.html[label])),
  ]);
  return bench.table([...header, ...labels.map((label) => `${label} kB (gz)`)], rows);
}

const documents = bench.readDataset();
const datasets = [{ label: "bundled", file: bench.bundledDataset, docs: documents }];
for (const size of options.sizes.split(",").map(Number)) {
  const docs = scaleDataset(/** @type {any} */ (documents), size, options.seed);
  datasets.push({ label: `${size} posts`, file: bench.writeDataset(join(work, `posts-${size}`), docs), docs });
}
await bench.run(async () => {
  for (const { label, file } of options.validate ? datasets.slice(1) : []) {
    console.log(`bench:scale: validating ${label}…`);
    const check = spawnSync(process.execPath, [join(bench.root, "scripts", "validate-content.mjs"), file], { stdio: "inherit" });
    if (check.status !== 0) throw new Error(`the generated dataset (${label}) is not valid`);
  }
  const results = [];
  for (const { label, file, docs } of datasets) {
    const result = await measure(label, file, datasetFacts(docs));
    results.push(result);
    const figures = `${result.msPerPage.toFixed(1)} ms/page generating, peak ${result.peakRssMb} MB`;
    console.log(`bench:scale: ${label}: ${result.pages} pages in ${(result.buildMs / 1000).toFixed(1)} s, ${figures}`);
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
    const minutes = (/** @type {number} */ ms) => [(ms / 60_000).toFixed(1), `${(ms / firstSuite.wallMs).toFixed(2)}×`];
    const rows = suites.map((s) => [s.label, ...minutes(s.wallMs), s.passed, s.failed, s.skipped]);
    console.log(bench.table(["dataset", "minutes", "× bundled", "passed", "failed", "skipped"], rows));
  }
  bench.writeResults("scale", { seed: options.seed, results, suites });
});
