#!/usr/bin/env node
// `pnpm bench:serve`: what serving costs, as an operator would measure it. `ab -k` (keep-alive, gzip accepted)
// at 50 and 200 concurrent clients against, in the same run on the same machine:
//   nginx      the home page's HTML (as the site sends it) from a file, gzipped ahead: the physical reference;
//   floor      a bare Next.js page served by `next start` (web/bench/floor): the framework floor;
//   site       web/server.mjs (as `pnpm serve` runs it): a cached page (the home page, x-nextjs-cache HIT),
//              a list page (/blog) and a search (/search?q=<a word>).
// Prints requests/s, p50 and p99 per row and column, and the ratios the issue asks for (a cached page against
// the floor, search against a cached page). Writes bench-results/serve.json. Times are reported, never asserted.
//
// Needs Debian's `ab` (package apache2-utils) and `nginx` (nginx-light): `apt-get install -y apache2-utils
// nginx-light` (scripts/bootstrap.mjs installs nginx with the cluster's programs).
//
//   pnpm bench:serve [--seconds 10] [--clients 50,200] [--skip-build [--site-dist .next]] [--port 3411] [--cpu-prof <dir>]
//   --cpu-prof: the site runs under `node --cpu-prof` (profiles written to <dir> when it stops), to see where a
//   cached page's time goes (open the .cpuprofile in Chrome's DevTools).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildNext, startNext, web } from "./lib/next-app.mjs";
import { findProgram } from "./lib/programs.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string" },
    clients: { type: "string" },
    "skip-build": { type: "boolean" },
    port: { type: "string" },
    "cpu-prof": { type: "string" },
    query: { type: "string" },
    "site-dist": { type: "string" },
  },
});
const seconds = Number(values.seconds ?? 10);
const clientCounts = (values.clients ?? "50,200").split(",").map(Number);
const firstPort = Number(values.port ?? 3411);
const ports = { site: firstPort, floor: firstPort + 1, nginx: firstPort + 2 };
// --site-dist serves a build already made (with --skip-build), such as the one `pnpm build` left in .next.
const siteDist = values["site-dist"] ?? ".next-bench-serve";
const floorDir = join(web, "bench", "floor");
const floorDist = ".next-floor";

const abProgram = findProgram("ab");
const nginxProgram = findProgram("nginx");
if (!abProgram || !nginxProgram) {
  console.error(
    "bench:serve needs Debian's ab and nginx: apt-get install -y apache2-utils nginx-light" +
      ` (missing: ${[!abProgram && "ab", !nginxProgram && "nginx"].filter(Boolean).join(", ")})`,
  );
  process.exit(2);
}
const ab = abProgram;

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
};
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

if (!values["skip-build"]) {
  console.log("bench:serve: building the site and the floor");
  await buildNext(web, siteDist);
  await buildNext(floorDir, floorDist);
}

