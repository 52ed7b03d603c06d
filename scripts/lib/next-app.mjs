// The benchmarks' harness (and the cluster's): the command line and its --help, a build made when stale, processes
// on free loopback ports stopped at the end (also on failure and Ctrl-C), load and percentiles, Markdown tables and
// bench-results/. A benchmark says what it measures; this module does the rest.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Database } from "../../web/lib/db/database.mjs";
import { buildFiles } from "../../web/next-internals/index.mjs";
import { nextBin } from "../../web/next-internals/unbundled.mjs";
import { parseNdjson } from "./ndjson.mjs";
import { freePort, startPostgres } from "./postgres.mjs";

export const root = join(import.meta.dirname, "..", "..");
export const web = join(root, "web");
export const bundledDataset = join(root, "content", "production.ndjson");
export { freePort };
export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {Array<() => unknown>} what to stop at the end, the last started first */
const stoppers = [];
/** Runs `stop` at the end (stopAll, a failure, Ctrl-C). @template {() => unknown} T @param {T} stop @returns {T} */
export const onStop = (stop) => {
  stoppers.push(stop);
  return stop;
};
/** Stops everything started, the last first; an error in one stop is printed and the others still run. */
export async function stopAll() {
  for (const stop of stoppers.splice(0).reverse()) await Promise.resolve(stop()).catch((error) => console.error(error));
}
/** @type {Set<number>} process groups still running: ended when this process exits, however it exits */
const groups = new Set();
/** Sends `signal` to a process group; false when it has ended. @param {number} pid @param {NodeJS.Signals} signal */
const signalGroup = (pid, signal) => {
  try {
    return process.kill(-pid, signal);
  } catch {
    return false;
  }
};
process.once("exit", () => {
  for (const pid of groups) signalGroup(pid, "SIGTERM");
});

/**
 * A benchmark's command line (a "number" option is read as a number); `--help` prints `about` and every option.
 * @template {Record<string, { type: "string" | "number" | "boolean"; default?: string; help: string }>} T
 * @param {string} about @param {T} options
 * @returns {{ [K in keyof T]: T[K]["type"] extends "boolean" ? boolean : T[K]["type"] extends "number" ? number : string }}
 */
export function benchArgs(about, options) {
  const config = Object.fromEntries(
    Object.entries(options).map(([name, { type, default: value }]) => [
      name,
      type === "boolean" ? { type, default: false } : { type: /** @type {const} */ ("string"), default: value ?? "" },
    ]),
  );
  const { values } = parseArgs({ options: { ...config, help: { type: "boolean" } } });
  const exitOn = (/** @type {NodeJS.Signals} */ signal, /** @type {number} */ code) =>
    process.once(signal, () => void stopAll().finally(() => process.exit(code)));
  exitOn("SIGINT", 130);
  exitOn("SIGTERM", 143);
  if (values.help) {
    const lines = Object.entries(options).map(([name, { type, default: value, help }]) => {
      const usage = `--${name}${type === "boolean" ? "" : ` <${value ?? ""}>`}`;
      return `  ${usage.padEnd(24)} ${help}`;
    });
    console.info(`${about.trim()}\n\noptions (default in <>):\n${lines.join("\n")}`);
    process.exit(0);
  }
  /** @type {Record<string, unknown>} */
  const read = values;
  for (const [name, { type }] of Object.entries(options)) if (type === "number") read[name] = Number(read[name]);
  return /** @type {any} */ (read);
}

