#!/usr/bin/env node
// Benchmark of the self-hosted contact capture (not a test), on each store: the SQLite file and
// PostgreSQL (a throwaway cluster on a loopback port, as the tests use). For each store it starts the
// production server (server.mjs), then
//   load: posts 1,000 valid submissions 50 at a time over loopback; reports rows stored, errors and
//         latency percentiles;
//   kill: streams posts, SIGKILLs the server mid-stream, restarts it on the same store and checks that
//         every post answered 2xx before the kill is stored.
//   pnpm bench:contact [--store sqlite|postgres]
//   env: BENCH_PORT (3199), BENCH_TOTAL (1000), BENCH_CONCURRENCY (50),
//        SITE_TEST_DIST_DIR (.next-bench-contact; built when it has no build yet)
//
//   pnpm bench:contact --newsletter-timing [--store sqlite|postgres]   (SQLite unless --store says otherwise)
//   instead: the newsletter subscribe's answer time for a new address, one pending (within its resend cooldown)
//   and one confirmed, BENCH_SAMPLES (300) each, one post at a time, the three kinds interleaved in a random
//   order per round; median and p90 per kind. What an outsider timing the form would see: the same figures
//   whatever the address means the timing tells no one's subscription. After each sample the run waits for the
//   work the server does after its answer (a new address's confirmation email, seen by the SMTP sink; the
//   decision of every request, until newsletter_requests is empty where that table exists), so no sample is
//   measured while the previous one's work runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isBuilt } from "../web/next-internals/index.mjs";
import { nextBin } from "../web/next-internals/unbundled.mjs";
import { startSmtp } from "../web/tests/smtp.mjs";
import { startPostgres } from "./lib/postgres.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..", "web");
const { values: options } = parseArgs({ options: { store: { type: "string" }, "newsletter-timing": { type: "boolean" } } });
const newsletterTiming = options["newsletter-timing"] === true;
const stores = options.store ? [options.store] : newsletterTiming ? ["sqlite"] : ["sqlite", "postgres"];
const samples = Number(process.env.BENCH_SAMPLES || 300);
const port = Number(process.env.BENCH_PORT || 3199);
const total = Number(process.env.BENCH_TOTAL || 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 50);
const distDir = process.env.SITE_TEST_DIST_DIR || ".next-bench-contact";
const next = nextBin;
/** @type {{ Client: new (config: { connectionString: string }) => import("./lib/store.mjs").PgClient }} web's package, where it is installed */
const { Client } = createRequire(join(web, "package.json"))("pg");
const base = `http://127.0.0.1:${port}`;
const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_TEST_DIST_DIR: distDir,
  // Every post comes from 127.0.0.1: raise the limits for the run.
  CONTACT_RATE_LIMIT: String(total * 10),
  SITE_TEST_GLOBAL_RATE_LIMIT: String(total * 10),
  SMTP_HOST: "",
  DATABASE_URL: "",
};

