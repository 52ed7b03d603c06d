#!/usr/bin/env node
// `pnpm test:cluster`: the site as several instances run it (docs/deploy.md) on one machine (tests/cluster/cluster.mjs):
// two instances of web/server.mjs on one build, Redis, PostgreSQL, nginx as the load balancer and Varnish in front.
// Node's test runner (scripts/test-all.mjs runs it under `node --test`).  node web/tests/node/cluster.test.mjs [--build]
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { parseArgs } from "node:util";
import { contactPost, ensureBuild, sleep } from "../../../scripts/lib/next-app.mjs";
import { Database } from "../../lib/db/database.mjs";
import { startCluster, waitForLog, web } from "../cluster/cluster.mjs";
import { startSmtp } from "../smtp.mjs";

const { values } = parseArgs({ options: { build: { type: "boolean" } }, strict: false });
/** @type {{ Client: new (config: { connectionString: string }) => { connect(): Promise<unknown>; query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, any>> }>; end(): Promise<void> } }} web's package */
const pg = createRequire(join(web, "package.json"))("pg");

const distDir = process.env.SITE_TEST_DIST_DIR || ".next";
// A publish's target is 5 s (printed), but the test waits for the event: it fails only past CLUSTER_LIVE_WITHIN_MS.
const liveTargetMs = 5_000;
const liveWithinMs = Number(process.env.CLUSTER_LIVE_WITHIN_MS ?? 60_000);
const perClientLimit = 4;
const oldRows = 3;

/** @type {Awaited<ReturnType<typeof startCluster>>} set by `before`, which every test runs after */
let cluster;
/** @type {Awaited<ReturnType<typeof startSmtp>> | undefined} */
let smtp;
before(async () => {
  if (values.build) rmSync(join(web, distDir), { recursive: true, force: true });
  await ensureBuild(distDir, { when: "missing" });
  smtp = await startSmtp(); // for the newsletter's confirmation emails; nothing reads them here
  cluster = await startCluster({
    distDir,
    // Old rows first, so the sweep both instances run at start has something to delete.
    beforeInstances: async ({ postgres }) => {
      assert.ok(postgres, "the cluster runs PostgreSQL");
      await seedOldSubmissions(postgres.url);
    },
    env: {
      SANITY_REVALIDATE_SECRET: "cluster-test-webhook-secret-0123456789",
      CONTACT_RATE_LIMIT: String(perClientLimit),
      SITE_TEST_GLOBAL_RATE_LIMIT: "10000",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: "site@fernleaf.test",
      NEWSLETTER_SECRET: "cluster-test-newsletter-secret-0123456789",
      PUBLIC_SITE_URL: "http://127.0.0.1",
    },
  });
});
after(async () => {
  await cluster?.stop();
  await smtp?.close();
});

/** The site's schema, by its migrations, then rows 3 years old. @param {string} url */
async function seedOldSubmissions(url) {
  const database = new Database({ dataDir: "", databaseUrl: url });
  try {
    await database.ready();
    const created_at = new Date(Date.now() - 3 * 365 * 24 * 3600_000).toISOString();
    for (let i = 0; i < oldRows; i++)
      await database.db.insertInto("submissions").values({ created_at, name: "Old", email: "old@example.org", message: "old" }).execute();
  } finally {
    await database.close();
  }
}

