#!/usr/bin/env node
// `pnpm bench:content-lake`: what the site costs a Sanity project. See --help.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startContentLake } from "../web/tests/content-lake/server.mjs";
import { revalidateWebhook } from "../web/tests/content-lake/webhooks.mjs";
import { lakeSiteEnv } from "./lib/editing-stack.mjs";
import * as bench from "./lib/next-app.mjs";

/** @typedef {Awaited<ReturnType<typeof get>>} Page */
/** A publish: the patch of a document, and the page that shows it. @typedef {{ type: string; id: string; path: string; set: Record<string, string> }} Edit */

const options = bench.benchArgs(
  `pnpm bench:content-lake: the site in Sanity mode against the Content Lake stand-in (web/tests/content-lake) on the
  bundled dataset, served by web/server.mjs; counts the stand-in's API requests (queries, document reads) and bytes:
    - during a clean build, and a rebuild over the same folder (its cache kept, as hosts do);
    - per cached view of each template (after a warm-up view, over --views views), and per search;
    - per publish by document type: the edit made in the stand-in (visible to queries after --delay-ms), which
      sends the site Sanity's webhook; the seconds to the delivery answered and to the edit live (the first of a
      view every 50 ms from the publish on that shows it, or "not live" after --live-timeout), then every route of
      /sitemap.xml fetched once: the pages rendered again, their scripts (a publish's API requests include what
      those views every 50 ms made the site read).
  Writes bench-results/content-lake.json and .md. Counts are reported, never asserted.`,
  {
    views: { type: "number", default: "5", help: "cached views per template" },
    "delay-ms": { type: "number", default: "1000", help: "the stand-in's delay before queries see a publish" },
    "live-timeout": { type: "number", default: "30", help: "seconds to wait for an edit to show" },
  },
);
const { views, "delay-ms": delayMs } = options;
const liveTimeoutMs = options["live-timeout"] * 1000;
const port = await bench.freePort();
const distDir = ".next-bench-lake";
const secret = "bench-content-lake-webhook-secret";
const origin = `http://127.0.0.1:${port}`;
const work = bench.workFolder("bench-lake-");
bench.onStop(() => rmSync(join(bench.web, distDir), { recursive: true, force: true }));
const say = (/** @type {string} */ text) => console.error(`bench:content-lake: ${text}`);

// The stand-in sends the site its webhook on every publish (retried until the site is up).
const lake = await startContentLake({ delayMs, port: await bench.freePort(), webhooks: [revalidateWebhook(origin, secret)] });
bench.onStop(() => lake.stop());
const env = lakeSiteEnv(lake, secret, work);

const mark = () => lake.log.at(-1)?.seq ?? 0;
/** API requests since `seq`: queries and document reads the site made (the bench's own mutations are not the site's). @param {number} seq */
function since(seq) {
  const entries = lake.log.filter((entry) => entry.seq > seq && (entry.kind === "query" || entry.kind === "doc"));
  return { requests: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0) };
}
/** The site's API requests while `work` runs and until the stand-in is quiet after it. @param {() => Promise<unknown>} work */
async function counted(work) {
  await settle();
  const before = mark();
  await work();
  await settle();
  return since(before);
}

/** Waits until the stand-in has had no request for `quietMs` (a page regenerated in the background), at most 15 s. */
async function settle(quietMs = 750) {
  const deadline = Date.now() + 15_000;
  for (let last = -1; last !== mark() && Date.now() < deadline; await bench.sleep(quietMs)) last = mark();
}

