// The cluster test's fixture (tests/node/cluster.test.mjs), which `pnpm bench:cluster` loads too: a whole deployment on
// one machine. Redis (the shared page and data cache), a throwaway PostgreSQL, N instances of web/server.mjs on one
// build, nginx in front as the load balancer and Varnish (./varnish.vcl) in front of nginx as the HTTP cache a CDN
// would be; loopback ports, a temporary directory. The dataset is a private copy, edited as a publish would be, and
// its webhook signed with the cluster's secret. Its processes are launched by the benchmarks' harness (scripts/lib/next-app.mjs).
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { launch, root, serverNodeFlags, waitForHttp, web } from "../../../scripts/lib/next-app.mjs";
import { freePort, startPostgres } from "../../../scripts/lib/postgres.mjs";
import { clusterPrograms, findProgram, missingPackages } from "../../../scripts/lib/programs.mjs";

/** @typedef {import("../../../scripts/lib/next-app.mjs").Running} Running */
export { findProgram, freePort, waitForHttp, web };

/** Sanity's webhook request for `payload`, signed with `secret`. @param {unknown} payload @param {string} secret */
export async function webhookInit(payload, secret) {
  const body = JSON.stringify(payload);
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  return { method: "POST", headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature }, body };
}

/** Resolves when a process's log (from character `from` on) matches `pattern`. @param {Running} running @param {RegExp} pattern @param {number} [timeoutMs] @param {number} [from] */
export async function waitForLog(running, pattern, timeoutMs = 30_000, from = 0) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(running.log().slice(from))) {
    if (running.process.exitCode !== null) throw new Error(`${running.name} exited: ${running.log().slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`${running.name}: no ${pattern} in its log within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A Debian program, its output kept. @param {string} name @param {string} program @param {string[]} args @param {{ cwd?: string; env?: Record<string, string> }} [options] */
function child(name, program, args, options = {}) {
  const path = program.startsWith("/") ? program : findProgram(program);
  if (!path) throw new Error(`${program} is not installed`);
  return launch(name, path, args, { ...options, keepStdout: true });
}

/** nginx's configuration, its working files in `dir`; `http`: the directives of its http block. @param {string} dir @param {string} http */
export const nginxConfig = (dir, http) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join("\n")}
${http}
}
`;

/** nginx with `http` (nginxConfig), working in `dir`. @param {string} dir @param {string} http */
export function startNginx(dir, http) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, http));
  return child("nginx", "nginx", ["-c", join(dir, "nginx.conf"), "-p", dir]);
}

// Round robin over the instances; a request that cannot reach one (refused, reset before an answer) goes to the
// next; a POST only if it never reached an instance (nginx's default). X-Forwarded-Proto as docs/deploy.md's TLS balancer.
const balancer = (/** @type {number[]} */ ports, /** @type {number} */ lbPort) => `  upstream site {
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
      proxy_set_header X-Forwarded-Proto https;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }`;

/**
 * Varnish on `port` in front of `backendPort` with the site's VCL (./varnish.vcl), working files in `dir`.
 * @param {{ dir: string; port: number; backendPort: number }} options @returns {Running}
 */
export function startVarnish({ dir, port, backendPort }) {
  // Varnish's worker runs as its own user: it must reach the folder and read the VCL.
  chmodSync(dir, 0o755);
  const vcl = join(dir, "varnish.vcl");
  const source = readFileSync(join(import.meta.dirname, "varnish.vcl"), "utf8");
  writeFileSync(vcl, source.replace("BACKEND_HOST", "127.0.0.1").replace("BACKEND_PORT", String(backendPort)));
  chmodSync(vcl, 0o644);
  const varnishDir = join(dir, "varnish");
  mkdirSync(varnishDir, { recursive: true });
  chmodSync(varnishDir, 0o777);
  // -F: in the foreground; bans are tested against cached objects every 50 ms.
  const args = ["-F", "-a", `127.0.0.1:${port}`, "-f", vcl, "-n", varnishDir, "-s", "malloc,64m", "-p", "ban_lurker_sleep=0.05"];
  return child("varnish", "varnishd", args);
}

/** Redis and PostgreSQL as asked, and the settings that point the instances at them. @param {string} dir @param {boolean} redis @param {boolean} database @param {Array<() => unknown>} stoppers */
async function startStores(dir, redis, database, stoppers) {
  /** @type {Record<string, string>} */
  const shared = {};
  /** @type {Running | undefined} */
  let redisServer;
  if (redis) {
    const port = await freePort();
    mkdirSync(join(dir, "redis"));
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", join(dir, "redis")];
    redisServer = child("redis", "redis-server", args);
    stoppers.push(redisServer.stop);
    shared.REDIS_URL = `redis://127.0.0.1:${port}`;
    await waitForLog(redisServer, /Ready to accept connections/);
  }
  const postgres = database ? await startPostgres({ prefix: "cluster-pg-" }) : undefined;
  if (postgres) {
    stoppers.push(postgres.stop);
    shared.DATABASE_URL = postgres.url;
  }
  return { shared, redisServer, postgres };
}