if (!isBuilt(join(web, distDir))) {
  console.log(`building into web/${distDir} ...`);
  const build = spawnSync(process.execPath, [next, "build"], { cwd: web, env: baseEnv, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const answers = await fetch(base).then(
  () => true,
  () => false,
);
if (answers) {
  console.error(`Something already answers on ${base}: stop it or set BENCH_PORT.`);
  process.exit(1);
}

/**
 * @typedef {{ env: Record<string, string>; names(): Promise<string[]>; exec(sql: string): Promise<void>; settled(): Promise<void>; close(): unknown }} BenchStore
 * `settled` resolves once no newsletter subscribe request waits to be decided (at once where there is no such table).
 */

/**
 * A connection to `url` for `use`, closed after it.
 * @template T
 * @param {string} url
 * @param {(client: import("./lib/store.mjs").PgClient) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withClient(url, use) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** @returns {Promise<BenchStore>} a throwaway PostgreSQL cluster */
async function openPostgresStore() {
  const cluster = await startPostgres({ prefix: "bench-pg-" });
  return {
    env: { DATABASE_URL: cluster.url },
    names: () =>
      withClient(cluster.url, async (client) => {
        const exists = (await client.query("SELECT to_regclass('submissions') AS t")).rows[0]?.t;
        // (name is text NOT NULL.)
        return exists ? (await client.query("SELECT name FROM submissions")).rows.map((row) => /** @type {string} */ (row.name)) : [];
      }),
    exec: (sql) =>
      withClient(cluster.url, async (client) => {
        await client.query(sql);
      }),
    settled: () =>
      withClient(cluster.url, async (client) => {
        const waiting = async () =>
          (await client.query("SELECT to_regclass('newsletter_requests') AS t")).rows[0]?.t &&
          (await client.query("SELECT 1 FROM newsletter_requests LIMIT 1")).rows.length > 0;
        while (await waiting()) await new Promise((resolve) => setImmediate(resolve));
      }),
    close: () => cluster.stop(),
  };
}

/** @returns {BenchStore} a SQLite file in a throwaway folder */
function openSqliteStore() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-contact-"));
  const file = join(dataDir, "submissions.sqlite");
  return {
    env: { CONTACT_DATA_DIR: dataDir },
    async names() {
      if (!existsSync(file)) return [];
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        return db
          .prepare("SELECT name FROM submissions")
          .all()
          .map((row) => /** @type {string} */ (row.name));
      } finally {
        db.close();
      }
    },
    async exec(sql) {
      const db = new DatabaseSync(file);
      try {
        db.exec(`PRAGMA busy_timeout = 5000; ${sql}`);
      } finally {
        db.close();
      }
    },
    async settled() {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'newsletter_requests'").get();
        if (!table) return;
        const waiting = db.prepare("SELECT 1 FROM newsletter_requests LIMIT 1");
        while (waiting.get()) await new Promise((resolve) => setTimeout(resolve, 1));
      } finally {
        db.close();
      }
    },
    close: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The store under test: the server's environment and a reader of the stored names.
 * @param {string} kind
 * @returns {Promise<BenchStore>}
 */
async function openStore(kind) {
  return kind === "postgres" ? openPostgresStore() : openSqliteStore();
}

/**
 * server.mjs in its own process group, so that a kill reaches everything it started.
 * @param {Record<string, string>} env
 * @returns {Promise<{ kill(signal: NodeJS.Signals): Promise<void> }>}
 */
async function startServer(env) {
  const server = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: web,
    env: { ...baseEnv, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/contact`)).ok) {
        return {
          kill: async (signal) => {
            try {
              // (No pid: it never started, and this was not reached.)
              if (server.pid !== undefined) process.kill(-server.pid, signal);
            } catch {}
            await exited;
          },
        };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

/** @param {string} name @param {number} i */
function body(name, i) {
  return new URLSearchParams({
    "form-name": "contact",
    "bot-field": "",
    name,
    email: `visitor${i}@example.org`,
    phone: "+1 555 010 0000",
    company: "Benchmark Clinic",
    service: "analytics",
    message: `Benchmark submission number ${i}. `.repeat(8),
  }).toString();
}

/** @param {string} name @param {number} i */
async function postOne(name, i) {
  const response = await fetch(`${base}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: body(name, i),
  });
  await response.arrayBuffer();
  return response.status;
}

/** @param {BenchStore} store @param {string} label */
async function load(store, label) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number | string, number>} failures by status, or by error message */
  const failures = new Map();
  let nextIndex = 0;
  const started = performance.now();
  async function worker() {
    while (nextIndex < total) {
      const i = nextIndex++;
      const t0 = performance.now();
      try {
        const status = await postOne(`Load ${i}`, i);
        if (status < 200 || status > 299) failures.set(status, (failures.get(status) ?? 0) + 1);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.set(message, (failures.get(message) ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) =>
    (latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN).toFixed(1);
  const stored = (await store.names()).filter((name) => name.startsWith("Load ")).length;
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  console.log(
    `[${label}] load: ${total} posts, ${concurrency} concurrent, loopback, ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s)`,
  );
  console.log(`[${label}] rows stored: ${stored} of ${total}`);
  console.log(`[${label}] errors: ${errors}${errors ? ` ${JSON.stringify(Object.fromEntries(failures))}` : ""}`);
  console.log(`[${label}] latency ms: p50 ${pct(50)}, p99 ${pct(99)}, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)}`);
  return stored === total && errors === 0;
}

/**
 * Posts until killed: SIGKILL once `killAfter` posts were acknowledged, then restart and look for every one.
 * @param {BenchStore} store
 * @param {Awaited<ReturnType<typeof startServer>>} server
 * @param {string} label
 */
async function killTest(store, server, label) {
  const killAfter = Math.min(300, Math.floor(total / 2));
  /** @type {string[]} */
  const acknowledged = [];
  let sent = 0;
  /** @type {Promise<void> | undefined} */
  let killed;
  async function worker() {
    while (!killed) {
      const i = sent++;
      const name = `Kill ${i}`;
      try {
        const status = await postOne(name, i);
        if (status >= 200 && status <= 299) acknowledged.push(name);
      } catch {
        // The connection died with the server: this post was never acknowledged.
      }
      if (acknowledged.length >= killAfter && !killed) killed = server.kill("SIGKILL");
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  await killed;
  const restarted = await startServer(store.env);
  const present = new Set(await store.names());
  const missing = acknowledged.filter((name) => !present.has(name));
  const after = await postOne("After restart", 0);
  console.log(
    `[${label}] kill: SIGKILL after ${acknowledged.length} acknowledged posts (${sent} sent); restarted; ${acknowledged.length - missing.length} of ${acknowledged.length} present, ${missing.length} missing; a post after the restart answered ${after}`,
  );
  return { ok: missing.length === 0 && after >= 200 && after <= 299, server: restarted };
}

/**
 * The value below which `p` percent of `values` lie (nearest rank).
 * @param {number[]} values
 * @param {number} p
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * One newsletter subscribe, answered 200 (JSON): its answer time in ms.
 * @param {string} consent the consent version the blog's box carries
 * @param {string} email
 */
async function subscribeOnce(consent, email) {
  const started = performance.now();
  const response = await fetch(`${base}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ "form-name": "newsletter", "bot-field": "", consent, email }).toString(),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`a subscribe answered ${response.status}`);
  return ms;
}

/** Waits on the SMTP server's messages: `onMessage` is its hook, `arrived(received, count)` resolves once `count` came. */
function mailArrivals() {
  /** @type {Set<() => void>} */
  const waiting = new Set();
  return {
    onMessage: () => {
      for (const wake of waiting) wake();
    },
    /** @param {{ length: number }} received @param {number} count */
    arrived: (received, count) =>
      new Promise((resolve) => {
        const wake = () => {
          if (received.length < count) return;
          waiting.delete(wake);
          resolve(undefined);
        };
        waiting.add(wake);
        wake();
      }),
  };
}

/**
 * Subscribe answer times for a new, a pending and a confirmed address, interleaved in random order, one at a
 * time, each request decided (and a new address's email received) before the next.
 * @param {BenchStore} store
 * @param {{ received: unknown[] }} smtp
 * @param {(count: number) => Promise<unknown>} emailsArrived
 * @param {string} consent
 */
async function subscribeTimesByKind(store, smtp, emailsArrived, consent) {
  // The known addresses: subscribed once (their emails sent), then half of them confirmed.
  const pending = Array.from({ length: samples }, (_, i) => `pending${i}@example.org`);
  const confirmed = Array.from({ length: samples }, (_, i) => `confirmed${i}@example.org`);
  for (const email of [...pending, ...confirmed]) await subscribeOnce(consent, email);
  await emailsArrived(2 * samples);
  await store.exec("UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = created_at WHERE email LIKE 'confirmed%'");
  /** @type {Record<"new" | "pending" | "confirmed", number[]>} */
  const times = { new: [], pending: [], confirmed: [] };
  for (let i = 0; i < samples; i++) {
    const round = /** @type {Array<keyof typeof times>} */ (["new", "pending", "confirmed"]).sort(() => Math.random() - 0.5);
    for (const kind of round) {
      const email = kind === "new" ? `new${i}@example.org` : kind === "pending" ? pending[i] : confirmed[i];
      const expected = smtp.received.length + (kind === "new" ? 1 : 0);
      times[kind].push(await subscribeOnce(consent, /** @type {string} */ (email)));
      if (kind === "new") await emailsArrived(expected);
      await store.settled();
    }
  }
  return times;
}

/** @param {string} label @param {Record<string, number[]> & { new: number[]; pending: number[]; confirmed: number[] }} times */
function reportSubscribeTimes(label, times) {
  console.log(`[${label}] newsletter subscribe answer time, ${samples} samples per kind, interleaved, one at a time, loopback:`);
  for (const [kind, values] of Object.entries(times)) {
    console.log(
      `[${label}]   ${kind.padEnd(9)} median ${percentile(values, 50).toFixed(2)} ms, p90 ${percentile(values, 90).toFixed(2)} ms`,
    );
  }
  const known = [...times.pending, ...times.confirmed];
  console.log(
    `[${label}]   new - known: median ${(percentile(times.new, 50) - percentile(known, 50)).toFixed(2)} ms, p90 ${(percentile(times.new, 90) - percentile(known, 90)).toFixed(2)} ms`,
  );
}

/**
 * The newsletter subscribe's answer time by kind of address (see the header).
 * @param {BenchStore} store
 * @param {string} label
 */
async function newsletterTimes(store, label) {
  const mail = mailArrivals();
  const smtp = await startSmtp({ onMessage: mail.onMessage });
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  try {
    server = await startServer({
      ...store.env,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: "bench@site.test",
      NEWSLETTER_SECRET: "bench-newsletter-secret-0123456789abcdef",
      PUBLIC_SITE_URL: "https://site.test",
    });
    const consent = /name="consent" value="([^"]+)"/.exec(await (await fetch(`${base}/blog`)).text())?.[1];
    if (!consent) throw new Error("the blog's newsletter box has no consent version");
    const times = await subscribeTimesByKind(store, smtp, (count) => mail.arrived(smtp.received, count), consent);
    reportSubscribeTimes(label, times);
    return smtp.received.length === 3 * samples;
  } finally {
    await server?.kill("SIGTERM");
    await smtp.close();
  }
}

let ok = true;
for (const kind of stores) {
  const store = await openStore(kind);
  if (newsletterTiming) {
    try {
      ok = (await newsletterTimes(store, kind)) && ok;
    } finally {
      store.close();
    }
    continue;
  }
  let server;
  try {
    server = await startServer(store.env);
    ok = (await load(store, kind)) && ok;
    const kill = await killTest(store, server, kind);
    server = kill.server;
    ok = kill.ok && ok;
  } finally {
    await server?.kill("SIGTERM");
    store.close();
  }
}
process.exitCode = ok ? 0 : 1;