/** Resident memory (bytes) of a process and all its descendants, read from /proc. @param {number} rootPid */
export function treeRss(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The command name (field 2) may hold spaces or parentheses: the fields after its last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {} // the process ended while the table was read
  }
  let total = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * A `next build` in `cwd` into `distDir`, clean unless `clean: false` (its cache kept, as a host's redeploy does):
 * its wall time, the peak memory of its processes and its output.
 * @param {string} cwd @param {string} distDir @param {Record<string, string>} [env] @param {{ clean?: boolean }} [options]
 * @returns {Promise<{ ms: number; peakRss: number; output: string }>}
 */
export async function buildNext(cwd, distDir, env = {}, { clean = true } = {}) {
  if (clean) rmSync(join(cwd, distDir), { recursive: true, force: true });
  const started = performance.now();
  const buildEnv = { NEXT_TELEMETRY_DISABLED: "1", ...env, SITE_TEST_DIST_DIR: distDir };
  const name = `next build in ${cwd}`;
  const build = launch(name, process.execPath, [nextBin, "build"], { cwd, env: buildEnv, inherit: true, keepStdout: true });
  let peakRss = 0;
  const timer = setInterval(() => {
    if (build.process.pid !== undefined) peakRss = Math.max(peakRss, treeRss(build.process.pid));
  }, 100);
  const output = await finished(build).finally(() => clearInterval(timer));
  return { ms: performance.now() - started, peakRss, output };
}

/**
 * Builds into `cwd/distDir` (`make`: by default `next build` with `env`) unless it holds a build (its `marker` file)
 * made with the same `env` after the last change to a file git knows under `folders`. `when`: "missing" builds only
 * where there is no build at all, "always" builds, "never" fails instead of building.
 * @param {string} distDir
 * @param {{ cwd?: string; env?: Record<string, string>; when?: "stale" | "missing" | "always" | "never"; folders?: string[]; marker?: string; make?: () => Promise<unknown> }} [options]
 */
export async function ensureBuild(distDir, options = {}) {
  const { cwd = web, env = {}, when = "stale", folders = ["web", "schemas", "content"], marker = buildFiles.buildId } = options;
  const folder = join(cwd, distDir);
  // The settings it was built with, hashed (a build without the file had none).
  const stampFile = join(folder, "build-settings.sha256");
  const stamp = createHash("sha256").update(JSON.stringify(env)).digest("hex");
  const built = existsSync(join(folder, marker));
  if (built && when === "missing") return;
  if (built && when !== "always") {
    const args = ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", ...folders];
    const files = execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 2 ** 20 }).split("\0");
    const newest = Math.max(0, ...files.map((file) => (file && existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)));
    const sameSettings = existsSync(stampFile) ? readFileSync(stampFile, "utf8") === stamp : Object.keys(env).length === 0;
    if (sameSettings && statSync(join(folder, marker)).mtimeMs > newest) return;
  }
  if (when === "never") throw new Error(`${folder} holds no build of the current sources and settings, and building was refused`);
  const why = !built ? "no build yet" : when === "always" ? "asked for" : "its sources or settings changed since";
  console.info(`building ${folder} (${why}) …`);
  await (options.make ?? (() => buildNext(cwd, distDir, env)))();
  writeFileSync(stampFile, stamp);
}

/**
 * A process started here in its own process group: `log()` its output (stderr, and stdout when kept); `stop` ends the
 * group (SIGKILL 10 s after the signal) and waits until it has.
 * @typedef {{ name: string; process: import("node:child_process").ChildProcess; log: () => string; port?: number; url?: string;
 *   exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; stop: (signal?: NodeJS.Signals) => Promise<void> }} Running
 */
/** @typedef {Running & { port: number; url: string }} Server */

/**
 * Starts `program` (`inherit`: its stderr to ours; `keepStdout`: its stdout in its log, else ignored).
 * @param {string} name @param {string} program @param {string[]} args
 * @param {{ cwd?: string; env?: Record<string, string>; inherit?: boolean; keepStdout?: boolean }} [options] @returns {Running}
 */
export function launch(name, program, args, { cwd, env = {}, inherit = false, keepStdout = false } = {}) {
  const child = spawn(program, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", keepStdout ? "pipe" : "ignore", inherit ? "inherit" : "pipe"],
  });
  const pid = child.pid;
  if (pid !== undefined) groups.add(pid);
  let log = "";
  /** @type {Running} */
  const running = {
    name,
    process: child,
    log: () => log,
    exited: new Promise((resolve) =>
      child.once("exit", (code, signal) => {
        if (pid !== undefined) groups.delete(pid);
        resolve({ code, signal });
      }),
    ),
    async stop(signal = "SIGTERM") {
      const kill = (/** @type {NodeJS.Signals} */ signal) =>
        child.exitCode === null && child.signalCode === null && pid && signalGroup(pid, signal);
      kill(signal);
      const timer = setTimeout(() => kill("SIGKILL"), 10_000);
      await running.exited;
      clearTimeout(timer);
    },
  };
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (log += chunk));
  return running;
}