// The site, as `pnpm serve` runs it; under the profiler when asked.
const siteEnv = { CONTACT_DATA_DIR: mkdtempSync(join(tmpdir(), "bench-serve-data-")) };
/** @type {import("node:child_process").ChildProcess} */
let site;
if (values["cpu-prof"]) {
  mkdirSync(values["cpu-prof"], { recursive: true });
  site = spawn(
    process.execPath,
    ["--cpu-prof", "--cpu-prof-dir", values["cpu-prof"], "server.mjs", "-p", String(ports.site), "-H", "127.0.0.1"],
    { cwd: web, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...siteEnv, SITE_TEST_DIST_DIR: siteDist }, stdio: "ignore" },
  );
  for (let ready = false; !ready; ) {
    ready = await fetch(`http://127.0.0.1:${ports.site}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
} else site = await startNext(web, siteDist, ports.site, siteEnv);
children.push(site);
const floor = await startNext(floorDir, floorDist, ports.floor);
children.push(floor);

// nginx: the home page's HTML exactly as the site sends it, from a file, its gzip made ahead (gzip_static).
const dir = mkdtempSync(join(tmpdir(), "bench-serve-nginx-"));
// nginx's workers run as another user when started by root: they must be able to read the file.
chmodSync(dir, 0o755);
const home = await (await fetch(`http://127.0.0.1:${ports.site}/`)).text();
mkdirSync(join(dir, "www"));
writeFileSync(join(dir, "www", "index.html"), home);
writeFileSync(join(dir, "www", "index.html.gz"), gzipSync(home));
const nginxConf = join(dir, "nginx.conf");
writeFileSync(
  nginxConf,
  `daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${ports.nginx};
    root ${join(dir, "www")};
    gzip_static on;
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
);
const nginx = spawn(nginxProgram, ["-c", nginxConf, "-p", dir], { stdio: "ignore" });
children.push(nginx);
for (let ready = false, deadline = Date.now() + 20_000; !ready; ) {
  ready = await fetch(`http://127.0.0.1:${ports.nginx}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!ready && Date.now() > deadline) throw new Error(`nginx did not serve the file: see ${join(dir, "error.log")}`);
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
}

// A word the site's search finds: the first long word of the home page's first heading (from content).
const word =
  values.query ??
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .find((part) => /^[A-Za-z]{5,}$/.test(part)) ??
  "care";
const targets = [
  { name: "nginx: the home page from a file", url: `http://127.0.0.1:${ports.nginx}/` },
  { name: "bare Next page (next start)", url: `http://127.0.0.1:${ports.floor}/` },
  { name: "site: cached page (/)", url: `http://127.0.0.1:${ports.site}/` },
  { name: "site: list page (/blog)", url: `http://127.0.0.1:${ports.site}/blog` },
  { name: `site: search (/search?q=${word})`, url: `http://127.0.0.1:${ports.site}/search?q=${encodeURIComponent(word)}` },
];

// Each address once before it is measured: the site's caches are warm (a cached page is a HIT).
for (const target of targets) {
  const response = await fetch(target.url, { headers: { "accept-encoding": "gzip" } });
  if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
  await response.arrayBuffer();
}
const cacheState = (await fetch(targets[2]?.url ?? "")).headers.get("x-nextjs-cache");

/**
 * One `ab` run: keep-alive, gzip accepted, `clients` at once for `seconds`.
 * @param {string} url @param {number} clients
 */
function measure(url, clients) {
  const run = spawnSync(
    ab,
    ["-k", "-q", "-c", String(clients), "-t", String(seconds), "-n", "10000000", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const out = run.stdout ?? "";
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
stopAll();

const pad = (/** @type {string} */ text, /** @type {number} */ width) => text.padEnd(width);
const cell = (/** @type {ReturnType<typeof measure> | undefined} */ r) =>
  r ? `${Math.round(r.rps).toLocaleString("en")}/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? ` (${r.non2xx} non-2xx)` : ""}` : "";
console.log(`\nServing, ab -k with gzip, ${seconds} s per cell (site's home page: x-nextjs-cache ${cacheState ?? "none"})\n`);
console.log(`| what | ${clientCounts.map((clients) => `${clients} clients`).join(" | ")} |`);
console.log(`|---|${clientCounts.map(() => "---").join("|")}|`);
for (const target of targets) {
  console.log(`| ${pad(target.name, 40)} | ${clientCounts.map((clients) => cell(results[target.name]?.[clients])).join(" | ")} |`);
}
const ratio = (/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ clients) =>
  ((results[a]?.[clients]?.rps ?? Number.NaN) / (results[b]?.[clients]?.rps ?? Number.NaN)).toFixed(2);
const [nginxRow, floorRow, cachedRow, listRow, searchRow] = targets.map((target) => target.name);
console.log("");
for (const clients of clientCounts) {
  console.log(
    `${clients} clients: cached page / bare Next ${ratio(cachedRow ?? "", floorRow ?? "", clients)}×, ` +
      `cached page / nginx file ${ratio(cachedRow ?? "", nginxRow ?? "", clients)}×, ` +
      `list page / cached page ${ratio(listRow ?? "", cachedRow ?? "", clients)}×, ` +
      `search / cached page ${ratio(searchRow ?? "", cachedRow ?? "", clients)}× (requests/s)`,
  );
}
mkdirSync(join(web, "..", "bench-results"), { recursive: true });
writeFileSync(
  join(web, "..", "bench-results", "serve.json"),
  `${JSON.stringify({ seconds, clients: clientCounts, cacheState, word, results }, null, 2)}\n`,
);
process.exit(0);