/** @param {string} text @param {unknown[]} [params] */
async function query(text, params = []) {
  assert.ok(cluster.postgres, "the cluster runs PostgreSQL");
  const client = new pg.Client({ connectionString: cluster.postgres.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
const count = async (/** @type {string} */ where) => Number((await query(`SELECT count(*) AS n FROM submissions ${where}`))[0]?.n);

/** Polls `url` until its body contains `text`: the ms it took; rejects past `withinMs`. @param {string} url @param {string} text @param {number} withinMs */
async function liveWithin(url, text, withinMs, started = performance.now()) {
  for (;;) {
    const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.ceil(withinMs - (performance.now() - started)))) });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.ok && body.includes(text)) return elapsed;
    if (elapsed > withinMs) throw new Error(`${url} did not show "${text}" within ${withinMs} ms (status ${response.status})`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A POST through nginx from a loopback address of its own (one visitor to the rate limit): the answer's status, 0
 * when there was none, -1 when it was cut after it started (its instance killed while sending it).
 * @param {string} path @param {Record<string, string>} fields @param {string} [from] @returns {Promise<number>}
 */
function post(path, fields, from = "127.0.0.1") {
  const body = new URLSearchParams(fields).toString();
  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
    "content-length": Buffer.byteLength(body),
  };
  return new Promise((resolve) => {
    const options = { host: "127.0.0.1", port: new URL(cluster.lb).port, path, method: "POST", localAddress: from, headers };
    const req = request(options, (res) => {
      res.resume();
      res.on("close", () => resolve(res.complete ? /** @type {number} */ (res.statusCode) : -1));
    });
    req.on("error", () => resolve(0));
    req.setTimeout(30_000, () => req.destroy());
    req.end(body);
  });
}
const contact = (/** @type {string} */ name, /** @type {string} */ email) => contactPost(name, email, `Hello from ${name}`);
const twoSites = () => {
  const [a, b] = cluster.sites;
  assert.ok(a && b, "the cluster runs two instances");
  return { a, b };
};

async function retentionSweepRunsOnce() {
  const deleted = /retention: deleted (\d+) submission/;
  // Both swept at start (a failed start is tried again within a minute).
  const deadline = Date.now() + 90_000;
  while (!cluster.sites.some((site) => deleted.test(site.log()))) {
    assert.ok(Date.now() < deadline, "no instance swept within 90 s");
    await sleep(100);
  }
  assert.deepEqual(await query("SELECT id FROM submissions WHERE created_at < now() - interval '2 years'"), []);
  const sweepers = cluster.sites.filter((site) => deleted.test(site.log()));
  assert.equal(sweepers.length, 1, "exactly one instance swept");
  assert.equal(Number(deleted.exec(sweepers[0]?.log() ?? "")?.[1]), oldRows);
}

async function publishReachesEveryNode() {
  const { a, b } = twoSites();
  for (const base of [a.url, b.url, cluster.cache, cluster.cache]) assert.equal((await fetch(`${base}/about`)).status, 200);
  assert.equal((await fetch(`${cluster.cache}/about`)).headers.get("x-cache"), "HIT");
  const heading = `Published on one node ${Date.now()}`;
  cluster.editDocument("page-about", (doc) => {
    const [first] = doc.sections;
    assert.ok(first, "the about page has a section");
    first.heading = heading;
  });
  const started = performance.now();
  assert.equal((await cluster.webhook(a.url, { _type: "page", slug: "about" })).status, 200);
  const times = /** @type {[number, number, number]} */ (
    await Promise.all([b.url, cluster.cache, a.url].map((base) => liveWithin(`${base}/about`, heading, liveWithinMs, started)))
  );
  const over = Math.max(...times) > liveTargetMs ? ` (over the ${liveTargetMs / 1000} s target on this machine)` : "";
  console.info(`webhook to live: B ${times[0].toFixed(0)} ms, cache ${times[1].toFixed(0)} ms, A ${times[2].toFixed(0)} ms${over}`);
}

async function newPostHasNoClientScript() {
  const { a, b } = twoSites();
  const slug = `cluster-${Date.now()}`;
  const title = `A post published on one node ${slug}`;
  const original = cluster.readDataset().find((line) => JSON.parse(line)._type === "post");
  assert.ok(original, "the dataset has a post");
  cluster.addDocument({ ...JSON.parse(original), _id: `post-${slug}`, slug: { _type: "slug", current: slug }, title });
  assert.equal((await cluster.webhook(a.url, { _type: "post", slug })).status, 200);
  for (const base of [b.url, a.url, cluster.cache]) {
    await liveWithin(`${base}/blog/${slug}`, title, liveWithinMs);
    const html = await (await fetch(`${base}/blog/${slug}`)).text();
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    assert.deepEqual(scripts, [], `${base}/blog/${slug} carries client script`);
  }
}

