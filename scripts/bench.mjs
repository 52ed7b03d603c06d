#!/usr/bin/env node
// `pnpm bench`: Lighthouse on every route beside two references. See --help.
import http from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { deferredScripts, stripScripts } from "../web/lib/client-runtime.mjs";
import { chromiumLaunchOptions } from "../web/tests/chromium.ts";
import { benchArgs, ensureBuild, freePort, kb, onStop, run, startSite, web, writeResults } from "./lib/next-app.mjs";

/**
 * The medians of a page's Lighthouse runs: scores (0-100), LCP and TBT (ms), CLS, transferred bytes, and the chain
 * before LCP: the requests (the page's own included) that ended before the largest paint, and their bytes, which
 * Lighthouse's simulation of a slow phone counts on LCP's path (all but low-priority images).
 * @typedef {{ performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; js: number; css: number; html: number; chain: number; chainBytes: number }} Metrics
 */

const options = benchArgs(
  `pnpm bench: Lighthouse (mobile preset, Debian Chromium) on every route of the production site, median of --runs
  per route, beside two references measured the same way in the same run:
    floor   a bare Next.js page of the same version (web/bench/floor), the framework's own cost;
    no-js   the site's own pages with every script removed (served through a stripping proxy), measured on the
            routes whose HTML has a script to remove (elsewhere it would be the same page measured twice).
  Per route: the four category scores, LCP, TBT, CLS, transferred JS/CSS/HTML, and the chain before LCP (the
  requests that ended before the largest paint, and their kB), then the ratios.
  Writes bench-results/lighthouse.json. Times are reported, never asserted.`,
  {
    runs: { type: "number", default: "5", help: "Lighthouse runs per page (the median is reported)" },
    routes: { type: "string", help: "comma-separated routes (default: every route of /sitemap.xml)" },
    "dist-dir": { type: "string", default: ".next-bench", help: "the site's build folder in web/ (built when stale)" },
  },
);
const { runs } = options;
const floorDir = join(web, "bench", "floor");

