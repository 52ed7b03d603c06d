#!/usr/bin/env node
// `pnpm bench:serve`: what serving costs, as an operator would measure it. See --help.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { benchArgs, ensureBuild, freePort, onStop, run, startServer, startSite, table, web, writeResults } from "./lib/next-app.mjs";
import { findProgram } from "./lib/programs.mjs";

const values = benchArgs(
  `pnpm bench:serve: \`ab -k\` (keep-alive, gzip accepted) at each --clients count against, in the same run:
    nginx   the home page's HTML (as the site sends it) from a file, gzipped ahead: the physical reference;
    floor   a bare Next.js page served by \`next start\` (web/bench/floor): the framework floor;
    site    web/server.mjs (as \`pnpm serve\` runs it): a cached page (/, x-nextjs-cache HIT), a list page (/blog)
            and a search (/search?q=<a word>).
  Requests/s, p50 and p99 per row and column, and the ratios (a cached page against the floor, search against a
  cached page). Writes bench-results/serve.json. Needs Debian's ab and nginx (apache2-utils, nginx-light).`,
  {
    seconds: { type: "string", default: "10", help: "seconds per cell" },
    clients: { type: "string", default: "50,200", help: "concurrent clients, comma-separated" },
    query: { type: "string", help: "the word searched (default: a word of the home page's heading)" },
    "site-dist": { type: "string", default: ".next-bench-serve", help: "the site's build folder in web/ (built when stale)" },
    "cpu-prof": { type: "string", help: "run the site under node --cpu-prof, profiles written to this folder" },
  },
);
const seconds = Number(values.seconds);
const clientCounts = values.clients.split(",").map(Number);
const floorDir = join(web, "bench", "floor");
const [ab = "", nginxProgram = ""] = ["ab", "nginx"].map((name) => findProgram(name) ?? "");
if (!ab || !nginxProgram) {
  console.error("bench:serve needs Debian's ab and nginx: apt-get install -y apache2-utils nginx-light");
  process.exit(2);
}

await ensureBuild(values["site-dist"]);
await ensureBuild(".next-floor", { cwd: floorDir, folders: ["web/bench/floor"] });
// The site, as `pnpm serve` runs it; under the profiler when asked.
if (values["cpu-prof"]) mkdirSync(values["cpu-prof"], { recursive: true });
const profile = values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", values["cpu-prof"]] : [];
const site = await startSite({ distDir: values["site-dist"], nodeArgs: profile });
const floor = await startSite({ cwd: floorDir, distDir: ".next-floor" });
const nginxPort = await freePort();

// nginx: the home page's HTML exactly as the site sends it, from a file, its gzip made ahead (gzip_static).
const dir = mkdtempSync(join(tmpdir(), "bench-serve-nginx-"));
onStop(() => rmSync(dir, { recursive: true, force: true }));
// nginx's workers run as another user when started by root: they must be able to read the file.
chmodSync(dir, 0o755);
const home = await (await fetch(`${site.url}/`)).text();
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
    listen 127.0.0.1:${nginxPort};
    root ${join(dir, "www")};
    gzip_static on;
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
);
await startServer({ program: nginxProgram, command: ["-c", nginxConf, "-p", dir], port: nginxPort, timeoutMs: 20_000 });

// A word the site's search finds: the first long word of the home page's first heading (from content).
const word =
  (values.query ||
    (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/)
      .find((part) => /^[A-Za-z]{5,}$/.test(part))) ??
  "care";
const targets = [
  { name: "nginx: the home page from a file", url: `http://127.0.0.1:${nginxPort}/` },
  { name: "bare Next page (next start)", url: `${floor.url}/` },
  { name: "site: cached page (/)", url: `${site.url}/` },
  { name: "site: list page (/blog)", url: `${site.url}/blog` },
  { name: `site: search (/search?q=${word})`, url: `${site.url}/search?q=${encodeURIComponent(word)}` },
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
await run(async () => {
  const cell = (/** @type {ReturnType<typeof measure> | undefined} */ r) =>
    r ? `${Math.round(r.rps).toLocaleString("en")}/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? ` (${r.non2xx} non-2xx)` : ""}` : "";
  console.log(`\nServing, ab -k with gzip, ${seconds} s per cell (site's home page: x-nextjs-cache ${cacheState ?? "none"})\n`);
  const rows = targets.map((target) => [target.name, ...clientCounts.map((clients) => cell(results[target.name]?.[clients]))]);
  console.log(table(["what", ...clientCounts.map((clients) => `${clients} clients`)], rows));
  const [nginxRow = "", floorRow = "", cachedRow = "", listRow = "", searchRow = ""] = targets.map((target) => target.name);
  const ratio = (/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ clients) =>
    `${((results[a]?.[clients]?.rps ?? Number.NaN) / (results[b]?.[clients]?.rps ?? Number.NaN)).toFixed(2)}×`;
  for (const clients of clientCounts) {
    console.log(
      `${clients} clients: cached page / bare Next ${ratio(cachedRow, floorRow, clients)}, cached page / nginx file ${ratio(cachedRow, nginxRow, clients)}, ` +
        `list page / cached page ${ratio(listRow, cachedRow, clients)}, search / cached page ${ratio(searchRow, cachedRow, clients)} (requests/s)`,
    );
  }
  writeResults("serve", { seconds, clients: clientCounts, cacheState, word, results });
});
