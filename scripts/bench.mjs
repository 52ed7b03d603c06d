#!/usr/bin/env node
// `pnpm bench`: Lighthouse 13 (mobile preset, Debian Chromium) on every route of the production site,
// median of N runs per route (default 5), beside two references measured the same way:
//   floor   a bare Next.js page of the same version (web/bench/floor), the framework's own cost;
//   no-js   the site's own pages with every script removed (served through a stripping proxy).
// Prints per route: the four category scores, LCP, TBT, CLS and transferred (compressed) JS/CSS/HTML
// bytes, then the ratios. Writes bench-results/lighthouse.json. Times are reported, never asserted.
//
//   pnpm bench [--runs 5] [--routes /,/about] [--skip-build] [--port 3401]
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { deferredScripts, stripScripts } from "../web/lib/client-runtime.mjs";
import { chromiumLaunchOptions } from "../web/tests/chromium.ts";
import { buildNext, startNext, web } from "./lib/next-app.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option("runs", "5"));
const skipBuild = args.includes("--skip-build");
// The site, the floor and the no-JavaScript proxy on three consecutive ports (--port moves them).
const firstPort = Number(option("port", "3401"));
const ports = { site: firstPort, floor: firstPort + 1, nojs: firstPort + 2 };

async function build(cwd, distDir) {
  if (skipBuild) return;
  console.log(`bench: building ${cwd} → ${distDir}`);
  await buildNext(cwd, distDir);
}

/** The no-JavaScript limit: the site's pages with every <script> and script preload removed, gzipped like Next does. */
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

/** Compressed bytes of the scripts a page lists (the floor's <script src>, or /contact's deferred loader). */
async function scriptBytes(urls, origin) {
  let total = 0;
  for (const url of urls) {
    // node:http, not fetch: fetch decompresses, and the body on the wire is what a visitor pays.
    total += await new Promise((resolve, reject) => {
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
  const floorScripts = [...floorHtml.matchAll(/<script\b(?![^>]*noModule)[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  return { site: await scriptBytes(deferred, site), floor: await scriptBytes(floorScripts, floor) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, chrome) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined);
    const { categories, audits } = result.lhr;
    const bytes = { script: 0, stylesheet: 0, document: 0 };
    for (const item of audits["resource-summary"].details.items) {
      if (item.resourceType in bytes) bytes[item.resourceType] = item.transferSize;
    }
    samples.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories["best-practices"].score * 100,
      seo: categories.seo.score * 100,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      js: bytes.script,
      css: bytes.stylesheet,
      html: bytes.document,
    });
  }
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
}

async function siteRoutes() {
  const sitemap = await (await fetch(`http://127.0.0.1:${ports.site}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
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

await build(web, ".next-bench");
await build(join(web, "bench", "floor"), ".next-bench");
const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
const children = [
  await startNext(web, ".next-bench", ports.site, { CONTACT_DATA_DIR: dataDir }),
  await startNext(join(web, "bench", "floor"), ".next-bench", ports.floor),
];
const proxy = await stripScriptsProxy(`http://127.0.0.1:${ports.site}`, ports.nojs);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
});

try {
  const routes = option("routes", undefined)?.split(",") ?? (await siteRoutes());
  console.log(`bench: Lighthouse ${runs}× per page, mobile preset, ${routes.length} routes + references\n`);
  const header = `${"page".padEnd(34)} perf a11y  bp   seo  LCPms TBTms    CLS   JSkB  CSSkB HTMLkB`;
  console.log(header);
  const results = { floor: await audit(`http://127.0.0.1:${ports.floor}/`, chrome), site: {}, nojs: {} };
  console.log(row("floor: bare Next.js page", results.floor));
  for (const route of routes) {
    results.site[route] = await audit(`http://127.0.0.1:${ports.site}${route}`, chrome);
    console.log(row(route, results.site[route]));
    results.nojs[route] = await audit(`http://127.0.0.1:${ports.nojs}${route}`, chrome);
    console.log(row(`  no-js ${route}`, results.nojs[route]));
  }
  const siteValues = Object.values(results.site);
  const nojsValues = Object.values(results.nojs);
  const avg = (list, key) => list.reduce((sum, m) => sum + m[key], 0) / list.length;
  console.log("\nratios (site median over routes ÷ reference):");
  const ratio = (value, reference) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : "n/a (reference is 0)");
  for (const key of ["lcp", "tbt", "js", "css", "html"]) {
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
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results", "lighthouse.json"), JSON.stringify({ runs, ...results }, null, 2));
} finally {
  await chrome.kill();
  proxy.close();
  for (const child of children) child.kill();
}
