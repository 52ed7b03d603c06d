#!/usr/bin/env node
// Benchmark of event registration (not a test), on each store: the SQLite file and PostgreSQL (a throwaway
// cluster on a loopback port). For each store it starts the production server (server.mjs) and posts, 50 at a
// time over loopback, first BENCH_TOTAL contact submissions (the reference: the contact capture, measured in
// the same run on the same server), then BENCH_TOTAL registrations for the bundled dataset's first upcoming
// event open for registration, given BENCH_CAPACITY seats (a copy of the dataset). It reports, for each,
// answers per second and p50/p99 latency, and for registrations the capacity check: seats taken must equal
// min(capacity, registrations), the rest waiting-listed, no address twice.
//   pnpm bench:registration [--store sqlite|postgres]
//   env: BENCH_PORT (3198), BENCH_TOTAL (1000), BENCH_CONCURRENCY (50), BENCH_CAPACITY (100),
//        SITE_TEST_DIST_DIR (.next-bench-contact, shared with bench:contact; built when it has no build yet)
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isBuilt } from "../web/next-internals/index.mjs";
import { nextBin } from "../web/next-internals/unbundled.mjs";
import { startPostgres } from "./lib/postgres.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const { values: options } = parseArgs({ options: { store: { type: "string" } } });
const stores = options.store ? [options.store] : ["sqlite", "postgres"];
const port = Number(process.env.BENCH_PORT || 3198);
const total = Number(process.env.BENCH_TOTAL || 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 50);
const capacity = Number(process.env.BENCH_CAPACITY || 100);
const distDir = process.env.SITE_TEST_DIST_DIR || ".next-bench-contact";
const next = nextBin;
/** @type {{ Client: new (config: { connectionString: string }) => import("./lib/store.mjs").PgClient }} */
const { Client } = createRequire(join(web, "package.json"))("pg");
const base = `http://127.0.0.1:${port}`;

// A copy of the dataset whose first upcoming event open for registration has BENCH_CAPACITY seats.
const work = mkdtempSync(join(tmpdir(), "bench-registration-"));
const source = process.env.SITE_TEST_DATASET_FILE || join(root, "content", "production.ndjson");
const documents = readFileSync(source, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const event = documents
  .filter((doc) => doc._type === "event" && doc.status === "scheduled" && doc.registration === "open" && Date.parse(doc.end) > Date.now())
  .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
if (!event) {
  console.error("The dataset has no upcoming event open for registration.");
  process.exit(1);
}
event.capacity = capacity;
const dataset = join(work, "production.ndjson");
writeFileSync(dataset, `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
for (const assets of ["files", "images"]) spawnSync("ln", ["-s", join(dirname(source), assets), join(work, assets)]);

const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_TEST_DIST_DIR: distDir,
  SITE_TEST_DATASET_FILE: dataset,
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
if (
  await fetch(base).then(
    () => true,
    () => false,
  )
) {
  console.error(`Something already answers on ${base}: stop it or set BENCH_PORT.`);
  process.exit(1);
}

/** @param {Record<string, string>} env */
async function startServer(env) {
  const server = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: web,
    env: { ...baseEnv, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/contact`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return {
        stop: async () => {
          try {
            if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
          } catch {}
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

/**
 * Posts `total` forms, `concurrency` at a time; answers per second, p50 and p99 (ms), failures by status.
 * @param {string} path @param {(i: number) => string} body
 */
async function load(path, body) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number | string, number>} */
  const failures = new Map();
  let nextIndex = 0;
  const started = performance.now();
  async function worker() {
    while (nextIndex < total) {
      const i = nextIndex++;
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: body(i),
        });
        await response.arrayBuffer();
        if (response.status < 200 || response.status > 299) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      } catch (error) {
        const key = error instanceof Error ? error.message : String(error);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: total / seconds, p50: at(0.5), p99: at(0.99), failures };
}

const contactBody = (/** @type {number} */ i) =>
  new URLSearchParams({
    "form-name": "contact",
    "bot-field": "",
    name: `Load ${i}`,
    email: `visitor${i}@example.org`,
    message: `Benchmark submission ${i}.`,
  }).toString();
const registrationBody = (/** @type {number} */ i) =>
  new URLSearchParams({
    event: event.slug.current,
    name: `Registrant ${i}`,
    email: `registrant${i}@example.org`,
    organization: "Benchmark Health",
    role: "Director",
    consent: "yes",
    website: "",
  }).toString();

/**
 * @param {string} kind
 * @returns {Promise<{ env: Record<string, string>; rows(): Promise<unknown[]>; close(): unknown }>}
 */
async function openStore(kind) {
  if (kind === "postgres") {
    const cluster = await startPostgres({ prefix: "bench-pg-" });
    return {
      env: { DATABASE_URL: cluster.url },
      async rows() {
        const client = new Client({ connectionString: cluster.url });
        await client.connect();
        try {
          return (await client.query("SELECT email, status FROM event_registrations WHERE event_slug = $1", [event.slug.current])).rows;
        } finally {
          await client.end();
        }
      },
      close: () => cluster.stop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-registration-data-"));
  return {
    env: { CONTACT_DATA_DIR: dataDir },
    async rows() {
      const db = new DatabaseSync(join(dataDir, "submissions.sqlite"), { readOnly: true });
      try {
        return db.prepare("SELECT email, status FROM event_registrations WHERE event_slug = ?").all(event.slug.current);
      } finally {
        db.close();
      }
    },
    close: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const format = (/** @type {Awaited<ReturnType<typeof load>>} */ r) =>
  `${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.failures.size ? `, failures ${JSON.stringify(Object.fromEntries(r.failures))}` : ""}`;

let failed = false;
console.log(`${total} posts at ${concurrency} concurrent, event ${event.slug.current} with ${capacity} seats`);
for (const kind of stores) {
  const store = await openStore(kind);
  const server = await startServer(store.env);
  try {
    const contact = await load("/", contactBody);
    const registration = await load("/api/events/register", registrationBody);
    const rows = /** @type {Array<{ email: string; status: string }>} */ (await store.rows());
    const seated = rows.filter((row) => row.status === "confirmed").length;
    const waiting = rows.filter((row) => row.status === "waitlisted").length;
    const distinct = new Set(rows.map((row) => row.email)).size;
    const ok = seated === Math.min(capacity, total) && waiting === total - seated && distinct === rows.length && rows.length === total;
    failed ||= !ok;
    console.log(`${kind}:`);
    console.log(`  contact (reference)  ${format(contact)}`);
    console.log(`  registration         ${format(registration)}`);
    console.log(
      `  capacity check       ${seated} seats taken of ${capacity}, ${waiting} waiting, ${rows.length} rows, ${distinct} addresses: ${ok ? "ok" : "FAILED"}`,
    );
  } finally {
    await server.stop();
    await store.close();
  }
}
rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
