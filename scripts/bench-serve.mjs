#!/usr/bin/env node
// `pnpm bench:serve`: what serving costs, as an operator would measure it. See --help.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { nginxConfig } from "../web/tests/cluster/cluster.mjs";
import * as bench from "./lib/next-app.mjs";
import { findProgram } from "./lib/programs.mjs";

const options = bench.benchArgs(
  `pnpm bench:serve: \`ab -k\` (keep-alive, gzip accepted) at each --clients count against, in the same run:
    nginx   the home page's HTML (as the site sends it) from a file, gzipped ahead: the physical reference;
    node    a bare node:http server sending the same gzip with the site's headers from memory: one Node process's
            ceiling; and the same server in a process that first prepared the site's Next app (never calling it):
            what the site's page memory, in Next's process, could reach at best;
    floor   a bare Next.js page served by \`next start\` (web/bench/floor): the framework floor;
    site    web/server.mjs (as \`pnpm serve\` runs it): a cached page (/, x-nextjs-cache HIT), a list page (/blog)
            and a search (/search?q=<a word>).
  Requests/s, p50 and p99 per row and column, and the ratios (a cached page against the floor, nginx, bare Node and
  bare Node with Next, search against a cached page); with taskset (util-linux) and two CPUs or more, every server runs
  on the first CPU it may use and ab on the last. Writes bench-results/serve.json. Needs Debian's ab and nginx (apache2-utils, nginx-light).`,
  {
    seconds: { type: "number", default: "10", help: "seconds per cell" },
    clients: { type: "string", default: "50,200", help: "concurrent clients, comma-separated" },
    query: { type: "string", help: "the word searched (default: a word of the home page's heading)" },
    "site-dist": { type: "string", default: ".next-bench-serve", help: "the site's build folder in web/ (built when stale)" },
    "cpu-prof": { type: "string", help: "run the site under node --cpu-prof, profiles written to this folder" },
  },
);
const { seconds, "cpu-prof": profile } = options;
const clientCounts = options.clients.split(",").map(Number);
const floorDir = join(bench.web, "bench", "floor");
const [ab = "", nginx = ""] = ["ab", "nginx"].map((name) => findProgram(name) ?? "");
if (!ab || !nginx) {
  console.error("bench:serve needs Debian's ab and nginx: apt-get install -y apache2-utils nginx-light");
  process.exit(2);
}

// Every server on the first CPU this process may use (its children inherit it), `ab` on the last: each row gets one
// core, and the scheduler does not place the server beside `ab` in one run and apart in the next (±30 % between runs).
const cpuList = () => {
  try {
    return /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? "";
  } catch {
    return ""; // not Linux: not pinned
  }
};
const allowed = cpuList()
  .split(",")
  .flatMap((range) => {
    const [first = Number.NaN, last = first] = range.split("-").map(Number);
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
  });
const [serverCpu, abCpu] = [allowed[0], allowed.at(-1)];
const tasksetProgram = allowed.length > 1 ? findProgram("taskset") : undefined;
const taskset =
  tasksetProgram && spawnSync(tasksetProgram, ["-a", "-p", "-c", String(serverCpu), String(process.pid)], { stdio: "ignore" }).status === 0
    ? tasksetProgram
    : undefined;

/** One `ab` run: keep-alive, gzip accepted, `clients` at once for `seconds`. @param {string} url @param {number} clients */
function measure(url, clients) {
  const args = ["-k", "-q", "-c", String(clients), "-t", String(seconds), "-n", "10000000", "-H", "Accept-Encoding: gzip", url];
  const [program, programArgs] = taskset ? [taskset, ["-c", String(abCpu), ab, ...args]] : [ab, args];
  const out = spawnSync(program, programArgs, { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }).stdout ?? "";
  const number = (/** @type {RegExp} */ pattern) => Number(pattern.exec(out)?.[1] ?? Number.NaN);
  return {
    rps: number(/Requests per second:\s+([\d.]+)/),
    p50: number(/^\s+50%\s+(\d+)/m),
    p99: number(/^\s+99%\s+(\d+)/m),
    failed: number(/Failed requests:\s+(\d+)/),
    non2xx: number(/Non-2xx responses:\s+(\d+)/) || 0,
    complete: number(/Complete requests:\s+(\d+)/),
  };
}

/** nginx serving `home` from a file, its gzip made ahead (gzip_static). @param {string} home */
async function startNginx(home) {
  const dir = bench.workFolder("bench-serve-nginx-");
  chmodSync(dir, 0o755); // nginx's workers run as another user when started by root
  mkdirSync(join(dir, "www"));
  writeFileSync(join(dir, "www", "index.html"), home);
  writeFileSync(join(dir, "www", "index.html.gz"), gzipSync(home));
  const port = await bench.freePort();
  const server = `  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${join(dir, "www")};
    gzip_static on;
    location / { default_type text/html; try_files /index.html =404; }
  }`;
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, server));
  return bench.startServer({ program: nginx, command: ["-c", join(dir, "nginx.conf"), "-p", dir], port, timeoutMs: 20_000 });
}

/**
 * A bare node:http server sending `home` gzipped with `headers` on every request; with `nextDistDir`, in a process that
 * has first prepared the site's Next app on that build (as server.mjs does, never calling it): Next's own cost to a
 * request it never sees. @param {string} home @param {Headers} headers @param {string} [nextDistDir]
 */
