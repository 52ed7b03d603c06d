// Builds the production site (unless SKIP_BUILD=1 and a build exists) and serves it on the given port
// for the browser suite. Test-only services (a data directory, an SMTP catcher) are set up by the tests.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const port = process.argv[2] ?? "3100";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const next = join(process.cwd(), "node_modules", ".bin", "next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

// E2E_DATASET_COPY: serve a fresh copy of the dataset (CONTENT_DATASET_FILE or the bundled one), which
// tests may edit (revalidation on publish).
if (process.env.E2E_DATASET_COPY) {
  const source = resolve(process.env.CONTENT_DATASET_FILE || join("..", "content", "production.ndjson"));
  mkdirSync(dirname(process.env.E2E_DATASET_COPY), { recursive: true });
  copyFileSync(source, process.env.E2E_DATASET_COPY);
  env.CONTENT_DATASET_FILE = process.env.E2E_DATASET_COPY;
}

if (!(process.env.SKIP_BUILD === "1" && existsSync(join(distDir, "BUILD_ID")))) {
  const build = spawnSync(next, ["build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(next, ["start", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit", env });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
