// Builds the production site (unless SKIP_BUILD=1 and a build exists) and serves it on the given port
// for the browser suite. Test-only services (a data directory, an SMTP catcher) are set up by the tests.
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { serverNodeFlags } from "../../scripts/lib/next-app.mjs";
import { isBuilt } from "../next-internals/index.mjs";
import { nextBin } from "../next-internals/unbundled.mjs";
import { startSmtp } from "./smtp.mjs";

const port = process.argv[2] ?? "3100";
const distDir = process.env.SITE_TEST_DIST_DIR || ".next";
// Next's own entry run by this Node (24) directly for the build, and server.mjs for the server: no
// shell shim in between, so stopping this process stops the server and frees the port.
const next = nextBin;
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  // Contact submissions from the browser suite go to a fresh temporary directory, never the real data/;
  // the suite posts several times from one address, so the per-client limit is raised.
  CONTACT_DATA_DIR: process.env.CONTACT_DATA_DIR || mkdtempSync(join(tmpdir(), "e2e-contact-")),
  CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT || "1000",
  SITE_TEST_GLOBAL_RATE_LIMIT: process.env.SITE_TEST_GLOBAL_RATE_LIMIT || "10000",
};

// E2E_CONTACT_DATA_DIR: store contact submissions in this directory, emptied first (the browser suite
// reads the SQLite file there to check what was kept).
if (process.env.E2E_CONTACT_DATA_DIR) {
  rmSync(process.env.E2E_CONTACT_DATA_DIR, { recursive: true, force: true });
  env.CONTACT_DATA_DIR = process.env.E2E_CONTACT_DATA_DIR;
}

// E2E_DATASET_COPY: serve a fresh copy of the dataset (SITE_TEST_DATASET_FILE or the bundled one), which
// tests may edit (revalidation on publish).
if (process.env.E2E_DATASET_COPY) {
  const source = resolve(process.env.SITE_TEST_DATASET_FILE || join("..", "content", "production.ndjson"));
  mkdirSync(dirname(process.env.E2E_DATASET_COPY), { recursive: true });
  copyFileSync(source, process.env.E2E_DATASET_COPY);
  // Its files (downloads, images) beside it, as Sanity's export lays them out.
  for (const assets of ["files", "images"]) {
    const from = join(dirname(source), assets);
    const to = join(dirname(process.env.E2E_DATASET_COPY), assets);
    // A fresh copy, the files themselves even when the dataset's folders are links (bench:scale's are).
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true, dereference: true });
  }
  env.SITE_TEST_DATASET_FILE = process.env.E2E_DATASET_COPY;
}

// E2E_MAIL_DIR: a real SMTP server (npm smtp-server) on a loopback port, started here so that it runs as
// long as the site; each email it receives is written to this directory (emptied first) as an .eml file.
// The site sends to it (SMTP_HOST/SMTP_PORT); NOTIFY_TO stays unset, so contact posts send no staff email.
/** @type {Awaited<ReturnType<typeof startSmtp>> | undefined} */
let smtp;
if (process.env.E2E_MAIL_DIR) {
  const mailDir = process.env.E2E_MAIL_DIR;
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  smtp = await startSmtp({
    onMessage(email) {
      const name = `${String(++count).padStart(4, "0")}-${Date.now()}`;
      const envelope = `X-Envelope-To: ${email.to.join(", ")}\r\n`;
      // Written whole, then renamed: a reader never sees half an email.
      writeFileSync(join(mailDir, `${name}.tmp`), envelope + email.data);
      renameSync(join(mailDir, `${name}.tmp`), join(mailDir, `${name}.eml`));
    },
  });
  env.SMTP_HOST = "127.0.0.1";
  env.SMTP_PORT = String(smtp.port);
}

// E2E_CONTENT_LAKE_PORT: production mode. The Content Lake stand-in (tests/content-lake/server.mjs) serves the
// bundled dataset as `sanity dataset import` leaves it on this port, its edits visible to queries only after
// E2E_CONTENT_LAKE_DELAY_MS (the Content Lake is eventually consistent), and the site is built and served
// against it through its documented settings, as a firm's deployment would be (and the test knobs
// pointing it at the stand-in rather than Sanity's own API and CDN). The stand-in sends the site
// Sanity's webhook on every publish, configured as docs/sanity-project.md configures a real project's (signed
// with the server's SANITY_REVALIDATE_SECRET; retried until the site is up): no test signs a publish itself.
/** @type {import("./content-lake/server.mjs").ContentLake | undefined} */
let lake;
if (process.env.E2E_CONTENT_LAKE_PORT) {
  const { startContentLake } = await import("./content-lake/server.mjs");
  const { revalidateWebhook } = await import("./content-lake/webhooks.mjs");
  lake = await startContentLake({
    port: Number(process.env.E2E_CONTENT_LAKE_PORT),
    delayMs: Number(process.env.E2E_CONTENT_LAKE_DELAY_MS ?? "0"),
    webhooks: [revalidateWebhook(`http://127.0.0.1:${port}`, env.SANITY_REVALIDATE_SECRET)],
  });
  Object.assign(env, {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SITE_TEST_SANITY_API_HOST: lake.url,
    SITE_TEST_SANITY_CDN_URL: lake.url,
  });
  delete env.SITE_TEST_DATASET_FILE;
}

if (!(process.env.SKIP_BUILD === "1" && isBuilt(distDir))) {
  // Asynchronously: the Content Lake stand-in runs in this process and must answer the build's queries.
  const status = await new Promise((resolve) => {
    spawn(process.execPath, [next, "build"], { stdio: "inherit", env }).on("exit", (code) => resolve(code ?? 1));
  });
  if (status !== 0) process.exit(Number(status));
}
// The production server as `pnpm serve` runs it (server.mjs: Next's handler plus the socket's address).
const server = spawn(process.execPath, [...serverNodeFlags, "server.mjs", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit", env });
const stop = () => {
  server.kill("SIGTERM");
  smtp?.close();
  lake?.stop();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