function startBareNode(home, headers, nextDistDir) {
  const dir = bench.workFolder("bench-serve-node-");
  const kept = Object.fromEntries(
    [...headers].filter(([name]) => !/^(?:content-length|content-encoding|date|connection|keep-alive|transfer-encoding)$/.test(name)),
  );
  writeFileSync(join(dir, "index.html.gz"), gzipSync(home));
  writeFileSync(join(dir, "headers.json"), JSON.stringify(kept));
  const code = `const fs = require("node:fs"); const body = fs.readFileSync(process.argv[1]);
const headers = { ...JSON.parse(fs.readFileSync(process.argv[2], "utf8")), "content-encoding": "gzip", "content-length": body.length };
const port = Number(process.argv[3]);
const listen = () => require("node:http").createServer((request, response) => { response.writeHead(200, headers); response.end(body); }).listen(port, "127.0.0.1");
if (process.argv[4]) require("next")({ dev: false, dir: process.cwd(), hostname: "localhost", port }).prepare().then(listen); else listen();`;
  // With the site's Node flags (bench.serverNodeFlags): without them a server idling for its turn is a quarter slower.
  const args = [
    ...bench.serverNodeFlags,
    "-e",
    code,
    join(dir, "index.html.gz"),
    join(dir, "headers.json"),
    "{port}",
    ...(nextDistDir ? ["next"] : []),
  ];
  /** @type {Record<string, string>} */
  const env = nextDistDir
    ? { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", SITE_TEST_DIST_DIR: nextDistDir, CONTACT_DATA_DIR: dir }
    : {};
  return bench.startServer({ command: args, env });
}

await bench.run(async () => {
  await bench.ensureBuild(options["site-dist"]);
  await bench.ensureBuild(".next-floor", { cwd: floorDir, folders: ["web/bench/floor"] });
  if (profile) mkdirSync(profile, { recursive: true });
  const site = await bench.startSite({ distDir: options["site-dist"], nodeArgs: profile ? ["--cpu-prof", "--cpu-prof-dir", profile] : [] });
  const floor = await bench.startSite({ cwd: floorDir, distDir: ".next-floor" });
  const homeResponse = await fetch(`${site.url}/`);
  const home = await homeResponse.text();
  const reference = await startNginx(home);
  const bareNode = await startBareNode(home, homeResponse.headers);
  const bareNext = await startBareNode(home, homeResponse.headers, options["site-dist"]);
  // A word the site's search finds: the first long word of the home page's first heading.
  const heading = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? "").replace(/<[^>]+>/g, " ").split(/\s+/);
  const word = (options.query || heading.find((part) => /^[A-Za-z]{5,}$/.test(part))) ?? "care";
  // The framework floor last: the work it is left with after its run (its collector, on the same CPU) would slow the next row.
  const targets = [
    { name: "nginx: the home page from a file", url: `${reference.url}/` },
    { name: "bare Node: the same bytes from memory", url: `${bareNode.url}/` },
    { name: "bare Node, the site's Next prepared: the same", url: `${bareNext.url}/` },
    { name: "site: cached page (/)", url: `${site.url}/` },
    { name: "site: list page (/blog)", url: `${site.url}/blog` },
    { name: `site: search (/search?q=${word})`, url: `${site.url}/search?q=${encodeURIComponent(word)}` },
    { name: "bare Next page (next start)", url: `${floor.url}/` },
  ];
  // Each address once before it is measured: the site's caches are warm (a cached page is a HIT).
  for (const target of targets) {
    const response = await fetch(target.url, { headers: { "accept-encoding": "gzip" } });
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const cacheState = (await fetch(`${site.url}/`)).headers.get("x-nextjs-cache");
  /** @type {Record<string, Record<number, ReturnType<typeof measure>>>} */
  const results = {};
  for (const clients of clientCounts) {
    for (const target of targets) {
      process.stdout.write(`bench:serve: ${target.name}, ${clients} clients, ${seconds} s … `);
      const result = measure(target.url, clients);
      results[target.name] = { ...results[target.name], [clients]: result };
      console.log(`${Math.round(result.rps)}/s`);
    }
  }
  const cell = (/** @type {ReturnType<typeof measure> | undefined} */ r) =>
    r ? `${Math.round(r.rps).toLocaleString("en")}/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? ` (${r.non2xx} non-2xx)` : ""}` : "";
  const pinned = taskset ? `servers on CPU ${serverCpu}, ab on CPU ${abCpu}` : "not pinned to CPUs (no taskset, or one CPU)";
  console.log(`\nServing, ab -k with gzip, ${seconds} s per cell, ${pinned} (site's home page: x-nextjs-cache ${cacheState ?? "none"})\n`);
  const rows = targets.map((target) => [target.name, ...clientCounts.map((clients) => cell(results[target.name]?.[clients]))]);
  console.log(bench.table(["what", ...clientCounts.map((clients) => `${clients} clients`)], rows));
  const [nginxRow = "", nodeRow = "", nextRow = "", cachedRow = "", listRow = "", searchRow = "", floorRow = ""] = targets.map(
    (target) => target.name,
  );
  const ratio = (/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ clients) =>
    `${((results[a]?.[clients]?.rps ?? Number.NaN) / (results[b]?.[clients]?.rps ?? Number.NaN)).toFixed(2)}×`;
  for (const clients of clientCounts) {
    console.log(
      `${clients} clients: cached page / bare Next ${ratio(cachedRow, floorRow, clients)}, cached page / nginx file ${ratio(cachedRow, nginxRow, clients)}, ` +
        `bare Node / nginx file ${ratio(nodeRow, nginxRow, clients)}, cached page / bare Node ${ratio(cachedRow, nodeRow, clients)}, ` +
        `bare Node with Next / bare Node ${ratio(nextRow, nodeRow, clients)}, cached page / bare Node with Next ${ratio(cachedRow, nextRow, clients)}, ` +
        `list page / cached page ${ratio(listRow, cachedRow, clients)}, search / cached page ${ratio(searchRow, cachedRow, clients)} (requests/s)`,
    );
  }
  bench.writeResults("serve", { seconds, clients: clientCounts, pinned, cacheState, word, results });
});
