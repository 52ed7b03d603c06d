// The benchmarks' harness (and the cluster's): the command line with its `--help`, a build made when it is
// stale, servers started on free loopback ports and waited for, load and percentiles, a Markdown table, the
// results written to bench-results/, and everything started stopped at the end, on failure and on Ctrl-C.
// A benchmark says what it measures; this module does the rest.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isBuilt } from "../../web/next-internals/index.mjs";
import { nextBin } from "../../web/next-internals/unbundled.mjs";
import { freePort } from "./postgres.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const web = join(root, "web");
export { freePort, nextBin };

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
process.once("exit", () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {}
  }
});
/**
 * A benchmark's command line. `--help` prints `about` and every option (its default, what it does) and exits.
 * @template {Record<string, { type: "string" | "boolean"; default?: string; help: string }>} T
 * @param {string} about @param {T} options
 * @returns {{ [K in keyof T]: T[K]["type"] extends "boolean" ? boolean : string }}
 */
export function benchArgs(about, options) {
  const config = Object.fromEntries(
    Object.entries(options).map(([name, { type, default: value }]) => [
      name,
      type === "boolean" ? { type, default: false } : { type, default: value ?? "" },
    ]),
  );
  const { values } = parseArgs({ options: { ...config, help: { type: "boolean" } } });
  // Ctrl-C (or a TERM) stops what the benchmark started before it exits.
  for (const [signal, code] of /** @type {const} */ ([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])) {
    process.once(signal, () => void stopAll().finally(() => process.exit(code)));
  }
  if (values.help) {
    const lines = Object.entries(options).map(([name, option]) => {
      const usage = `--${name}${option.type === "string" ? ` <${option.default ?? ""}>` : ""}`;
      return `  ${usage.padEnd(24)} ${option.help}`;
    });
    console.info(`${about.trim()}\n\noptions (default in <>):\n${lines.join("\n")}`);
    process.exit(0);
  }
  return /** @type {{ [K in keyof T]: T[K]["type"] extends "boolean" ? boolean : string }} */ (/** @type {unknown} */ (values));
}

