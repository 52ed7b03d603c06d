#!/usr/bin/env node
// `pnpm bench:cluster`: the cluster test's cluster under a page load, and a publish's way to every node. See --help.
import { loadavg } from "node:os";
import { startCluster } from "../web/tests/cluster/cluster.mjs";
import { benchArgs, ensureBuild, load, onStop, run, table, writeResults } from "./lib/next-app.mjs";

const options = benchArgs(
  `pnpm bench:cluster: the cluster of the cluster test (web/tests/cluster/cluster.mjs: instances on one build, Redis,
  PostgreSQL, nginx, Varnish; loopback only) under --requests cached page views, --concurrency at a time, measured
  four ways: one instance with its own cache (the reference: today's single site), one instance on Redis, two behind
  nginx, and two behind nginx and Varnish; req/s, p50, p99 and the machine's load. Then --publishes times from a
  publish's webhook (sent to instance A) to the new text on each instance and through the cache.
  Writes bench-results/cluster.json. Times are reported, never asserted.`,
  {
    requests: { type: "number", default: "2000", help: "page views per setup" },
    concurrency: { type: "number", default: "16", help: "page views in flight at once" },
    publishes: { type: "number", default: "3", help: "publishes timed" },
    "dist-dir": { type: "string", default: ".next", help: "the build folder in web/ (built when stale)" },
  },
);
const { requests, concurrency, "dist-dir": distDir } = options;
const routes = ["/", "/about", "/services", "/blog", "/blog/social-determinants-to-action", "/services/telemedicine"];

/** Every route once (each measured view is then a cached read), then the load. @param {string} name @param {string} base */
async function measure(name, base) {
  const view = async (/** @type {number} */ i) => {
    const response = await fetch(`${base}${routes[i % routes.length]}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  };
  for (let i = 0; i < routes.length; i++) await view(i);
  const result = await load(requests, concurrency, view);
  return { name, ...result, failures: Object.fromEntries(result.failures), load: loadavg()[0] ?? Number.NaN };
}

/** A publish's webhook sent to A, then each base polled (30 s at most) for the new heading. @param {Awaited<ReturnType<typeof startCluster>>} cluster */
async function publishTimes(cluster) {
  const [a, b] = cluster.sites;
  if (!a || !b) throw new Error("the cluster started fewer than two instances");
  const heading = `Bench publish ${Date.now()}`;
  cluster.editDocument("page-about", (doc) => {
    if (doc.sections[0]) doc.sections[0].heading = heading;
  });
  const started = performance.now();
  await cluster.webhook(a.url, { _type: "page", slug: "about" });
  const live = async (/** @type {string} */ base) => {
    while (performance.now() - started < 30_000)
      if ((await (await fetch(`${base}/about`)).text()).includes(heading)) return performance.now() - started;
    return Number.NaN;
  };
  const [toA, toB, toCache] = await Promise.all([a.url, b.url, cluster.cache].map(live));
  return { a: toA, b: toB, cache: toCache };
}

await run(async () => {
  await ensureBuild(distDir);
  const single = await startCluster({ distDir, instances: 1, redis: false, database: false });
  onStop(() => single.stop());
  const rows = [await measure("one instance, own cache (no Redis)", single.sites[0]?.url ?? "")];
  await single.stop();
  const cluster = await startCluster({ distDir });
  onStop(() => cluster.stop());
  rows.push(await measure("one instance, Redis", cluster.sites[0]?.url ?? ""));
  rows.push(await measure("two instances behind nginx", cluster.lb));
  rows.push(await measure("two behind nginx and Varnish", cluster.cache));
  const live = [];
  for (let i = 0; i < options.publishes; i++) live.push(await publishTimes(cluster));
  const ms = (/** @type {number | undefined} */ value) => (value !== undefined && Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");
  console.log(`\nPage load: ${requests} cached page views over ${routes.length} routes, ${concurrency} at a time (loopback)\n`);
  // The machine's load average after each run: the figures mean little when other work shares the cores.
  const loadRows = rows.map((r) => [r.name, r.perSecond.toFixed(0), ms(r.p50), ms(r.p99), r.errors, r.load.toFixed(1)]);
  console.log(table(["setup", "req/s", "p50", "p99", "errors", "load avg"], loadRows));
  console.log("\nWebhook (sent to instance A) to the new heading on each node\n");
  const liveRows = live.map((r, i) => [i + 1, ms(r.a), ms(r.b), ms(r.cache)]);
  console.log(table(["publish", "instance A", "instance B", "through Varnish"], liveRows));
  writeResults("cluster", { requests, concurrency, routes, rows, live });
});
