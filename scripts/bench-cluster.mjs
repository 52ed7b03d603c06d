#!/usr/bin/env node
// `pnpm bench:cluster`: the cluster of the cluster test (scripts/lib/cluster.mjs: two instances on one
// build, Redis, PostgreSQL, nginx, Varnish; loopback only) under a bounded page load, measured three ways:
// one instance alone (its own port), two behind nginx, and two behind nginx behind Varnish. Then the time
// from a publish's webhook (sent to one instance) to the new text on every node and through the cache.
//   node scripts/bench-cluster.mjs [--requests 2000] [--concurrency 16] [--publishes 3]
// Results go to bench-results/cluster.json. Times are reported, never asserted.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild, startCluster, web } from "./lib/cluster.mjs";

const { values } = parseArgs({
  options: { requests: { type: "string" }, concurrency: { type: "string" }, publishes: { type: "string" } },
});
const requests = Number(values.requests ?? 2000);
const concurrency = Number(values.concurrency ?? 16);
const publishes = Number(values.publishes ?? 3);
const distDir = process.env.SITE_TEST_DIST_DIR || ".next";
const secret = "cluster-bench-webhook-secret-0123456789";
/** @type {typeof import("../web/node_modules/@sanity/webhook")} web's package, where it is installed */
const { encodeSignatureHeader, SIGNATURE_HEADER_NAME } = createRequire(join(web, "package.json"))("@sanity/webhook");

// The pages a visitor reads most: home, a content page, services, the blog, a post, a service page.
const routes = ["/", "/about", "/services", "/blog", "/blog/social-determinants-to-action", "/services/telemedicine"];

/** `requests` GETs over the routes, `concurrency` at a time, with keep-alive; latencies in ms. @param {string} base */
async function load(base) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let next = 0;
  /** @param {string} path @returns {Promise<void>} */
  const one = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = request({ host: hostname, port, path, agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.setTimeout(30_000, () => req.destroy());
      req.end();
    });
  // Every route once first, so each measured request is a cached read (what the bench compares).
  for (const path of routes) await one(path);
  latencies.length = 0;
  errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) await one(/** @type {string} */ (routes[next++ % routes.length]));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { requests: latencies.length, errors, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** The machine's load average over the last minute. */
const loadAverage = () => loadavg()[0] ?? Number.NaN;

ensureBuild(distDir);
/** @type {Array<{ name: string; load: number } & Awaited<ReturnType<typeof load>>>} */
const rows = [];
// The reference: today's single site, its cache on its own disk and in its memory (no Redis, no PostgreSQL).
const single = await startCluster({ distDir, instances: 1, redis: false, database: false });
try {
  const [site] = single.sites;
  if (!site) throw new Error("the cluster started no instance");
  rows.push({ name: "one instance, own cache (no Redis)", ...(await load(site.url)), load: loadAverage() });
} finally {
  await single.stop();
}
const cluster = await startCluster({ distDir, env: { SANITY_REVALIDATE_SECRET: secret } });
try {
  const [a, b] = cluster.sites;
  if (!a || !b) throw new Error("the cluster started fewer than two instances");
  for (const [name, base] of /** @type {[string, string][]} */ ([
    ["one instance, Redis", a.url],
    ["two instances behind nginx", cluster.lb],
    ["two behind nginx and Varnish", cluster.cache],
  ])) {
    rows.push({ name, ...(await load(base)), load: loadAverage() });
  }

  // Webhook to live: the about page's heading edited, the webhook sent to A, every node polled.
  /** @type {{ a: number | undefined; b: number | undefined; cache: number | undefined }[]} */
  const live = [];
  for (let i = 0; i < publishes; i++) {
    const heading = `Bench publish ${Date.now()}`;
    const lines = readFileSync(cluster.dataset, "utf8").trimEnd().split("\n");
    const index = lines.findIndex((line) => JSON.parse(line)._id === "page-about");
    const line = lines[index];
    if (line === undefined) throw new Error("the dataset has no page-about");
    const doc = JSON.parse(line);
    doc.sections[0].heading = heading;
    lines[index] = JSON.stringify(doc);
    writeFileSync(`${cluster.dataset}.next`, `${lines.join("\n")}\n`);
    renameSync(`${cluster.dataset}.next`, cluster.dataset);
    const body = JSON.stringify({ _type: "page", slug: "about" });
    const started = performance.now();
    const response = await fetch(`${a.url}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret) },
      body,
    });
    await response.arrayBuffer();
    const times = await Promise.all(
      [a.url, b.url, cluster.cache].map(async (base) => {
        // Bounded: 30 s at most per node.
        while (performance.now() - started < 30_000) {
          const text = await (await fetch(`${base}/about`)).text();
          if (text.includes(heading)) return performance.now() - started;
        }
        return Number.NaN;
      }),
    );
    live.push({ a: times[0], b: times[1], cache: times[2] });
  }

  /** A time, or — for none. @param {number | undefined} value */
  const ms = (value) => (value !== undefined && Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");
  console.log(`\nPage load: ${requests} cached page views over ${routes.length} routes, ${concurrency} at a time (loopback)\n`);
  // The machine's load average after each run: the figures mean little when other work shares the cores.
  console.log("| setup                              |   req/s |       p50 |       p99 | errors | load avg |");
  console.log("| ---------------------------------- | ------: | --------: | --------: | -----: | -------: |");
  for (const row of rows) {
    console.log(
      `| ${row.name.padEnd(34)} | ${row.perSecond.toFixed(0).padStart(7)} | ${ms(row.p50).padStart(9)} | ${ms(row.p99).padStart(9)} | ${String(row.errors).padStart(6)} | ${row.load.toFixed(1).padStart(8)} |`,
    );
  }
  console.log("\nWebhook (sent to instance A) to the new heading on each node\n");
  console.log("| publish |  instance A |  instance B | through Varnish |");
  console.log("| ------: | ----------: | ----------: | --------------: |");
  live.forEach((row, i) => {
    console.log(`| ${String(i + 1).padStart(7)} | ${ms(row.a).padStart(11)} | ${ms(row.b).padStart(11)} | ${ms(row.cache).padStart(15)} |`);
  });
  mkdirSync(join(web, "..", "bench-results"), { recursive: true });
  writeFileSync(
    join(web, "..", "bench-results", "cluster.json"),
    `${JSON.stringify({ requests, concurrency, routes, rows, live }, null, 2)}\n`,
  );
} finally {
  await cluster.stop();
}