/** Resolves to the log of `running`, just launched, once it has exited 0 and its output is read; rejects with the log's end otherwise. @param {Running} running */
export async function finished(running) {
  const [code, signal] = await once(running.process, "close");
  if (code !== 0) throw new Error(`${running.name} failed (exit ${code ?? signal}):\n${running.log().slice(-4000)}`);
  return running.log();
}

/**
 * Resolves once `url` answers (any status, or one `isUp` accepts); rejects after `timeoutMs`, or when `running` exits.
 * @param {string} url @param {number} [timeoutMs] @param {(response: Response) => boolean} [isUp] @param {Running} [running]
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, timeoutMs = 120_000, isUp = () => true, running = undefined) {
  /** @type {unknown} */
  let last;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    if (running && running.process.exitCode !== null)
      throw new Error(`${running.name} exited (${running.process.exitCode}):\n${running.log().slice(-2000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (isUp(response)) return;
    } catch (error) {
      last = error;
    }
  }
  const why = last ? `: ${last instanceof Error ? last.message : String(last)}` : "";
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${why}${running ? `\n${running.log().slice(-2000)}` : ""}`);
}

/**
 * Starts `command` (`{port}` replaced) on a free loopback port (or `port`), stopped at the end; resolves once `url + ready` answers 2xx.
 * @param {{ command: string[]; cwd?: string; env?: Record<string, string>; port?: number; ready?: string; timeoutMs?: number; program?: string; inherit?: boolean }} options
 * @returns {Promise<Server>}
 */
export async function startServer(options) {
  const { command, cwd = web, env = {}, port, ready = "/", timeoutMs = 180_000, program = process.execPath, inherit } = options;
  const chosen = port ?? (await freePort());
  const url = `http://127.0.0.1:${chosen}`;
  const taken = await fetch(url).catch(() => undefined);
  if (taken) throw new Error(`${url} is already in use: stop what serves it, or choose another port`);
  const args = command.map((arg) => arg.replace("{port}", String(chosen)));
  const server = Object.assign(launch(args.join(" "), program, args, { cwd, env, inherit }), { port: chosen, url });
  onStop(() => server.stop());
  await waitForHttp(`${url}${ready}`, timeoutMs, (response) => response.ok, server);
  return server;
}

/** Node's flags for web/server.mjs, as web/package.json's `serve` passes them (server.mjs says why). */
export const serverNodeFlags = ["--no-memory-reducer"];

/**
 * The site's production server (web/server.mjs, as `pnpm serve` runs it), or `next start` for an app without one
 * (the framework floor), on the build in `cwd/distDir`; what visitors leave goes to a throwaway folder unless `env` names one.
 * @param {{ distDir: string; cwd?: string; env?: Record<string, string>; port?: number; ready?: string; nodeArgs?: string[]; inherit?: boolean }} options
 */
export function startSite({ distDir, cwd = web, env = {}, port, ready, nodeArgs = [], inherit = false }) {
  const data = env.CONTACT_DATA_DIR ?? workFolder("bench-data-");
  const server = existsSync(join(cwd, "server.mjs")) ? [...serverNodeFlags, "server.mjs"] : [nextBin, "start"];
  const command = [...nodeArgs, ...server, "-p", "{port}", "-H", "127.0.0.1"];
  const siteEnv = { NEXT_TELEMETRY_DISABLED: "1", CONTACT_DATA_DIR: data, ...env, SITE_TEST_DIST_DIR: distDir };
  return startServer({ command, cwd, env: siteEnv, inherit, port, ready });
}

/** The dataset's documents, one a line. @param {string} [file] @returns {Array<Record<string, any>>} */
export const readDataset = (file = bundledDataset) => parseNdjson(readFileSync(file, "utf8"));