/** Resident memory (bytes) of a process and all its descendants, read from /proc (0 where there is none). @param {number} rootPid */
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
    } catch {
      // The process ended while the table was read.
    }
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
 * A `next build` of the app in `cwd` into `distDir`: clean unless `clean: false` (over the folder, its cache
 * kept, as a host's redeploy does). Resolves to its wall time, the peak memory of its processes and its output.
 * @param {string} cwd @param {string} distDir @param {Record<string, string>} [env] @param {{ clean?: boolean }} [options]
 * @returns {Promise<{ ms: number; peakRss: number; output: string }>}
 */
export function buildNext(cwd, distDir, env = {}, { clean = true } = {}) {
  if (clean) rmSync(join(cwd, distDir), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(process.execPath, [nextBin, "build"], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, SITE_TEST_DIST_DIR: distDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  let peakRss = 0;
  const timer = setInterval(() => {
    if (child.pid !== undefined) peakRss = Math.max(peakRss, treeRss(child.pid));
  }, 100);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(timer);
      if (code === 0) resolve({ ms: performance.now() - started, peakRss, output });
      else reject(new Error(`next build failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

/** The newest change to a file git knows (or would add) under `folders` of the repository, in ms. @param {string[]} folders */
function newestSource(folders) {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", ...folders], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
  });
  return Math.max(0, ...files.split("\0").map((file) => (file && existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)));
}

/**
 * Builds the app in `cwd` into `distDir` when it has no build, or (`when: "stale"`, the default) when a source
 * of it (`folders`) changed after its build.
 * @param {string} distDir
 * @param {{ cwd?: string; env?: Record<string, string>; when?: "stale" | "missing"; folders?: string[] }} [options]
 */
export async function ensureBuild(distDir, { cwd = web, env = {}, when = "stale", folders = ["web", "schemas", "content"] } = {}) {
  const buildId = join(cwd, distDir, "BUILD_ID");
  const built = isBuilt(join(cwd, distDir));
  if (built && (when === "missing" || statSync(buildId).mtimeMs > newestSource(folders))) return;
  console.info(`building ${join(cwd, distDir)} (${built ? "its sources changed since" : "no build yet"}) …`);
  await buildNext(cwd, distDir, env);
}

/**
 * @typedef {object} Server a process started here, in its own group, stopped at the end
 * @property {number} port
 * @property {string} url
 * @property {import("node:child_process").ChildProcess} child
 * @property {() => string} log what it printed on stderr (kept when `stdio` was not given)
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop ends the whole group and waits until it has
 */

/**
 * Starts `command` (`node` arguments, `{port}` replaced) on a free loopback port (or `port`), in `cwd`, its own
 * process group; resolves once `url + ready` answers 2xx, rejects when it exits first or after `timeoutMs`.
 * `inherit`: what it prints goes to this process's output instead of `log()`.
 * @param {{ command: string[]; cwd?: string; env?: Record<string, string>; port?: number; ready?: string; timeoutMs?: number; program?: string; inherit?: boolean }} options
 * @returns {Promise<Server>}
 */
export async function startServer({
  command,
  cwd = web,
  env = {},
  port,
  ready = "/",
  timeoutMs = 180_000,
  program = process.execPath,
  inherit = false,
}) {
  const chosen = port ?? (await freePort());
  const url = `http://127.0.0.1:${chosen}`;
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url} is already in use: stop what serves it, or choose another port`);
  const args = command.map((arg) => arg.replace("{port}", String(chosen)));
  const child = spawn(program, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "ignore", inherit ? "inherit" : "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const pid = child.pid;
  if (pid !== undefined) groups.add(pid);
  const exited = new Promise((resolve) => child.once("exit", resolve)).then(() => pid !== undefined && groups.delete(pid));
  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {}
  };
  // A server still draining requests 10 s after SIGTERM (a load still running at Ctrl-C) is killed.
  const stop = async (/** @type {NodeJS.Signals} */ signal = "SIGTERM") => {
    kill(signal);
    const timer = setTimeout(() => kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  onStop(stop);
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited (${child.exitCode}):\n${log.slice(-2000)}`);
    if ((await fetch(`${url}${ready}`).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) throw new Error(`${url}${ready} did not answer within ${timeoutMs / 1000} s:\n${log.slice(-2000)}`);
  }
  return { port: chosen, url, child, log: () => log, stop };
}

/**
 * The site's production server (web/server.mjs, as `pnpm serve` runs it), or `next start` for an app without one
 * (the framework floor), on the build in `cwd/distDir`.
 * @param {{ distDir: string; cwd?: string; env?: Record<string, string>; port?: number; ready?: string; nodeArgs?: string[]; inherit?: boolean }} options
 */
export function startSite({ distDir, cwd = web, env = {}, port, ready, nodeArgs = [], inherit = false }) {
  // What visitors leave goes to a throwaway folder unless the benchmark names one (never web/data/).
  const data = env.CONTACT_DATA_DIR ?? mkdtempSync(join(tmpdir(), "bench-data-"));
  if (data !== env.CONTACT_DATA_DIR) onStop(() => rmSync(data, { recursive: true, force: true }));
  const server = existsSync(join(cwd, "server.mjs")) ? ["server.mjs"] : [nextBin, "start"];
  return startServer({
    command: [...nodeArgs, ...server, "-p", "{port}", "-H", "127.0.0.1"],
    cwd,
    env: { NEXT_TELEMETRY_DISABLED: "1", CONTACT_DATA_DIR: data, ...env, SITE_TEST_DIST_DIR: distDir },
    inherit,
    ...(port === undefined ? {} : { port }),
    ...(ready === undefined ? {} : { ready }),
  });
}

/** The value below which `p` percent of `values` lie (nearest rank; NaN of none). @param {number[]} values @param {number} p */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * `total` requests, `concurrency` at a time: `send(i)` resolves to the answer's status. Answers per second,
 * p50/p99 in ms, and the failures (not 2xx) by status or error.
 * @param {number} total @param {number} concurrency @param {(i: number) => Promise<number>} send
 */
export async function load(total, concurrency, send) {
  /** @type {number[]} */
  const times = [];
  /** @type {Map<number | string, number>} */
  const failures = new Map();
  const fail = (/** @type {number | string} */ key) => failures.set(key, (failures.get(key) ?? 0) + 1);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const t0 = performance.now();
      const status = await send(i).catch((error) => (error instanceof Error ? error.message : String(error)));
      if (typeof status !== "number" || status < 200 || status > 299) fail(status);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  return {
    seconds,
    perSecond: total / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    errors,
    failures,
  };
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

/** Writes bench-results/<name>.json (and <name>.md when there is `text`). @param {string} name @param {unknown} data @param {string} [text] */
export function writeResults(name, data, text) {
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results", `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  if (text !== undefined) writeFileSync(join(root, "bench-results", `${name}.md`), `${text}\n`);
  console.info(`written to bench-results/${name}.json${text === undefined ? "" : ` and ${name}.md`}`);
}

/**
 * Runs a benchmark's body, then stops everything it started (also when it throws); its exit code is 1 when the
 * body throws or resolves to false.
 * @param {() => Promise<boolean | void>} body
 */
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
