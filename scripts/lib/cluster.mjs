// A whole deployment on one machine, for the cluster test (`pnpm test:cluster`) and bench (`pnpm
// bench:cluster`): Redis (the shared page and data cache), a throwaway PostgreSQL (submissions, limits),
// N instances of web/server.mjs on one build, nginx in front of them as the load balancer, and Varnish in
// front of nginx as the HTTP cache a CDN would be. Debian's packages, loopback ports, a temporary
// directory; everything is stopped by `stop()`. Nothing here is a system service.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isBuilt } from "../../web/next-internals/index.mjs";
import { nextBin } from "../../web/next-internals/unbundled.mjs";
import { freePort, startPostgres } from "./postgres.mjs";
import { clusterPrograms, findProgram } from "./programs.mjs";

/** @typedef {Awaited<ReturnType<typeof startPostgres>>} Postgres */

export { clusterPrograms, findProgram, freePort };

/**
 * @typedef {object} Running A child process whose output is kept; `port` and `url` where it serves.
 * @property {string} name
 * @property {import("node:child_process").ChildProcess} process
 * @property {string} log
 * @property {Promise<{ code: number | null; signal: NodeJS.Signals | null }>} exited
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 * @property {number} [port]
 * @property {string} [url]
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const web = join(root, "web");

/**
 * Resolves once `url` answers (any status), polling every 100 ms, or rejects after `timeoutMs`.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @param {(response: Response) => boolean} [isUp]
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, timeoutMs = 120_000, isUp = () => true) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (isUp(response)) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000} s${last instanceof Error ? `: ${last.message}` : last ? `: ${String(last)}` : ""}`,
  );
}

/**
 * A child process whose output is kept (for the test to read its log) and which `stop()` ends.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Running}
 */
function child(name, command, args, options = {}) {
  const process_ = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  /** @type {Running["exited"]} */
  const exited = new Promise((resolve) => process_.once("exit", (code, signal) => resolve({ code, signal })));
  /** @type {Running} */
  const state = {
    name,
    process: process_,
    log: "",
    exited,
    async stop(signal = "SIGTERM") {
      if (process_.exitCode === null && process_.signalCode === null) process_.kill(signal);
      await exited;
    },
  };
  process_.stdout?.on("data", (chunk) => {
    state.log += chunk;
  });
  process_.stderr?.on("data", (chunk) => {
    state.log += chunk;
  });
  return state;
}

/**
 * A program's path, or an error naming it (startCluster checks them all first).
 * @param {string} name
 */
const program = (name) => {
  const path = findProgram(name);
  if (!path) throw new Error(`${name} is not installed`);
  return path;
};

/**
 * Builds the site into `distDir` unless a build is there (the cluster needs one build for all instances).
 * @param {string} distDir
 * @param {Record<string, string>} [env]
 */
