// A whole deployment on one machine, for the cluster test (`pnpm test:cluster`) and bench (`pnpm bench:cluster`):
// Redis (the shared page and data cache), a throwaway PostgreSQL (submissions, limits), N instances of
// web/server.mjs on one build, nginx in front of them as the load balancer, and Varnish in front of nginx as the
// HTTP cache a CDN would be. Debian's packages, loopback ports, a temporary directory; `stop()` ends everything.
// The cluster's dataset is a private copy, edited as a publish would be, and its webhook signed with `secret`.
import { spawn } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, web } from "./next-app.mjs";
import { freePort, startPostgres } from "./postgres.mjs";
import { clusterPrograms, findProgram } from "./programs.mjs";

/** @typedef {Awaited<ReturnType<typeof startPostgres>>} Postgres */

export { clusterPrograms, findProgram, freePort, web };

/** @type {typeof import("../../web/node_modules/@sanity/webhook")} web's package, where it is installed */
const { encodeSignatureHeader, SIGNATURE_HEADER_NAME } = createRequire(join(web, "package.json"))("@sanity/webhook");

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

/**
 * Resolves once `url` answers (any status, or one `isUp` accepts), polling every 100 ms; rejects after `timeoutMs`.
 * @param {string} url @param {number} [timeoutMs] @param {(response: Response) => boolean} [isUp]
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, timeoutMs = 120_000, isUp = () => true) {
  /** @type {unknown} */
  let last;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (isUp(response)) return;
    } catch (error) {
      last = error;
    }
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000} s${last ? `: ${last instanceof Error ? last.message : String(last)}` : ""}`,
  );
}

/**
 * Resolves when a child's log (from character `from` on) matches `pattern`; rejects when it exits first or after `timeoutMs`.
 * @param {Running} running @param {RegExp} pattern @param {number} [timeoutMs] @param {number} [from]
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

/**
 * A Debian program started as a child whose output is kept (the test reads its log) and which `stop()` ends.
 * @param {string} name @param {string} program @param {string[]} args @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Running}
 */
function child(name, program, args, options = {}) {
  const path = program.startsWith("/") ? program : findProgram(program);
  if (!path) throw new Error(`${program} is not installed`);
  const process_ = spawn(path, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  /** @type {Running} */
  const state = {
    name,
    process: process_,
    log: "",
    exited: new Promise((resolve) => process_.once("exit", (code, signal) => resolve({ code, signal }))),
    async stop(signal = "SIGTERM") {
      if (process_.exitCode === null && process_.signalCode === null) process_.kill(signal);
      await state.exited;
    },
  };
  const keep = (/** @type {Buffer} */ chunk) => {
    state.log += chunk;
  };
  process_.stdout?.on("data", keep);
  process_.stderr?.on("data", keep);
  return state;
}

/**
 * nginx's configuration: round robin over the instances; a request that cannot reach an instance (refused, reset
 * before an answer) goes to the next one. A POST is retried only if it never reached an instance (nginx's default).
 * @param {{ dir: string; ports: number[]; lbPort: number }} options
 */
const nginxConfig = ({ dir, ports, lbPort }) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join("\n")}
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

/**
 * Varnish on `port` in front of `backendPort` (both loopback) with the site's VCL (web/tests/cluster/varnish.vcl),
 * working files in `dir`. Ready when it answers; `stop()` ends it.
 * @param {{ dir: string; port: number; backendPort: number }} options
 * @returns {Running}
 */
export function startVarnish({ dir, port, backendPort }) {
  // Varnish's worker runs as its own user: it must reach the folder and read the VCL.
  chmodSync(dir, 0o755);
  const vcl = join(dir, "varnish.vcl");
  const source = readFileSync(join(web, "tests", "cluster", "varnish.vcl"), "utf8");
  writeFileSync(vcl, source.replace("BACKEND_HOST", "127.0.0.1").replace("BACKEND_PORT", String(backendPort)));
  chmodSync(vcl, 0o644);
  const varnishDir = join(dir, "varnish");
  mkdirSync(varnishDir, { recursive: true });
  chmodSync(varnishDir, 0o777);
  // -F: in the foreground (a child of ours); bans are tested against cached objects every 50 ms.
  const args = ["-F", "-a", `127.0.0.1:${port}`, "-f", vcl, "-n", varnishDir, "-s", "malloc,64m", "-p", "ban_lurker_sleep=0.05"];
  return child("varnish", "varnishd", args);
}

/**
 * Redis and PostgreSQL as asked, and the settings that point the instances at them.
 * @param {{ dir: string; redis: boolean; database: boolean; started: Running[]; stoppers: Array<() => unknown> }} options
 */
async function startStores({ dir, redis, database, started, stoppers }) {
  /** @type {Record<string, string>} */
  const shared = {};
  /** @type {Running | undefined} */
  let redisServer;
  if (redis) {
    const port = await freePort();
    mkdirSync(join(dir, "redis"));
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", join(dir, "redis")];
    redisServer = Object.assign(child("redis", "redis-server", args), { port });
    started.push(redisServer);
    shared.REDIS_URL = `redis://127.0.0.1:${port}`;
    await waitForLog(redisServer, /Ready to accept connections/);
  }
  /** @type {Postgres | undefined} */
  let postgres;
  if (database) {
    const pg = await startPostgres({ prefix: "cluster-pg-" });
    postgres = pg;
    stoppers.push(() => pg.stop());
    shared.DATABASE_URL = pg.url;
  }
  return { shared, redisServer, postgres };
}