async function postsShareOneLimit() {
  const before = await count("");
  // One visitor, posts in turn: the balancer alternates instances, the limit is shared.
  /** @type {number[]} */
  const statuses = [];
  for (let i = 0; i < perClientLimit + 2; i++) statuses.push(await post("/", contact(`Limit ${i}`, `limit${i}@example.org`), "127.0.0.2"));
  assert.deepEqual(statuses, [...Array(perClientLimit).fill(200), 429, 429]);
  const stored = (await query("SELECT name FROM submissions WHERE name LIKE 'Limit %' ORDER BY id")).map((row) => row.name);
  assert.deepEqual(
    stored,
    [...Array(perClientLimit).keys()].map((i) => `Limit ${i}`),
  );
  assert.equal(await count(""), before + perClientLimit);
  // Subscriptions from several visitors at once, spread over both: each stored once.
  const consent = /name="consent" value="([^"]+)"/.exec(await (await fetch(`${cluster.lb}/blog`)).text())?.[1];
  assert.ok(consent, "the blog's newsletter box carries its consent version");
  const emails = Array.from({ length: 6 }, (_, i) => `reader${i}@example.org`);
  const fields = (/** @type {string} */ email) => ({ "form-name": "newsletter", "bot-field": "", consent, email });
  const answers = await Promise.all(emails.map((email, i) => post("/api/newsletter", fields(email), `127.0.1.${i + 1}`)));
  const refused = answers.filter((code) => code < 200 || code >= 400);
  assert.deepEqual(refused, [], `subscriptions answered ${answers}`);
  // Each stored before its answer and decided just after it, by the instance that took it.
  const subscribed = async () => (await query("SELECT email FROM newsletter_subscribers ORDER BY email")).map((row) => row.email);
  const deadline = performance.now() + 30_000;
  while ((await subscribed()).length < emails.length && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(await subscribed(), emails);
}

/** What the kill drill saw: posts acknowledged and refused, readers' statuses, requests unanswered, answers cut. */
function drillRecord() {
  /** @type {{ acknowledged: string[]; failedPosts: number[]; readerStatuses: number[]; unanswered: string[]; cut: string[] }} */
  const seen = { acknowledged: [], failedPosts: [], readerStatuses: [], unanswered: [], cut: [] };
  return { ...seen, stopReaders: false, killed: false };
}

/**
 * Readers through the balancer all along (its retry moves a refused request to the live instance). An answer B was sending when killed is
 * cut (a graceful stop drains instead, docs/deploy.md): one per reader at most. They stop within two minutes however the drill goes.
 * @param {ReturnType<typeof drillRecord>} drill
 */