/** `docs` as <folder>/production.ndjson, the bundled files beside it (Sanity's export layout). @param {string} folder @param {unknown[]} docs */
export function writeDataset(folder, docs) {
  mkdirSync(folder, { recursive: true });
  for (const assets of ["files", "images"])
    if (!existsSync(join(folder, assets))) symlinkSync(join(root, "content", assets), join(folder, assets));
  const file = join(folder, "production.ndjson");
  writeFileSync(file, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return file;
}

/** A temporary folder, removed at the end. @param {string} prefix */
export function workFolder(prefix) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onStop(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * A throwaway store: a SQLite file in a temporary folder (removed at the end), or (`kind` "postgres") a PostgreSQL cluster of its own;
 * `env` points the server at it, `database` reads it, `close` (once, at the end at the latest) closes it and stops the cluster.
 * @param {string} kind @returns {Promise<{ env: Record<string, string>; database: Database; close(): Promise<void> }>}
 */
export async function benchStore(kind) {
  const cluster = kind === "postgres" ? await startPostgres({ prefix: "bench-pg-" }) : undefined;
  const dataDir = cluster ? "" : workFolder("bench-store-");
  const database = new Database(cluster ? { dataDir, databaseUrl: cluster.url } : { dataDir });
  /** @type {Promise<void> | undefined} */
  let closed;
  const close = onStop(() => (closed ??= database.close().then(() => cluster?.stop())));
  await database.ready();
  return { env: cluster ? { DATABASE_URL: cluster.url } : { CONTACT_DATA_DIR: dataDir, DATABASE_URL: "" }, database, close };
}

/**
 * `body` on each store of `kinds` in turn (each closed after it); true when every one returned true.
 * @param {string[]} kinds @param {(store: Awaited<ReturnType<typeof benchStore>>, kind: string) => Promise<boolean>} body
 */
export async function eachStore(kinds, body) {
  let ok = true;
  for (const kind of kinds) {
    const store = await benchStore(kind);
    ok = (await body(store, kind).finally(store.close)) && ok;
  }
  return ok;
}

/** The rate limits raised for `total` posts from 127.0.0.1, and no email. @param {number} total */
export const unlimited = (total) => ({ CONTACT_RATE_LIMIT: `${total * 10}`, SITE_TEST_GLOBAL_RATE_LIMIT: `${total * 10}`, SMTP_HOST: "" });

/** A contact form's fields. @param {string} name @param {string} email @param {string} message */
export const contactPost = (name, email, message) => ({ "form-name": "contact", "bot-field": "", name, email, message });

/** The value below which `p` percent of `values` lie (nearest rank; NaN of none). @param {number[]} values @param {number} p */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * `total` requests, `concurrency` at a time, `send(i)` resolving to the status: per second, p50/p99/max in ms, and
 * the failures (not 2xx) by status or error.
 * @param {number} total @param {number} concurrency @param {(i: number) => Promise<number>} send
 */
export async function load(total, concurrency, send) {
  /** @type {number[]} */
  const times = [];
  /** @type {Map<number | string, number>} */
  const failures = new Map();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const t0 = performance.now();
      const status = await send(i).catch((error) => (error instanceof Error ? error.message : String(error)));
      if (typeof status !== "number" || status < 200 || status > 299) failures.set(status, (failures.get(status) ?? 0) + 1);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  const [p50 = 0, p99 = 0] = [50, 99].map((p) => percentile(times, p));
  return { seconds, perSecond: total / seconds, p50, p99, max: Math.max(...times), errors, failures };
}

/** A form post (urlencoded, JSON asked): its status. @param {string} url @param {Record<string, string>} fields @param {Record<string, string>} [headers] */
export async function postForm(url, fields, headers = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A Markdown table. @param {string[]} header @param {Array<Array<string | number | null | undefined>>} rows */
export const table = (header, rows) => [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

export const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/** Writes bench-results/<name>.json (and <name>.md when there is `text`). @param {string} name @param {unknown} data @param {string} [text] */
export function writeResults(name, data, text) {
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results", `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  if (text !== undefined) writeFileSync(join(root, "bench-results", `${name}.md`), `${text}\n`);
  console.info(`written to bench-results/${name}.json${text === undefined ? "" : ` and ${name}.md`}`);
}

/** Runs a benchmark's body, then stops all it started; exit code 1 when the body throws or resolves to false. @param {() => Promise<boolean | void>} body */
export async function run(body) {
  try {
    process.exitCode = (await body()) === false ? 1 : 0;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