export function ensureBuild(distDir, env) {
  if (isBuilt(join(web, distDir))) return;
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: web,
    stdio: "inherit",
    env: { ...process.env, ...env, SITE_TEST_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
}

/** Fails naming the Debian packages to install when a program the cluster needs is missing. */
function checkPrograms() {
  const missing = Object.keys(clusterPrograms).filter((name) => !findProgram(name));
  if (missing.length > 0) {
    throw new Error(
      `The cluster needs ${missing.join(", ")}: \`npm test\` installs them, or apt-get install -y ${missing.map((name) => clusterPrograms[name]).join(" ")}`,
    );
  }
}

/** Redis on a free loopback port, nothing saved, its files in `dir`; resolves once it accepts connections. @param {string} dir */
async function startRedis(dir) {
  const port = await freePort();
  mkdirSync(join(dir, "redis"));
  const redisServer = child("redis", program("redis-server"), [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--dir",
    join(dir, "redis"),
  ]);
  redisServer.port = port;
  return redisServer;
}

/**
 * nginx's configuration: round robin over the instances; a request that cannot reach an instance (refused,
 * reset before an answer) is sent to the next one. A POST is retried only if it never reached an instance
 * (nginx's default).
 * @param {{ dir: string; ports: number[]; lbPort: number }} options
 */
const nginxConfig = ({ dir, ports, lbPort }) => `daemon off;
worker_processes 1;
pid ${join(dir, "nginx", "nginx.pid")};
error_log ${join(dir, "nginx", "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "nginx", "body")};
  proxy_temp_path ${join(dir, "nginx", "proxy")};
  fastcgi_temp_path ${join(dir, "nginx", "fastcgi")};
  uwsgi_temp_path ${join(dir, "nginx", "uwsgi")};
  scgi_temp_path ${join(dir, "nginx", "scgi")};
  upstream site {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${lbPort};
    client_max_body_size 1m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # As the TLS-terminating balancer of docs/deploy.md does (this one has no certificate).
      proxy_set_header X-Forwarded-Proto https;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`;

/** nginx in front of the instances on `lbPort`, its files in `dir`. @param {{ dir: string; ports: number[]; lbPort: number }} options */
function startNginx(options) {
  mkdirSync(join(options.dir, "nginx"));
  const nginxConf = join(options.dir, "nginx", "nginx.conf");
  writeFileSync(nginxConf, nginxConfig(options));
  return child("nginx", program("nginx"), ["-c", nginxConf, "-p", join(options.dir, "nginx")]);
}

/**
 * What starts one site instance on a port: one build, each its own port and data directory (unused with
 * DATABASE_URL), the private dataset, the cluster's settings (`shared`) and then the caller's (`env`).
 * @param {{ dir: string; distDir: string; dataset: string; cachePort: number; shared: Record<string, string>; env: Record<string, string> }} options
 * @returns {(port: number) => Running & { port: number; url: string }}
 */
function instanceStarter({ dir, distDir, dataset, cachePort, shared, env }) {
  const instanceEnv = (/** @type {number} */ port) => ({
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_TEST_DIST_DIR: distDir,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    SITE_TEST_DATASET_FILE: dataset,
    CONTACT_DATA_DIR: join(dir, `data-${port}`),
    // One proxy in front that sets X-Forwarded-For (nginx); Varnish passes posts through to it.
    CONTACT_TRUSTED_PROXY_HOPS: "1",
    CDN_PURGE: "varnish",
    CDN_VARNISH_URLS: `http://127.0.0.1:${cachePort}`,
    ...shared,
    ...env,
  });
  return (port) =>
    Object.assign(child(`site:${port}`, process.execPath, [join(web, "server.mjs")], { cwd: web, env: instanceEnv(port) }), {
      port,
      url: `http://127.0.0.1:${port}`,
    });
}

/**
 * Redis and PostgreSQL as asked, and the settings that point the instances at them.
 * @param {{ dir: string; redis: boolean; database: boolean; children: Running[]; stoppers: Array<() => void | Promise<void>> }} options
 */
async function startStores({ dir, redis, database, children, stoppers }) {
  /** @type {Record<string, string>} */
  const shared = {};
  /** @type {Running | undefined} */
  let redisServer;
  if (redis) {
    redisServer = await startRedis(dir);
    children.push(redisServer);
    shared.REDIS_URL = `redis://127.0.0.1:${redisServer.port}`;
    await waitForLog(redisServer, /Ready to accept connections/);
  }
  /** @type {Postgres | undefined} */
  let postgres;
  if (database) {
    const started = await startPostgres({ prefix: "cluster-pg-" });
    postgres = started;
    stoppers.push(() => started.stop());
    shared.DATABASE_URL = started.url;
  }
  return { shared, redisServer, postgres };
}

/**
 * The instances, nginx in front of them and Varnish in front of nginx (the CDN's place, with the site's purges:
 * tests/cluster/varnish.vcl), each on a free port; resolves once all answer.
 * @param {{ dir: string; distDir: string; dataset: string; shared: Record<string, string>; env: Record<string, string>; instances: number; children: Running[] }} options
 */
async function startServing({ dir, distDir, dataset, shared, env, instances, children }) {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const lbPort = await freePort();
  const cachePort = await freePort();
  const startInstance = instanceStarter({ dir, distDir, dataset, cachePort, shared, env });
  const sites = ports.map(startInstance);
  children.push(...sites);
  const nginx = startNginx({ dir, ports, lbPort });
  children.push(nginx);
  const varnish = startVarnish({ dir, port: cachePort, backendPort: lbPort });
  children.push(varnish);
  await Promise.all(sites.map((site) => waitForHttp(`${site.url}/robots.txt`)));
  await waitForHttp(`http://127.0.0.1:${lbPort}/robots.txt`);
  await waitForHttp(`http://127.0.0.1:${cachePort}/robots.txt`);
  return {
    sites,
    nginx,
    varnish,
    lb: `http://127.0.0.1:${lbPort}`,
    cache: `http://127.0.0.1:${cachePort}`,
    /** Starts instance `index` again on its port (after a kill). @param {number} index */
    async restart(/** @type {number} */ index) {
      const site = startInstance(/** @type {number} */ (ports[index]));
      sites[index] = site;
      children.push(site);
      await waitForHttp(`${site.url}/robots.txt`);
      return site;
    },
  };
}

/**
 * Starts the cluster. `instances`: how many site instances; `env`: settings for every instance (merged
 * over the cluster's own: REDIS_URL, DATABASE_URL, CDN purge at Varnish, one proxy hop).
 * @param {{
 *   instances?: number;
 *   distDir?: string;
 *   env?: Record<string, string>;
 *   redis?: boolean;
 *   database?: boolean;
 *   beforeInstances?: (cluster: { postgres: Postgres | undefined; dir: string }) => Promise<void>;
 * }} [options]
 */
export async function startCluster({
  instances = 2,
  distDir = ".next-cluster",
  env = {},
  redis = true,
  database = true,
  beforeInstances = async () => {},
} = {}) {
  checkPrograms();
  const dir = mkdtempSync(join(tmpdir(), "cluster-"));
  chmodSync(dir, 0o755);
  /** @type {Running[]} */
  const children = [];
  /** @type {Array<() => void | Promise<void>>} */
  const stoppers = [];
  const stop = async () => {
    for (const running of children.reverse()) await running.stop();
    for (const stopper of stoppers.reverse()) await stopper();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The dataset the instances read, a private copy the test edits as a publish would (its files beside it).
    const dataset = join(dir, "content", "production.ndjson");
    mkdirSync(dirname(dataset), { recursive: true });
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    const { shared, redisServer, postgres } = await startStores({ dir, redis, database, children, stoppers });
    await beforeInstances({ postgres, dir });

    const serving = await startServing({ dir, distDir, dataset, shared, env, instances, children });
    return { dir, dataset, redis: redisServer, postgres, ...serving, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Varnish on `port` in front of `backendPort` (both loopback) with the site's VCL, working files in `dir`.
 * Ready when it answers; `stop()` ends it.
 * @param {{ dir: string; port: number; backendPort: number }} options
 * @returns {Running}
 */
export function startVarnish({ dir, port, backendPort }) {
  // Varnish's worker runs as its own user: it must reach the folder and read the VCL.
  chmodSync(dir, 0o755);
  const vcl = join(dir, "varnish.vcl");
  writeFileSync(
    vcl,
    readFileSync(join(web, "tests", "cluster", "varnish.vcl"), "utf8")
      .replace("BACKEND_HOST", "127.0.0.1")
      .replace("BACKEND_PORT", String(backendPort)),
  );
  chmodSync(vcl, 0o644);
  const varnishDir = join(dir, "varnish");
  mkdirSync(varnishDir, { recursive: true });
  chmodSync(varnishDir, 0o777);
  // -F: in the foreground (a child of ours); bans are tested against cached objects every 50 ms.
  return child("varnish", program("varnishd"), [
    "-F",
    "-a",
    `127.0.0.1:${port}`,
    "-f",
    vcl,
    "-n",
    varnishDir,
    "-s",
    "malloc,64m",
    "-p",
    "ban_lurker_sleep=0.05",
  ]);
}

/**
 * Resolves when a child's log (from character `from` on) matches `pattern`; rejects when it exits first
 * or after `timeoutMs`.
 * @param {Running} running
 * @param {RegExp} pattern
 * @param {number} [timeoutMs]
 * @param {number} [from]
 * @returns {Promise<void>}
 */
export async function waitForLog(running, pattern, timeoutMs = 30_000, from = 0) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(running.log.slice(from))) {
    if (running.process.exitCode !== null) throw new Error(`${running.name} exited: ${running.log.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`${running.name}: no ${pattern} in its log within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