/** The site's pages with every <script> and script preload removed, gzipped like Next does. @param {string} upstream @param {number} port @returns {Promise<http.Server>} */
function stripScriptsProxy(upstream, port) {
  const server = http.createServer(async (req, res) => {
    const response = await fetch(`${upstream}${req.url}`, { headers: { "accept-encoding": "identity" } });
    const type = response.headers.get("content-type") ?? "";
    let body = Buffer.from(await response.arrayBuffer());
    if (type.includes("text/html")) body = Buffer.from(stripScripts(body.toString("utf8")));
    const dropped = ["content-length", "content-encoding", "transfer-encoding"];
    const headers = Object.fromEntries([...response.headers].filter(([k]) => !dropped.includes(k)));
    if (/text|javascript|json|xml|svg/.test(type)) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(response.status, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Compressed bytes of scripts, as on the wire (node:http: fetch decompresses). @param {string[]} urls @param {string} origin */
async function scriptBytes(urls, origin) {
  let total = 0;
  for (const url of urls) {
    /** @type {http.IncomingMessage} */
    const response = await new Promise((resolve, reject) =>
      http.get(new URL(url, origin), { headers: { "accept-encoding": "gzip" } }, resolve).on("error", reject),
    );
    for await (const chunk of response) total += chunk.length;
  }
  return total;
}

/** What /contact loads on the first interaction with the form, beside the framework floor's scripts. @param {string} site @param {string} floor */
async function formScripts(site, floor) {
  const deferred = deferredScripts(await (await fetch(`${site}/contact`)).text());
  if (!deferred) throw new Error("/contact has no deferred form loader: has lib/client-runtime.mjs changed?");
  const floorHtml = await (await fetch(`${floor}/`)).text();
  const floorScripts = [...floorHtml.matchAll(/<script\b(?![^>]*noModule)[^>]*\bsrc="([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));
  return { site: await scriptBytes(deferred, site), floor: await scriptBytes(floorScripts, floor) };
}

/** The median (NaN of none). @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The requests on LCP's path in Lighthouse's simulation: those that ended before the largest paint was observed,
 * low-priority images aside. @param {import("lighthouse").Result} lhr
 */
function chainBeforeLcp(lhr) {
  const metrics = lhr.audits.metrics?.details;
  const requests = lhr.audits["network-requests"]?.details;
  const lcpAt = metrics?.type === "debugdata" ? Number(metrics.items?.[0]?.observedLargestContentfulPaint) : Number.NaN;
  if (requests?.type !== "table" || !Number.isFinite(lcpAt))
    throw new Error(`Lighthouse gave no requests or observed LCP for ${lhr.finalDisplayedUrl}`);
  const onPath = requests.items.filter(
    (item) => Number(item.networkEndTime) <= lcpAt && !(item.resourceType === "Image" && /^(Low|VeryLow)$/.test(String(item.priority))),
  );
  return { chain: onPath.length, chainBytes: onPath.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) };
}

/**
 * Lighthouse's result for `url`. A run it could not trace (NO_NAVSTART, NO_TRACING_STARTED: "Please run Lighthouse
 * again") is run again, twice at most; any other failure is the page's.
 * @param {string} url @param {import("chrome-launcher").LaunchedChrome} chrome
 */
async function lighthouseResult(url, chrome, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (attempt > 2 || !/^NO_(?:NAVSTART|TRACING_STARTED)$/.test(result.lhr.runtimeError?.code ?? "")) return result;
  console.log(`  (${url}: Lighthouse ${result.lhr.runtimeError?.code}, run again)`);
  return lighthouseResult(url, chrome, attempt + 1);
}

/** One Lighthouse run's metrics. @param {string} url @param {import("chrome-launcher").LaunchedChrome} chrome @returns {Promise<Metrics>} */
async function lighthouseRun(url, chrome) {
  const result = await lighthouseResult(url, chrome);
  // A page Lighthouse could not load or measure (an error page, no LCP) is named, never a NaN in the table.
  const failed =
    result.lhr.runtimeError ??
    Object.values(result.lhr.audits).find((audit) => audit.id === "largest-contentful-paint" && audit.errorMessage);
  if (failed)
    throw new Error(
      `Lighthouse could not measure ${url}: ${"code" in failed ? failed.code : ""} ${"message" in failed ? failed.message : failed.errorMessage}`,
    );
  const { categories, audits } = result.lhr;
  /** A category's score out of 100 (null, one Lighthouse could not score, counts 0). @param {string} id */
  const score = (id) => {
    const category = categories[id];
    if (!category) throw new Error(`Lighthouse gave no ${id} category for ${url}`);
    return (category.score ?? 0) * 100;
  };
  const measure = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  const summary = audits["resource-summary"]?.details;
  if (summary?.type !== "table") throw new Error(`Lighthouse gave no resource summary for ${url}`);
  const bytes = (/** @type {string} */ type) => Number(summary.items.find((item) => item.resourceType === type)?.transferSize ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: measure("largest-contentful-paint"),
    tbt: measure("total-blocking-time"),
    cls: measure("cumulative-layout-shift"),
    js: bytes("script"),
    css: bytes("stylesheet"),
    html: bytes("document"),
    ...chainBeforeLcp(result.lhr),
  };
}

/** The medians of --runs runs. @param {string} url @param {import("chrome-launcher").LaunchedChrome} chrome @returns {Promise<Metrics>} */
async function audit(url, chrome) {
  /** @type {Metrics[]} */
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await lighthouseRun(url, chrome));
  const [first] = samples;
  if (!first) throw new Error(`bench: --runs must be 1 or more (got ${runs})`);
  const keys = /** @type {(keyof Metrics)[]} */ (Object.keys(first));
  return /** @type {Metrics} */ (Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])));
}

/** @param {string} label @param {Metrics} m */
const row = (label, m) =>
  [
    label.padEnd(34),
    ...[m.performance, m.accessibility, m.bestPractices, m.seo].map((score) => String(Math.round(score)).padStart(4)),
    `${Math.round(m.lcp)}`.padStart(6),
    `${Math.round(m.tbt)}`.padStart(5),
    m.cls.toFixed(3).padStart(6),
    kb(m.js).padStart(7),
    kb(m.css).padStart(6),
    kb(m.html).padStart(6),
    `${m.chain}`.padStart(5),
    kb(m.chainBytes).padStart(7),
  ].join(" ");

/** The ratios, JS at load, the form's scripts, scores and HTML. @param {{ floor: Metrics; site: Record<string, Metrics>; nojs: Record<string, Metrics> }} results @param {{ site: number; floor: number }} formJs */
function summary(results, formJs) {
  const siteValues = Object.values(results.site);
  const nojsValues = Object.values(results.nojs);
  // The no-js reference exists only for the routes that have script: compared with the site on those routes.
  const withScript = Object.keys(results.nojs).map((route) => /** @type {Metrics} */ (results.site[route]));
  console.log("\nratios (site median over routes ÷ reference):");
  const ratio = (/** @type {number} */ value, /** @type {number} */ reference) =>
    reference > 0 ? `${(value / reference).toFixed(2)}×` : "n/a (reference is 0)";
  for (const key of /** @type {const} */ (["lcp", "tbt", "js", "css", "html", "chainBytes"])) {
    const site = median(siteValues.map((m) => m[key]));
    const unit = key === "lcp" || key === "tbt" ? `${Math.round(site)} ms` : `${kb(site)} kB`;
    if (key === "lcp") console.log(`  lcp   largest route ÷ floor ${ratio(Math.max(...siteValues.map((m) => m.lcp)), results.floor.lcp)}`);
    const nojs = nojsValues.length
      ? ratio(median(withScript.map((m) => m[key])), median(nojsValues.map((m) => m[key])))
      : "n/a (no route has script)";
    console.log(`  ${key.padEnd(5)} site ${unit.padStart(9)}   vs floor ${ratio(site, results.floor[key])}   vs no-js ${nojs}`);
  }
  const js = siteValues.map((m) => m.js);
  const performance = siteValues.map((m) => m.performance);
  const mean = performance.reduce((sum, value) => sum + value, 0) / performance.length;
  const lines = [
    `  JS at load: median ${kb(median(js))} kB, largest page ${kb(Math.max(...js))} kB (the framework floor: ${kb(results.floor.js)} kB)`,
    `  /contact, loaded on the first interaction with the form: ${kb(formJs.site)} kB of JS, ${kb(formJs.site - formJs.floor)} kB beyond the framework floor's scripts`,
    `  performance: min ${Math.min(...performance)}, mean ${mean.toFixed(1)}`,
    `  largest HTML: ${kb(Math.max(...siteValues.map((m) => m.html)))} kB compressed`,
  ];
  console.log(lines.join("\n"));
}

await run(async () => {
  await ensureBuild(options["dist-dir"]);
  await ensureBuild(".next-bench", { cwd: floorDir, folders: ["web/bench/floor"] });
  const site = (await startSite({ distDir: options["dist-dir"] })).url;
  const floor = (await startSite({ cwd: floorDir, distDir: ".next-bench" })).url;
  const nojsPort = await freePort();
  const proxy = await stripScriptsProxy(site, nojsPort);
  onStop(() => proxy.close());
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
  });
  onStop(() => chrome.kill());
  const sitemap = async () => [...(await (await fetch(`${site}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)];
  const routes = options.routes ? options.routes.split(",") : (await sitemap()).map((m) => new URL(/** @type {string} */ (m[1])).pathname);
  console.log(`bench: Lighthouse ${runs}× per page, mobile preset, ${routes.length} routes + references\n`);
  console.log(`${"page".padEnd(34)} perf a11y  bp   seo  LCPms TBTms    CLS   JSkB  CSSkB HTMLkB chain chainkB`);
  /** @type {{ floor: Metrics; site: Record<string, Metrics>; nojs: Record<string, Metrics> }} */
  const results = { floor: await audit(`${floor}/`, chrome), site: {}, nojs: {} };
  console.log(row("floor: bare Next.js page", results.floor));
  for (const route of routes) {
    results.site[route] = await audit(`${site}${route}`, chrome);
    console.log(row(route, /** @type {Metrics} */ (results.site[route])));
    const html = await (await fetch(`${site}${route}`)).text();
    if (stripScripts(html) === html) continue;
    results.nojs[route] = await audit(`http://127.0.0.1:${nojsPort}${route}`, chrome);
    console.log(row(`  no-js ${route}`, /** @type {Metrics} */ (results.nojs[route])));
  }
  const formJs = await formScripts(site, floor);
  summary(results, formJs);
  writeResults("lighthouse", { runs, ...results, formJs });
});