function drillReaders(drill) {
  const drillOver = AbortSignal.timeout(120_000);
  return Array.from({ length: 3 }, async () => {
    while (!drill.stopReaders && !drillOver.aborted) {
      /** @type {Response | undefined} */
      let response;
      try {
        response = await fetch(`${cluster.lb}/services`, { signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        drill.readerStatuses.push(response.status);
      } catch (error) {
        const why = `${error instanceof Error ? error.message : error} (${error instanceof Error ? String(error.cause ?? "") : ""})`;
        if (response) drill.cut.push(`${drill.killed ? "after" : "before"} the kill: ${why}`);
        else drill.unanswered.push(why);
      }
    }
  });
}

/** Writers, 4 at a time, each post from its own address; B SIGKILLed after 20 posts. @param {ReturnType<typeof drillRecord>} drill @param {import("../../../scripts/lib/next-app.mjs").Running} b @param {number} total */
function drillWriters(drill, b, total) {
  let sent = 0;
  return Array.from({ length: 4 }, async (_, writer) => {
    for (let i = 0; i < total / 4; i++) {
      const name = `Kill ${writer}-${i}`;
      const status = await post("/", contact(name, `kill${writer}x${i}@example.org`), `127.0.2.${writer * 20 + i + 1}`);
      if (status === 200) drill.acknowledged.push(name);
      else drill.failedPosts.push(status);
      if (++sent === 20) drill.killed = b.process.kill("SIGKILL");
    }
  });
}

/** Readers never saw the kill, beyond the answers B was sending when it died. @param {ReturnType<typeof drillRecord>} drill */
function assertReadersUnharmed({ readerStatuses, unanswered, cut }) {
  assert.ok(readerStatuses.length > 0);
  const logs = () => `the instances said:\n${cluster.sites.map((site) => site.log().slice(-1500)).join("\n---\n")}`;
  const notOk = readerStatuses.filter((status) => status !== 200);
  assert.deepEqual(notOk, [], `readers never saw the kill; ${logs()}`);
  assert.deepEqual(unanswered, [], `a reader's request got no answer from the balancer; ${logs()}`);
  const beforeKill = cut.filter((entry) => !entry.startsWith("after"));
  assert.ok(cut.length <= 3 && beforeKill.length === 0, `answers cut other than those in flight at the kill: ${cut.join("; ")}`);
  if (cut.length > 0) console.info(`answers B was sending when it was killed, cut: ${cut.length}`);
}

/** Every acknowledged submission stored, once. @param {ReturnType<typeof drillRecord>} drill @param {number} total */
async function assertPostsKept({ acknowledged, failedPosts, readerStatuses }, total) {
  const stored = new Set((await query("SELECT name FROM submissions WHERE name LIKE 'Kill %'")).map((row) => row.name));
  const lost = acknowledged.filter((name) => !stored.has(name));
  assert.deepEqual(lost, [], "every acknowledged submission is stored");
  assert.equal(stored.size, await count("WHERE name LIKE 'Kill %'"), "none twice");
  // A post inside B when it died is answered 502 (the balancer does not resend a POST that reached an instance) or
  // cut (-1) if B was sending it; at most one per writer was in flight.
  assert.ok(failedPosts.length <= 4, `at most the posts in flight at the kill fail (${failedPosts})`);
  const other = failedPosts.filter((status) => status !== 502 && status !== -1);
  assert.deepEqual(other, [], `posts in flight at the kill are answered 502 or cut (${failedPosts})`);
  console.info(
    `kill drill: ${acknowledged.length}/${total} posts acknowledged, all stored; ${failedPosts.length} refused in flight (${failedPosts}); ${readerStatuses.length} page views, all 200`,
  );
}

async function killDrill() {
  const { b } = twoSites();
  const drill = drillRecord();
  const total = 48;
  const readers = drillReaders(drill);
  try {
    await Promise.all(drillWriters(drill, b, total));
  } finally {
    drill.stopReaders = true;
    await Promise.all(readers);
  }
  assert.equal((await b.exited).signal, "SIGKILL");
  await cluster.restart(1); // B back on its port before any assertion, for the tests after this one
  assertReadersUnharmed(drill);
  await assertPostsKept(drill, total);
}

async function redisFallback() {
  const from = cluster.sites.map((site) => site.log().length);
  assert.ok(cluster.redis, "the cluster runs Redis");
  await cluster.redis.stop("SIGKILL");
  await Promise.all(cluster.sites.map((site, i) => waitForLog(site, /Redis 127\.0\.0\.1:\d+ unreachable/, 30_000, from[i])));
  for (const site of cluster.sites) assert.equal((await fetch(`${site.url}/about`)).status, 200);
  // A publish the shared cache did not take reaches one instance only: answered 503, for Sanity to send it again.
  const { a } = twoSites();
  const refused = await cluster.webhook(a.url, { _type: "page", slug: "about" });
  assert.equal(refused.status, 503);
  // The pages' expiry refused, not the record of the delivery (PostgreSQL's).
  assert.match(String(refused.json.error), /could not be revalidated/);
}

// In order; each test's own limit: a request the drill forgot to bound fails its test, never holds the run.
describe("two instances behind a load balancer and an HTTP cache", { timeout: 5 * 60_000 }, () => {
  it("run the retention sweep once: one instance deletes the old rows, the other leaves it", retentionSweepRunsOnce);
  it("serve a publish sent to instance A from instance B and through the cache (target: within 5 s)", publishReachesEveryNode);
  it("serve a new post's first view, through either instance and the cache, without client script", newPostHasNoClientScript);
  it("store contact posts and subscriptions spread over both instances once each, against one shared limit", postsShareOneLimit);
  it("lose no acknowledged submission and no reader's page when an instance is SIGKILLed under traffic", killDrill);
  it("fall back to each instance's own cache when Redis goes away, say so in the log, and refuse a publish (503)", redisFallback);
});
