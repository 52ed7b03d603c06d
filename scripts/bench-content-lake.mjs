#!/usr/bin/env node
// `pnpm bench:content-lake`: what the site costs a Sanity project. See --help.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startContentLake } from "../web/tests/content-lake/server.mjs";
import { revalidateWebhook } from "../web/tests/content-lake/webhooks.mjs";
import { benchArgs, buildNext, freePort, onStop, run, startSite, table, web, writeResults } from "./lib/next-app.mjs";

/** @import { LogEntry } from "../web/tests/content-lake/server.mjs" */
/** @typedef {Awaited<ReturnType<typeof get>>} Page */
/**
 * A publish the bench makes: the patch of a document, and the page that shows it.
 * @typedef {{ type: string; id: string; slug: string | null; path: string; set: Record<string, string>; marker: string }} Edit
 */

const options = benchArgs(
  `pnpm bench:content-lake: the site in Sanity mode against the Content Lake stand-in (web/tests/content-lake) on the
  bundled dataset, served by web/server.mjs; counts the stand-in's API requests (queries, document reads) and bytes:
    - during a clean build, and a rebuild over the same folder (its cache kept, as hosts do);
    - per cached view of each template (after a warm-up view, over --views views), and per search;
    - per publish by document type: the edit made in the stand-in (visible to queries after --delay-ms), which
      sends the site Sanity's webhook; the seconds to the delivery and to the edit live (or "not live" after
      --live-timeout), then every route of /sitemap.xml fetched once: the pages rendered again, their scripts.
  Writes bench-results/content-lake.json and .md. Counts are reported, never asserted.`,
  {
    views: { type: "string", default: "5", help: "cached views per template" },
    "delay-ms": { type: "string", default: "1000", help: "the stand-in's delay before queries see a publish" },
    "live-timeout": { type: "string", default: "30", help: "seconds to wait for an edit to show" },
    json: { type: "boolean", help: "also print the results as JSON" },
  },
);
const port = await freePort();
const views = Number(options.views);
const delayMs = Number(options["delay-ms"]);
const liveTimeoutMs = Number(options["live-timeout"]) * 1000;
const distDir = ".next-bench-lake";
const secret = "bench-content-lake-webhook-secret";
const origin = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), "bench-lake-"));
onStop(() => rmSync(work, { recursive: true, force: true }));
onStop(() => rmSync(join(web, distDir), { recursive: true, force: true }));
const say = (/** @type {string} */ text) => console.error(`bench:content-lake: ${text}`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The stand-in sends the site its webhook on every publish (retried until the site is up).
const lake = await startContentLake({ delayMs, port: await freePort(), webhooks: [revalidateWebhook(origin, secret)] });
onStop(() => lake.stop());
const env = {
  SANITY_PROJECT_ID: lake.projectId,
  SANITY_DATASET: lake.dataset,
  SITE_TEST_SANITY_API_HOST: lake.url,
  SITE_TEST_SANITY_CDN_URL: lake.url,
  SANITY_REVALIDATE_SECRET: secret,
  CONTACT_DATA_DIR: join(work, "data"),
};

/** API requests: queries and document reads the site made (the bench's own mutations are not the site's). */
const isApi = (/** @type {LogEntry} */ entry) => entry.kind === "query" || entry.kind === "doc";
const mark = () => lake.log.at(-1)?.seq ?? 0;
/** @param {number} seq */
function since(seq) {
  const entries = lake.log.filter((entry) => entry.seq > seq && isApi(entry));
  return { requests: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0) };
}

/** Waits until the stand-in has had no request for `quietMs` (a page regenerated in the background), at most 15 s. */
async function settle(quietMs = 750) {
  const deadline = Date.now() + 15_000;
  let last = mark();
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    if (mark() !== last) {
      last = mark();
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
  }
}

/** @param {string} path */
async function get(path) {
  const response = await fetch(`${origin}${path}`, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-nextjs-cache") ?? "-",
    html,
    bytes: Buffer.byteLength(html),
    scripts: (html.match(/<script\b/g) ?? []).length,
  };
}

/** One document of a type, and the address it is shown at (each query's projection, null when there is none). */
async function facts() {
  const one = (/** @type {string} */ query) => lake.query(query);
  const post = /** @type {{ _id: string; title: string; slug: string; category: string; author: string } | null} */ (
    await one(
      `*[_type == "post"] | order(publishedAt desc)[0]{_id, title, "slug": slug.current, "category": categories[0]->slug.current, "author": author->slug.current}`,
    )
  );
  const service = /** @type {{ _id: string; title: string; slug: string } | null} */ (
    await one(`*[_type == "service"] | order(order asc)[0]{_id, title, "slug": slug.current}`)
  );
  const caseStudy = /** @type {{ _id: string; title: string; slug: string } | null} */ (
    await one(`*[_type == "caseStudy"] | order(order asc)[0]{_id, title, "slug": slug.current}`)
  );
  const about = /** @type {{ _id: string; heading: string } | null} */ (
    await one(`*[_type == "page" && slug.current == "about"][0]{_id, "heading": sections[0].heading}`)
  );
  const settings = /** @type {{ _id: string; copyright: string } | null} */ (await one(`*[_id == "siteSettings"][0]{_id, copyright}`));
  if (!post || !service || !caseStudy || !about || !settings)
    throw new Error("the dataset lacks a post, service, case study, about page or settings");
  return { post, service, caseStudy, about, settings };
}