/** @param {string} path */
async function get(path) {
  const response = await fetch(`${origin}${path}`, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  const cache = response.headers.get("x-nextjs-cache") ?? "-";
  return { status: response.status, cache, html, bytes: Buffer.byteLength(html), scripts: (html.match(/<script\b/g) ?? []).length };
}

/** One document of each type, and what its page shows. */
async function facts() {
  const [post, service, caseStudy, about, settings] = /** @type {any[]} */ (
    await Promise.all(
      [
        `*[_type == "post"] | order(publishedAt desc)[0]{_id, title, "slug": slug.current, "category": categories[0]->slug.current, "author": author->slug.current}`,
        `*[_type == "service"] | order(order asc)[0]{_id, title, "slug": slug.current}`,
        `*[_type == "caseStudy"] | order(order asc)[0]{_id, title, "slug": slug.current}`,
        `*[_type == "page" && slug.current == "about"][0]{_id, "heading": sections[0].heading}`,
        `*[_id == "siteSettings"][0]{_id, copyright}`,
      ].map((query) => lake.query(query)),
    )
  );
  if (!post || !service || !caseStudy || !about || !settings)
    throw new Error("the dataset lacks a post, service, case study, about page or settings");
  return { post, service, caseStudy, about, settings };
}

const round = (/** @type {number} */ value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** @param {[string, string][]} pages each a template, and an address of it */
async function cachedViews(pages) {
  const results = [];
  for (const [template, path] of pages) {
    let last = await get(path);
    const { requests, bytes } = await counted(async () => {
      for (let view = 0; view < views; view += 1) last = await get(path);
    });
    const perView = { requestsPerView: round(requests / views, 2), bytesPerView: Math.round(bytes / views) };
    results.push({ template, path, status: last.status, cache: last.cache, ...perView });
  }
  return results;
}

/** @param {string[]} words */
async function searches(words) {
  const results = [];
  for (const word of words) {
    let status = 0;
    const counts = await counted(async () => {
      status = (await get(`/search?q=${encodeURIComponent(word)}`)).status;
    });
    results.push({ word, status, ...counts });
  }
  return results;
}

/** @param {Edit} edit @param {string[]} routes */
async function publish({ type, id, path, set }, routes) {
  const marker = `BenchEdit${type}`;
  await settle();
  const before = mark();
  const sent = performance.now();
  const { transactionId } = await lake.mutate([{ patch: { id, set } }]);
  /** The first view of each route once the delivery was answered: what the publish had rendered again. @type {Map<string, Page>} */
  const firstViews = new Map();
  let delivered = false;
  // Live: the first view that shows the edit, as a visitor asking every 50 ms sees it, while the webhook is delivered.
  let stopped = false;
  const live = (async () => {
    for (const deadline = Date.now() + liveTimeoutMs; Date.now() < deadline && !stopped; await bench.sleep(50)) {
      const afterDelivery = delivered;
      const page = await get(path);
      if (afterDelivery && !firstViews.has(path)) firstViews.set(path, page);
      if (page.html.includes(marker)) return round((performance.now() - sent) / 1000, 2);
    }
    return null;
  })();
  live.catch(() => {});
  // The webhook (docs/sanity-project.md's projection), answered once the Content Lake settled.
  const { settled, deliveries } = await lake.waitForWebhooks({ transaction: transactionId }, { timeoutMs: 60_000 });
  delivered = true;
  const failed = deliveries.find((delivery) => delivery.state !== "delivered");
  if (!settled || failed || deliveries.length === 0) {
    stopped = true;
    throw new Error(`the webhook of ${transactionId} was not delivered: ${JSON.stringify(failed ?? deliveries)}`);
  }
  const deliveredSeconds = round((performance.now() - sent) / 1000, 2);
  const liveSeconds = await live;
  for (const route of routes) if (!firstViews.has(route)) firstViews.set(route, await get(route));
  await settle();
  const rendered = [...firstViews.values()].filter((page) => page.cache !== "HIT");
  const hits = [...firstViews.values()].filter((page) => page.cache === "HIT");
  return {
    type,
    path,
    deliveredSeconds,
    attempts: deliveries[0]?.attempts.length ?? 0,
    liveSeconds,
    routes: firstViews.size,
    rerendered: rendered.length,
    maxScripts: Math.max(0, ...rendered.map((page) => page.scripts)),
    meanKb: rendered.length ? round(rendered.reduce((sum, page) => sum + page.bytes, 0) / rendered.length / 1024) : 0,
    hitScripts: Math.max(0, ...hits.map((page) => page.scripts)),
    ...since(before),
  };
}

/** A publish of `field` (shown at `path`): its value with the word BenchEdit<type> added. @param {string} type @param {{ _id: string }} doc @param {string} path @param {string} field @param {string} value @returns {Edit} */
const edit = (type, doc, path, field, value) => ({ type, id: doc._id, path, set: { [field]: `${value} BenchEdit${type}` } });

/** One edit per document type, as an editor's publish. @param {Awaited<ReturnType<typeof facts>>} known */
const editsOf = ({ post, service, about, settings, caseStudy }) => [
  edit("post", post, `/blog/${post.slug}`, "title", post.title),
  edit("service", service, `/services/${service.slug}`, "title", service.title),
  edit("page", about, "/about", "sections[0].heading", about.heading),
  edit("siteSettings", settings, "/", "copyright", settings.copyright),
  edit("caseStudy", caseStudy, `/case-studies/${caseStudy.slug}`, "title", caseStudy.title),
];

/** The results as Markdown tables. @param {Awaited<ReturnType<typeof measureAll>>} results */
function report({ build, cachedViews: viewResults, search, sitemapRoutes: routes, publish: published }) {
  const mean = (/** @type {"requests" | "bytes"} */ key) => search.reduce((sum, item) => sum + item[key], 0) / search.length;
  const builds = [
    ["clean build", build.clean.requests, bench.kb(build.clean.bytes)],
    ["rebuild (build folder and its cache kept)", build.rebuild.requests, bench.kb(build.rebuild.bytes)],
  ];
  const views = viewResults.map((r) => [r.template, r.path, r.status, r.cache, r.requestsPerView, bench.kb(r.bytesPerView)]);
  const searches = search.map((r) => [r.word, r.status, r.requests, bench.kb(r.bytes)]);
  searches.push(["mean", "", round(mean("requests"), 2), bench.kb(mean("bytes"))]);
  const publishes = published.map((r) => [
    ...[r.type, r.path, r.deliveredSeconds, r.liveSeconds ?? `not live in ${liveTimeoutMs / 1000} s`, r.rerendered],
    ...[r.maxScripts, r.meanKb, r.hitScripts, r.requests, bench.kb(r.bytes)],
  ]);
  const publishHeader = ["publish", "page checked", "publish → webhook answered s", "publish → live s", `pages re-rendered (of ${routes})`];
  const publishMore = ["max script tags, re-rendered", "mean kB, re-rendered", "max script tags, cached", "API requests", "kB read"];
  return [
    `Content Lake stand-in, bundled dataset; a mutation visible to queries ${delayMs} ms after it is accepted; ${options.views} views per template after a warm-up view.`,
    "",
    bench.table(["build", "API requests", "kB read"], builds),
    "",
    bench.table(["cached view", "address", "status", "x-nextjs-cache", "API requests / view", "kB read / view"], views),
    "",
    bench.table(["search", "status", "API requests", "kB read"], searches),
    "",
    bench.table([...publishHeader, ...publishMore], publishes),
  ].join("\n");
}

async function measureAll() {
  const known = await facts();
  say(`stand-in on ${lake.url} (delay ${delayMs} ms); clean build in web/${distDir}…`);
  const clean = await counted(() => bench.buildNext(bench.web, distDir, env));
  say(`clean build: ${clean.requests} API requests; rebuild over the same folder…`);
  const rebuild = await counted(() => bench.buildNext(bench.web, distDir, env, { clean: false }));
  say(`rebuild: ${rebuild.requests} API requests; serving on ${origin}…`);
  await bench.startSite({ distDir, env, port, ready: "/robots.txt" });
  await settle();
  const { post, service, caseStudy } = known;
  say("cached views…");
  const viewResults = await cachedViews([
    ["home", "/"],
    ["service", `/services/${service.slug}`],
    ["content page", "/about"],
    ["post", `/blog/${post.slug}`],
    ["blog", "/blog"],
    ["category", `/blog/category/${post.category}`],
    ["author", `/blog/author/${post.author}`],
    ["case study", `/case-studies/${caseStudy.slug}`],
    ["unknown address (404)", "/no-such-page-for-the-bench"],
  ]);
  const words = [post.title, service.title, caseStudy.title].map((/** @type {string} */ title) => {
    const [word] = title.split(/\W+/).filter((word) => word.length > 4);
    if (!word) throw new Error(`the title "${title}" has no word of five letters or more to search for`);
    return word.toLowerCase();
  });
  say("searches…");
  const search = await searches(words);
  const sitemap = (await get("/sitemap.xml")).html;
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(/** @type {string} */ (match[1])).pathname).sort();
  const published = [];
  for (const change of editsOf(known)) {
    say(`publish: ${change.type}…`);
    published.push(await publish(change, routes));
  }
  return { delayMs, views, build: { clean, rebuild }, cachedViews: viewResults, search, sitemapRoutes: routes.length, publish: published };
}

await bench.run(async () => {
  const results = await measureAll();
  const text = report(results);
  console.log(text);
  bench.writeResults("content-lake", results, text);
});
