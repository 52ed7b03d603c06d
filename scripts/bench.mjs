#!/usr/bin/env node
// `pnpm bench`: Lighthouse on every route beside two references. See --help.
import http from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { deferredScripts, stripScripts } from "../web/lib/client-runtime.mjs";
import { chromiumLaunchOptions } from "../web/tests/chromium.ts";
import { benchArgs, ensureBuild, freePort, onStop, run, startSite, web, writeResults } from "./lib/next-app.mjs";

/**
 * The medians of a page's Lighthouse runs: category scores (0-100), LCP and TBT (ms), CLS, transferred bytes.
 * @typedef {{ performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; js: number; css: number; html: number }} Metrics
 */

const options = benchArgs(
  `pnpm bench: Lighthouse (mobile preset, Debian Chromium) on every route of the production site, median of --runs
  per route, beside two references measured the same way in the same run:
    floor   a bare Next.js page of the same version (web/bench/floor), the framework's own cost;
    no-js   the site's own pages with every script removed (served through a stripping proxy).
  Per route: the four category scores, LCP, TBT, CLS and transferred JS/CSS/HTML, then the ratios.
  Writes bench-results/lighthouse.json. Times are reported, never asserted.`,
  {
    runs: { type: "string", default: "5", help: "Lighthouse runs per page (the median is reported)" },
    routes: { type: "string", help: "comma-separated routes (default: every route of /sitemap.xml)" },
    "dist-dir": { type: "string", default: ".next-bench", help: "the site's build folder in web/ (built when stale)" },
  },
);
const runs = Number(options.runs);
const floorDir = join(web, "bench", "floor");
/** @type {{ site: number; floor: number; nojs: number }} set once the servers run */
const ports = { site: 0, floor: 0, nojs: 0 };

/**
 * The no-JavaScript limit: the site's pages with every <script> and script preload removed, gzipped like Next does.
 * @param {string} upstream
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
function stripScriptsProxy(upstream, port) {
  const server = http.createServer(async (req, res) => {
    const response = await fetch(`${upstream}${req.url}`, { headers: { "accept-encoding": "identity" } });
    const type = response.headers.get("content-type") ?? "";
    let body = Buffer.from(await response.arrayBuffer());
    if (type.includes("text/html")) {
      body = Buffer.from(stripScripts(body.toString("utf8")));
    }
    const headers = Object.fromEntries(
      [...response.headers].filter(([k]) => !["content-length", "content-encoding", "transfer-encoding"].includes(k)),
    );
    if (/text|javascript|json|xml|svg/.test(type)) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(response.status, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * Compressed bytes of the scripts a page lists (the floor's <script src>, or /contact's deferred loader).
 * @param {string[]} urls
 * @param {string} origin
 */
async function scriptBytes(urls, origin) {
  let total = 0;
  for (const url of urls) {
    // node:http, not fetch: fetch decompresses, and the body on the wire is what a visitor pays.
    /** @type {Promise<number>} */
    const bytesOnTheWire = new Promise((resolve, reject) => {
      http
        .get(new URL(url, origin), { headers: { "accept-encoding": "gzip" } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk) => {
            bytes += chunk.length;
          });
          response.on("end", () => resolve(bytes));
        })
        .on("error", reject);
    });
    total += await bytesOnTheWire;
  }
  return total;
}

/** What /contact loads when the visitor reaches into the form, beside the framework floor's own scripts. */
async function formScripts() {
  const site = `http://127.0.0.1:${ports.site}`;
  const floor = `http://127.0.0.1:${ports.floor}`;
  const contact = await (await fetch(`${site}/contact`)).text();
  const deferred = deferredScripts(contact);
  if (!deferred) throw new Error("/contact has no deferred form loader: has lib/client-runtime.mjs changed?");
  const floorHtml = await (await fetch(`${floor}/`)).text();
  // (The group always matches.)
  const floorScripts = [...floorHtml.matchAll(/<script\b(?![^>]*noModule)[^>]*\bsrc="([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));
  return { site: await scriptBytes(deferred, site), floor: await scriptBytes(floorScripts, floor) };
}

/** The median (NaN of none). @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * @param {string} url
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @returns {Promise<Metrics>}
 */
async function audit(url, chrome) {
  /** @type {Metrics[]} */
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    /** A category's score out of 100 (null, a category Lighthouse could not score, counts 0). @param {string} id */
    const score = (id) => {
      const category = categories[id];
      if (!category) throw new Error(`Lighthouse gave no ${id} category for ${url}`);
      return (category.score ?? 0) * 100;
    };
    /** An audit's measure (NaN when Lighthouse could not take it). @param {string} id */
    const measure = (id) => audits[id]?.numericValue ?? Number.NaN;
    const summary = audits["resource-summary"]?.details;
    if (summary?.type !== "table") throw new Error(`Lighthouse gave no resource summary for ${url}`);
    const bytes = { script: 0, stylesheet: 0, document: 0 };
    for (const { resourceType, transferSize } of summary.items) {
      if ((resourceType === "script" || resourceType === "stylesheet" || resourceType === "document") && typeof transferSize === "number")
        bytes[resourceType] = transferSize;
    }
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: measure("largest-contentful-paint"),
      tbt: measure("total-blocking-time"),
      cls: measure("cumulative-layout-shift"),
      js: bytes.script,
      css: bytes.stylesheet,
      html: bytes.document,
    });
  }
  const [first] = samples;
  if (!first) throw new Error(`bench: --runs must be 1 or more (got ${runs})`);
  const keys = /** @type {(keyof Metrics)[]} */ (Object.keys(first));
  return /** @type {Metrics} */ (Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])));
}

