// Building and serving a Next.js app for the benchmarks (`pnpm bench`, `pnpm bench:scale`): a clean
// `next build` into its own folder (SITE_TEST_DIST_DIR), timed, with the peak memory of its process tree,
// and `next start` on a loopback port.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nextBin } from "../../web/next-internals/unbundled.mjs";

export const web = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "web");
// Next's own entry, run by this Node directly: killing the child then really stops the server.
export { nextBin };

/** Resident memory (bytes) of a process and all its descendants, read from /proc (0 where there is none). @param {number} rootPid */
export function treeRss(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces or parentheses: the fields after its last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      // Field 24 of stat, resident pages.
      rss.set(pid, Number(fields[21]) * 4096);
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
 * A clean `next build` of the app in `cwd` into `distDir` (reusing the folder has mixed two apps' chunks).
 * Resolves to its wall time, the peak resident memory of its process tree (sampled every 100 ms) and what
 * it printed; rejects when the build fails. `clean: false` builds the same app again over the folder,
 * keeping its `cache/` as a host's redeploy does.
 * @param {string} cwd
 * @param {string} distDir
 * @param {Record<string, string>} [env]
 * @param {{ clean?: boolean }} [options]
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
  const sample = () => {
    // No pid: the build did not start (its error rejects below), so nothing to measure.
    if (child.pid !== undefined) peakRss = Math.max(peakRss, treeRss(child.pid));
  };
  const timer = setInterval(sample, 100);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(timer);
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, peakRss, output });
      else reject(new Error(`next build failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
    });
    sample();
  });
}

/** @param {string} url */
const answers = (url) =>
  fetch(url).then(
    () => true,
    () => false,
  );

/**
 * `next start` of the build in `cwd/distDir` on 127.0.0.1:port, once it answers `/` (up to `timeoutMs`).
 * @param {string} cwd
 * @param {string} distDir
 * @param {number} port
 * @param {Record<string, string>} [env]
 * @param {number} [timeoutMs]
 */
export async function startNext(cwd, distDir, port, env = {}, timeoutMs = 20_000) {
  if (await answers(`http://127.0.0.1:${port}/`)) {
    throw new Error(`port ${port} is already in use: stop whatever serves it and run the benchmark again`);
  }
  // The site's own production server (server.mjs: Next's handler with the client-runtime policy applied to every
  // HTML answer, as `pnpm serve` runs it), or `next start` for an app without one (the framework floor).
  const server = join(cwd, "server.mjs");
  const command = existsSync(server) ? [server] : [nextBin, "start"];
  const child = spawn(process.execPath, [...command, "-p", String(port), "-H", "127.0.0.1"], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, SITE_TEST_DIST_DIR: distDir },
    stdio: "ignore",
  });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}