/**
 * The instances (one build, each its own port and data directory, the private dataset, the cluster's settings then
 * the caller's), nginx in front of them and Varnish in front of nginx, each on a free port; resolves once all answer.
 * @param {{ dir: string; distDir: string; dataset: string; shared: Record<string, string>; env: Record<string, string>; instances: number; started: Running[] }} options
 */
async function startServing({ dir, distDir, dataset, shared, env, instances, started }) {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const [lbPort, cachePort] = [await freePort(), await freePort()];
  const startInstance = (/** @type {number} */ port) => {
    const instanceEnv = {
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
    };
    const site = child(`site:${port}`, process.execPath, [join(web, "server.mjs")], { cwd: web, env: instanceEnv });
    started.push(site);
    return Object.assign(site, { port, url: `http://127.0.0.1:${port}` });
  };
  const sites = ports.map(startInstance);
  mkdirSync(join(dir, "nginx"));
  writeFileSync(join(dir, "nginx", "nginx.conf"), nginxConfig({ dir: join(dir, "nginx"), ports, lbPort }));
  const nginx = child("nginx", "nginx", ["-c", join(dir, "nginx", "nginx.conf"), "-p", join(dir, "nginx")]);
  const varnish = startVarnish({ dir, port: cachePort, backendPort: lbPort });
  started.push(nginx, varnish);
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
    async restart(index) {
      const site = startInstance(/** @type {number} */ (ports[index]));
      sites[index] = site;
      await waitForHttp(`${site.url}/robots.txt`);
      return site;
    },
  };
}

/**
 * The cluster's private dataset, edited as a publish would (a whole new file renamed into place), and its webhook.
 * @param {string} dataset @param {string} secret
 */
function publishing(dataset, secret) {
  const read = () => readFileSync(dataset, "utf8").trimEnd().split("\n");
  const write = (/** @type {string[]} */ lines) => {
    writeFileSync(`${dataset}.next`, `${lines.join("\n")}\n`);
    renameSync(`${dataset}.next`, dataset);
  };
  return {
    readDataset: read,
    /** Adds a document (JSON) to the dataset. @param {Record<string, unknown>} doc */
    addDocument: (doc) => write([...read(), JSON.stringify(doc)]),
    /** @param {string} id @param {(doc: { sections: Array<{ heading?: string }> }) => void} edit */
    editDocument(id, edit) {
      const lines = read();
      const index = lines.findIndex((line) => JSON.parse(line)._id === id);
      if (index < 0) throw new Error(`the dataset has no document ${id}`);
      const doc = JSON.parse(/** @type {string} */ (lines[index]));
      edit(doc);
      lines[index] = JSON.stringify(doc);
      write(lines);
    },
    /** Sanity's webhook, signed, sent to an instance. @param {string} base @param {Record<string, unknown>} payload */
    async webhook(base, payload) {
      const body = JSON.stringify(payload);
      const signature = await encodeSignatureHeader(body, Date.now(), secret);
      const response = await fetch(`${base}/api/revalidate`, {
        method: "POST",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
        body,
      });
      return { status: response.status, json: await response.json() };
    },
  };
}

/**
 * Starts the cluster. `instances`: how many site instances; `env`: settings for every instance (merged over the
 * cluster's own: REDIS_URL, DATABASE_URL, CDN purge at Varnish, one proxy hop, the webhook's secret).
 * @param {{
 *   instances?: number; distDir?: string; env?: Record<string, string>; redis?: boolean; database?: boolean;
 *   beforeInstances?: (cluster: { postgres: Postgres | undefined; dir: string }) => Promise<void>;
 * }} [options]
 */
export async function startCluster({ instances = 2, distDir = ".next", env = {}, redis = true, database = true, beforeInstances } = {}) {
  const missing = Object.keys(clusterPrograms).filter((name) => !findProgram(name));
  if (missing.length > 0) {
    const packages = missing.map((name) => clusterPrograms[name]).join(" ");
    throw new Error(`The cluster needs ${missing.join(", ")}: \`npm test\` installs them, or apt-get install -y ${packages}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "cluster-"));
  chmodSync(dir, 0o755);
  /** @type {Running[]} */
  const started = [];
  /** @type {Array<() => unknown>} */
  const stoppers = [];
  const stop = async () => {
    for (const running of started.splice(0).reverse()) await running.stop();
    for (const stopper of stoppers.splice(0).reverse()) await stopper();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The dataset the instances read: a private copy (its files beside it).
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    const dataset = join(dir, "content", "production.ndjson");
    const secret = env.SANITY_REVALIDATE_SECRET ?? "cluster-webhook-secret-0123456789";
    const { shared, redisServer, postgres } = await startStores({ dir, redis, database, started, stoppers });
    await beforeInstances?.({ postgres, dir });
    const serving = await startServing({
      dir,
      distDir,
      dataset,
      shared,
      env: { SANITY_REVALIDATE_SECRET: secret, ...env },
      instances,
      started,
    });
    return { dir, dataset, redis: redisServer, postgres, ...serving, ...publishing(dataset, secret), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