const round = (/** @type {number} */ value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** @param {[string, string][]} pages each a template, and an address of it */
async function cachedViews(pages) {
  const results = [];
  for (const [template, path] of pages) {
    const warm = await get(path);
    await settle();
    const before = mark();
    let last = warm;
    for (let view = 0; view < views; view += 1) last = await get(path);
    await settle();
    const { requests, bytes } = since(before);
    results.push({
      template,
      path,
      status: last.status,
      cache: last.cache,
      requestsPerView: round(requests / views, 2),
      bytesPerView: Math.round(bytes / views),
    });
  }
  return results;
}

/** @param {string[]} words */
async function searches(words) {
  const results = [];
  for (const word of words) {
    await settle();
    const before = mark();
    const page = await get(`/search?q=${encodeURIComponent(word)}`);
    await settle();
    results.push({ word, status: page.status, ...since(before) });
  }
  return results;
}

/** The stand-in's webhook deliveries of a transaction, once settled; throws unless each was delivered. @param {string} transaction */
async function delivered(transaction) {
  const { settled, deliveries } = await lake.waitForWebhooks({ transaction }, { timeoutMs: 60_000 });
  const failed = deliveries.find((delivery) => delivery.state !== "delivered");
  if (!settled || failed || deliveries.length === 0)
    throw new Error(`the webhook of ${transaction} was not delivered: ${JSON.stringify(failed ?? deliveries)}`);
  return deliveries;
}

async function sitemapRoutes() {
  const xml = (await get("/sitemap.xml")).html;
  // (The group always matches.)
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(/** @type {string} */ (match[1])).pathname).sort();
}

/** @param {Edit} edit @param {string[]} routes */
async function publish({ type, id, path, set, marker }, routes) {
  await settle();
  const before = mark();
  const sent = performance.now();
  const { transactionId } = await lake.mutate([{ patch: { id, set } }]);
  // The stand-in's webhook: the projection docs/sanity-project.md gives (the new revision, which the server
  // waits for queries to show, and an update that keeps the document's address); answered once revalidated.
  const [delivery] = await delivered(transactionId);
  const deliveredSeconds = round((performance.now() - sent) / 1000, 2);
  /** @type {Map<string, Page>} */
  const firstViews = new Map();
  /** @type {number | null} */
  let liveSeconds = null;
  for (const deadline = Date.now() + liveTimeoutMs; Date.now() < deadline; ) {
    const page = await get(path);
    if (!firstViews.has(path)) firstViews.set(path, page);
    if (page.html.includes(marker)) {
      liveSeconds = round((performance.now() - sent) / 1000, 2);
      break;
    }
    await sleep(250);
  }
  for (const route of routes) if (!firstViews.has(route)) firstViews.set(route, await get(route));
  await settle();
  const rendered = [...firstViews.values()].filter((page) => page.cache !== "HIT");
  const { requests, bytes } = since(before);
  return {
    type,
    path,
    deliveredSeconds,
    attempts: delivery?.attempts.length ?? 0,
    liveSeconds,
    routes: firstViews.size,
    rerendered: rendered.length,
    maxScripts: Math.max(0, ...rendered.map((page) => page.scripts)),
    meanKb: rendered.length ? round(rendered.reduce((sum, page) => sum + page.bytes, 0) / rendered.length / 1024) : 0,
    hitScripts: Math.max(0, ...[...firstViews.values()].filter((page) => page.cache === "HIT").map((page) => page.scripts)),
    requests,
    bytes,
  };
}

/**
 * One edit per document type, as an editor's publish: a field shown on the page checked, with a word added.
 * @param {Awaited<ReturnType<typeof facts>>} known
 */
function editsOf(known) {
  /**
   * @param {string} type
   * @param {{ _id: string }} doc
   * @param {string | null} slug
   * @param {string} path
   * @param {string} field
   * @param {string} value
   * @returns {Edit}
   */
  const edit = (type, doc, slug, path, field, value) => {
    const marker = `BenchEdit${type}`;
    return { type, id: doc._id, slug, path, set: { [field]: `${value} ${marker}` }, marker };
  };
  const { post, service, about, settings, caseStudy } = known;
  const edits = [
    edit("post", post, post.slug, `/blog/${post.slug}`, "title", post.title),
    edit("service", service, service.slug, `/services/${service.slug}`, "title", service.title),
    edit("page", about, "about", "/about", "sections[0].heading", about.heading),
    edit("siteSettings", settings, null, "/", "copyright", settings.copyright),
    edit("caseStudy", caseStudy, caseStudy.slug, `/case-studies/${caseStudy.slug}`, "title", caseStudy.title),
  ];
  return edits;
}