/**
 * The instances (one build, each its own port and data folder, the private dataset, the cluster's settings then the
 * caller's), nginx in front and Varnish in front of nginx; resolves once all answer.
 * @param {{ dir: string; distDir: string; dataset: string; env: Record<string, string>; instances: number; stoppers: Array<() => unknown> }} options
 */
async function startServing({ dir, distDir, dataset, env, instances, stoppers }) {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const [lbPort, cachePort] = [await freePort(), await freePort()];
  const startInstance = (/** @type {number} */ port) => {
    const instanceEnv = {
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
      ...env,
    };
    const running = child(`site:${port}`, process.execPath, [...serverNodeFlags, join(web, "server.mjs")], { cwd: web, env: instanceEnv });
    const site = Object.assign(running, { port, url: `http://127.0.0.1:${port}` });
    stoppers.push(site.stop);
    return site;
  };
  const sites = ports.map(startInstance);
  const lb = `http://127.0.0.1:${lbPort}`;
  const cache = `http://127.0.0.1:${cachePort}`;
  stoppers.push(
    startNginx(join(dir, "nginx"), balancer(ports, lbPort)).stop,
    startVarnish({ dir, port: cachePort, backendPort: lbPort }).stop,
  );
  await Promise.all(sites.map((site) => waitForHttp(`${site.url}/robots.txt`)));
  for (const base of [lb, cache]) await waitForHttp(`${base}/robots.txt`);
  return {
    sites,
    lb,
    cache,
    /** Starts instance `index` again on its port (after a kill). @param {number} index */
    async restart(index) {
      const site = startInstance(/** @type {number} */ (ports[index]));
      sites[index] = site;
      await waitForHttp(`${site.url}/robots.txt`);
      return site;
    },
  };
}

/** The private dataset, edited as a publish would (a new file renamed into place), and its webhook. @param {string} dataset @param {string} secret */
function publishing(dataset, secret) {
  const read = () => readFileSync(dataset, "utf8").trimEnd().split("\n");
  const write = (/** @type {string[]} */ lines) => {
    writeFileSync(`${dataset}.next`, `${lines.join("\n")}\n`);
    renameSync(`${dataset}.next`, dataset);
  };
  return {
    readDataset: read,
    addDocument: (/** @type {Record<string, unknown>} */ doc) => write([...read(), JSON.stringify(doc)]),
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
      const response = await fetch(`${base}/api/revalidate`, await webhookInit(payload, secret));
      return { status: response.status, json: await response.json() };
    },
  };
}

/**
 * Starts the cluster; `env`: settings for every instance, over the cluster's own (REDIS_URL, DATABASE_URL, CDN purge
 * at Varnish, one proxy hop, the webhook's secret). `stop()` ends everything.
 * @param {{
 *   instances?: number; distDir?: string; env?: Record<string, string>; redis?: boolean; database?: boolean;
 *   beforeInstances?: (cluster: { postgres: Awaited<ReturnType<typeof startPostgres>> | undefined; dir: string }) => Promise<void>;
 * }} [options]
 */
export async function startCluster({ instances = 2, distDir = ".next", env = {}, redis = true, database = true, beforeInstances } = {}) {
  const missing = missingPackages(clusterPrograms).join(" ");
  if (missing) throw new Error(`The cluster needs Debian's ${missing}: \`npm test\` installs them, or apt-get install -y ${missing}`);
  const dir = mkdtempSync(join(tmpdir(), "cluster-"));
  chmodSync(dir, 0o755);
  /** @type {Array<() => unknown>} */
  const stoppers = [];
  const stop = async () => {
    for (const stopper of stoppers.splice(0).reverse()) await stopper();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    const dataset = join(dir, "content", "production.ndjson");
    const secret = env.SANITY_REVALIDATE_SECRET ?? "cluster-webhook-secret-0123456789";
    const { shared, redisServer, postgres } = await startStores(dir, redis, database, stoppers);
    await beforeInstances?.({ postgres, dir });
    const instanceEnv = { ...shared, SANITY_REVALIDATE_SECRET: secret, ...env };
    const serving = await startServing({ dir, distDir, dataset, env: instanceEnv, instances, stoppers });
    return { redis: redisServer, postgres, ...serving, ...publishing(dataset, secret), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
