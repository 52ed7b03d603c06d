#!/usr/bin/env node
// Benchmark of the self-hosted contact capture (not a test): starts the production server with a
// temporary data directory, posts 1,000 valid submissions 50 at a time over loopback, then reports
// rows stored, errors and latency percentiles.
//   pnpm bench:contact   env: BENCH_PORT (3199), BENCH_TOTAL (1000), BENCH_CONCURRENCY (50),
//                        NEXT_DIST_DIR (.next-bench-contact; built when it has no build yet)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..", "web");
const port = Number(process.env.BENCH_PORT || 3199);
const total = Number(process.env.BENCH_TOTAL || 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 50);
const distDir = process.env.NEXT_DIST_DIR || ".next-bench-contact";
const dataDir = mkdtempSync(join(tmpdir(), "bench-contact-"));
const next = join(web, "node_modules", ".bin", "next");
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: distDir,
  CONTACT_DATA_DIR: dataDir,
  // Every post comes from 127.0.0.1: raise the per-client limit for the run.
  CONTACT_RATE_LIMIT: String(total * 10),
  SMTP_HOST: "",
};

if (!existsSync(join(web, distDir, "BUILD_ID"))) {
  console.log(`building into web/${distDir} ...`);
  const build = spawnSync(next, ["build"], { cwd: web, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const base = `http://127.0.0.1:${port}`;
if (
  await fetch(base).then(
    () => true,
    () => false,
  )
) {
  console.error(`Something already answers on ${base}: stop it or set BENCH_PORT.`);
  process.exit(1);
}
// Its own process group, so that stopping it stops the next-server process it forks too.
const server = spawn(next, ["start", "-p", String(port), "-H", "127.0.0.1"], {
  cwd: web,
  env,
  detached: true,
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/contact`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

function body(i) {
  return new URLSearchParams({
    "form-name": "contact",
    "bot-field": "",
    name: `Bench Visitor ${i}`,
    email: `visitor${i}@example.org`,
    phone: "+1 555 010 0000",
    company: "Benchmark Clinic",
    service: "analytics",
    message: `Benchmark submission number ${i}. `.repeat(8),
  }).toString();
}

try {
  await waitForServer();
  const latencies = [];
  const failures = new Map();
  let nextIndex = 0;
  const started = performance.now();
  async function worker() {
    while (nextIndex < total) {
      const i = nextIndex++;
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: body(i),
        });
        await response.arrayBuffer();
        if (!response.ok) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      } catch (error) {
        failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)].toFixed(1);
  const db = new DatabaseSync(join(dataDir, "submissions.sqlite"), { readOnly: true });
  const stored = db.prepare("SELECT COUNT(*) AS n FROM submissions").get().n;
  db.close();
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  console.log(
    `contact capture: ${total} posts, ${concurrency} concurrent, loopback, ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s)`,
  );
  console.log(`rows stored: ${stored} of ${total}`);
  console.log(`errors: ${errors}${errors ? ` ${JSON.stringify(Object.fromEntries(failures))}` : ""}`);
  console.log(`latency ms: p50 ${pct(50)}, p99 ${pct(99)}, max ${latencies.at(-1).toFixed(1)}`);
  process.exitCode = stored === total && errors === 0 ? 0 : 1;
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