async function siteRoutes() {
  const sitemap = await (await fetch(`http://127.0.0.1:${ports.site}/sitemap.xml`)).text();
  // (The group always matches.)
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(/** @type {string} */ (m[1])).pathname);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
/** @param {string} label @param {Metrics} m */
const row = (label, m) =>
  [
    label.padEnd(34),
    String(Math.round(m.performance)).padStart(4),
    String(Math.round(m.accessibility)).padStart(4),
    String(Math.round(m.bestPractices)).padStart(4),
    String(Math.round(m.seo)).padStart(4),
    `${Math.round(m.lcp)}`.padStart(6),
    `${Math.round(m.tbt)}`.padStart(5),
    m.cls.toFixed(3).padStart(6),
    kb(m.js).padStart(7),
    kb(m.css).padStart(6),
    kb(m.html).padStart(6),
  ].join(" ");

await run(async () => {
  await ensureBuild(options["dist-dir"]);
  await ensureBuild(".next-bench", { cwd: floorDir, folders: ["web/bench/floor"] });
  ports.site = (await startSite({ distDir: options["dist-dir"] })).port;
  ports.floor = (await startSite({ cwd: floorDir, distDir: ".next-bench" })).port;
  ports.nojs = await freePort();
  const proxy = await stripScriptsProxy(`http://127.0.0.1:${ports.site}`, ports.nojs);
  onStop(() => proxy.close());
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
  });
  onStop(() => chrome.kill());
  const routes = options.routes ? options.routes.split(",") : await siteRoutes();
  console.log(`bench: Lighthouse ${runs}× per page, mobile preset, ${routes.length} routes + references\n`);
  const header = `${"page".padEnd(34)} perf a11y  bp   seo  LCPms TBTms    CLS   JSkB  CSSkB HTMLkB`;
  console.log(header);
  /** @type {{ floor: Metrics; site: Record<string, Metrics>; nojs: Record<string, Metrics>; formJs?: { site: number; floor: number } }} */
  const results = { floor: await audit(`http://127.0.0.1:${ports.floor}/`, chrome), site: {}, nojs: {} };
  console.log(row("floor: bare Next.js page", results.floor));
  for (const route of routes) {
    const site = await audit(`http://127.0.0.1:${ports.site}${route}`, chrome);
    results.site[route] = site;
    console.log(row(route, site));
    const nojs = await audit(`http://127.0.0.1:${ports.nojs}${route}`, chrome);
    results.nojs[route] = nojs;
    console.log(row(`  no-js ${route}`, nojs));
  }
  const siteValues = Object.values(results.site);
  const nojsValues = Object.values(results.nojs);
  /** @param {Metrics[]} list @param {keyof Metrics} key */
  const avg = (list, key) => list.reduce((sum, m) => sum + m[key], 0) / list.length;
  console.log("\nratios (site median over routes ÷ reference):");
  /** @param {number} value @param {number} reference */
  const ratio = (value, reference) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : "n/a (reference is 0)");
  for (const key of /** @type {const} */ (["lcp", "tbt", "js", "css", "html"])) {
    const site = median(siteValues.map((m) => m[key]));
    const unit = key === "lcp" || key === "tbt" ? `${Math.round(site)} ms` : `${kb(site)} kB`;
    console.log(
      `  ${key.padEnd(5)} site ${unit.padStart(9)}   vs floor ${ratio(site, results.floor[key])}   vs no-js ${ratio(site, median(nojsValues.map((m) => m[key])))}`,
    );
  }
  console.log(
    `  JS at load: median ${kb(median(siteValues.map((m) => m.js)))} kB, largest page ${kb(Math.max(...siteValues.map((m) => m.js)))} kB ` +
      `(the framework floor: ${kb(results.floor.js)} kB)`,
  );
  results.formJs = await formScripts();
  console.log(
    `  /contact, loaded on the first interaction with the form: ${kb(results.formJs.site)} kB of JS, ` +
      `${kb(results.formJs.site - results.formJs.floor)} kB beyond the framework floor's scripts`,
  );
  console.log(`  performance: min ${Math.min(...siteValues.map((m) => m.performance))}, mean ${avg(siteValues, "performance").toFixed(1)}`);
  console.log(`  largest HTML: ${kb(Math.max(...siteValues.map((m) => m.html)))} kB compressed`);
  writeResults("lighthouse", { runs, ...results });
});