/** The results as Markdown tables. @param {{ build: { clean: { requests: number; bytes: number }; rebuild: { requests: number; bytes: number } }; cachedViews: Awaited<ReturnType<typeof cachedViews>>; search: Awaited<ReturnType<typeof searches>>; sitemapRoutes: number; publish: Array<Awaited<ReturnType<typeof publish>>> }} results */
function report({
  build: { clean: cleanBuild, rebuild },
  cachedViews: viewResults,
  search: searchResults,
  sitemapRoutes: routes,
  publish: publishResults,
}) {
  const perSearch = searchResults.reduce((sum, item) => sum + item.requests, 0) / searchResults.length;
  const perSearchBytes = searchResults.reduce((sum, item) => sum + item.bytes, 0) / searchResults.length;
  const text = [
    `Content Lake stand-in, bundled dataset; a mutation visible to queries ${delayMs} ms after it is accepted; ${views} views per template after a warm-up view.`,
    "",
    table(
      ["build", "API requests", "kB read"],
      [
        ["clean build", cleanBuild.requests, kb(cleanBuild.bytes)],
        ["rebuild (build folder and its cache kept)", rebuild.requests, kb(rebuild.bytes)],
      ],
    ),
    "",
    table(
      ["cached view", "address", "status", "x-nextjs-cache", "API requests / view", "kB read / view"],
      viewResults.map((r) => [r.template, r.path, r.status, r.cache, r.requestsPerView, kb(r.bytesPerView)]),
    ),
    "",
    table(
      ["search", "status", "API requests", "kB read"],
      [...searchResults.map((r) => [r.word, r.status, r.requests, kb(r.bytes)]), ["mean", "", round(perSearch, 2), kb(perSearchBytes)]],
    ),
    "",
    table(
      [
        "publish",
        "page checked",
        "publish → webhook answered s",
        "publish → live s",
        `pages re-rendered (of ${routes})`,
        "max script tags, re-rendered",
        "mean kB, re-rendered",
        "max script tags, cached",
        "API requests",
        "kB read",
      ],
      publishResults.map((r) => [
        r.type,
        r.path,
        r.deliveredSeconds,
        r.liveSeconds ?? `not live in ${liveTimeoutMs / 1000} s`,
        r.rerendered,
        r.maxScripts,
        r.meanKb,
        r.hitScripts,
        r.requests,
        kb(r.bytes),
      ]),
    ),
  ].join("\n");
  return text;
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
await run(async () => {
  const known = await facts();
  say(`stand-in on ${lake.url} (delay ${delayMs} ms); clean build in web/${distDir}…`);
  let seq = mark();
  await buildNext(web, distDir, env);
  const cleanBuild = since(seq);
  say(`clean build: ${cleanBuild.requests} API requests; rebuild over the same folder…`);
  seq = mark();
  await buildNext(web, distDir, env, { clean: false });
  const rebuild = since(seq);
  say(`rebuild: ${rebuild.requests} API requests; serving on ${origin}…`);
  await startSite({ distDir, env, port, ready: "/robots.txt" });
  await settle();

  /** @type {[string, string][]} */
  const pages = [
    ["home", "/"],
    ["service", `/services/${known.service.slug}`],
    ["content page", "/about"],
    ["post", `/blog/${known.post.slug}`],
    ["blog", "/blog"],
    ["category", `/blog/category/${known.post.category}`],
    ["author", `/blog/author/${known.post.author}`],
    ["case study", `/case-studies/${known.caseStudy.slug}`],
    ["unknown address (404)", "/no-such-page-for-the-bench"],
  ];
  say("cached views…");
  const viewResults = await cachedViews(pages);
  const words = [known.post.title, known.service.title, known.caseStudy.title].map((title) => {
    const [word] = title.split(/\W+/).filter((word) => word.length > 4);
    if (!word) throw new Error(`the title "${title}" has no word of five letters or more to search for`);
    return word.toLowerCase();
  });
  say("searches…");
  const searchResults = await searches(words);

  const routes = await sitemapRoutes();
  const edits = editsOf(known);
  const publishResults = [];
  for (const edit of edits) {
    say(`publish: ${edit.type}…`);
    publishResults.push(await publish(edit, routes));
  }

  const results = {
    delayMs,
    views,
    build: { clean: cleanBuild, rebuild },
    cachedViews: viewResults,
    search: searchResults,
    sitemapRoutes: routes.length,
    publish: publishResults,
  };
  const text = report(results);
  console.log(text);
  if (options.json) console.log(JSON.stringify(results, null, 2));
  writeResults("content-lake", results, text);
});
