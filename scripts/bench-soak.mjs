#!/usr/bin/env node
// Soak benchmark (not a test, not in `npm test`): mixed traffic on the production server (server.mjs,
// SQLite store, a real SMTP server on loopback) for BENCH_SECONDS: page views, searches, contact posts
// and newsletter subscribes in parallel from many client addresses (behind one trusted proxy hop), some
// of them malicious (odd methods and addresses, bad bodies, forged webhooks), and a signed publish every
// 15 s. Reports p50/p99 per kind, answers by status, rows stored versus 2xx answered, emails sent versus
// the limits, files added under the build folder, and the server's memory (RSS) growth.
//   pnpm bench:soak
//   env: BENCH_PORT (3198), BENCH_SECONDS (60), BENCH_CONCURRENCY (16),
//        SITE_TEST_DIST_DIR (.next-bench-soak; built when it has no build yet)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { isBuilt } from "../web/next-internals/index.mjs";
import { nextBin } from "../web/next-internals/unbundled.mjs";
import { startSmtp } from "../web/tests/smtp.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..", "web");
const port = Number(process.env.BENCH_PORT || 3198);
const seconds = Number(process.env.BENCH_SECONDS || 60);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);
const distDir = process.env.SITE_TEST_DIST_DIR || ".next-bench-soak";
const requireWeb = createRequire(join(web, "package.json"));
const next = nextBin;
/** @type {typeof import("../web/node_modules/@sanity/webhook")} web's package, where it is installed */
const { encodeSignatureHeader } = requireWeb("@sanity/webhook");
const base = `http://127.0.0.1:${port}`;
const secret = "soak-revalidate-secret";
const limits = { client: 5, global: 200 };

// A real SMTP server: every email counted by recipient kind.
const emails = { staff: 0, newsletter: 0 };
const smtp = await startSmtp({
  onMessage(email) {
    if (email.to.includes("staff@example.org")) emails.staff += 1;
    else emails.newsletter += 1;
  },
});

const dataDir = mkdtempSync(join(tmpdir(), "soak-data-"));
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_TEST_DIST_DIR: distDir,
  CONTACT_DATA_DIR: dataDir,
  DATABASE_URL: "",
  CONTACT_RATE_LIMIT: String(limits.client),
  SITE_TEST_GLOBAL_RATE_LIMIT: String(limits.global),
  CONTACT_TRUSTED_PROXY_HOPS: "1",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  SMTP_FROM: "Soak <soak@example.org>",
  NOTIFY_TO: "staff@example.org",
  NEWSLETTER_SECRET: "soak-newsletter-secret-0123456789abcdef",
  SANITY_REVALIDATE_SECRET: secret,
};

if (!isBuilt(join(web, distDir))) {
  console.log(`building into web/${distDir} ...`);
  const build = spawnSync(process.execPath, [next, "build"], { cwd: web, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @param {string} dir @param {Set<string>} [into] @returns {Set<string>} */
function listFiles(dir, into = new Set()) {
  if (!existsSync(dir)) return into;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listFiles(path, into);
    else into.add(path);
  }
  return into;
}
const rssKb = (/** @type {number | undefined} */ pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

const server = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
  cwd: web,
  env,
  detached: true,
  stdio: ["ignore", "ignore", "pipe"],
});
let log = "";
server.stderr.on("data", (chunk) => {
  log += chunk;
});
for (let i = 0; ; i++) {
  if (i > 240) throw new Error("the server did not start");
  if (
    await fetch(`${base}/about`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const home = await (await fetch(`${base}/blog`)).text();
const consent = /name="consent" value="([^"]+)"/.exec(home)?.[1] ?? "";
const pages = ["/", "/about", "/services", "/blog", "/case-studies", "/contact", "/blog/page/2", "/search"];
const words = ["health", "telemedicine", "credentialing", "rural", "<script>", "%", "data", "zzz"];
/** One of a list, at random (the lists here are not empty). @template T @param {T[]} list @returns {T} */
const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);
const client = () => `198.51.${Math.floor(Math.random() * 40)}.${Math.floor(Math.random() * 250) + 1}`;
let serial = 0;

/** @typedef {[string, RequestInit]} Call a request to make: its address and fetch's options */
/** @typedef {"page" | "search" | "contact" | "subscribe" | "malicious"} Kind */

/** @param {Record<string, string>} fields */
const form = (fields) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", "x-forwarded-for": client() },
  body: new URLSearchParams(fields).toString(),
});
const contact = () => ({
  "form-name": "contact",
  "bot-field": "",
  name: `Soak ${++serial}`,
  email: `soak${serial}@example.org`,
  message: "A soak-test message.",
});

/** @type {Array<() => Call>} */
const malicious = [
  () => [`${base}/%ff`, {}],
  () => [`${base}/blog/%`, {}],
  () => [`${base}/about`, { method: "PUT" }],
  () => [`${base}/about`, { method: "DELETE" }],
  () => [`${base}/og/made-up-${++serial}`, {}],
  () => [`${base}/og/${"a".repeat(300)}`, {}],
  () => [`${base}/images/640/made-up-${++serial}.webp`, {}],
  () => [`${base}/_next/image?url=%2Ficon.svg&w=${16 * (++serial % 200)}&q=75`, {}],
  () => [`${base}/files/..%2f..%2fetc%2fpasswd`, {}],
  () => {
    const init = form({ ...contact(), name: "Twice", "bot-field": "" });
    return [`${base}/`, { ...init, body: `${init.body}&name=again` }];
  },
  () => [`${base}/`, { ...form(contact()), body: "x".repeat(70_000) }],
  () => [`${base}/api/newsletter`, form({ email: "not-an-address", consent, "bot-field": "" })],
  () => [`${base}/api/revalidate`, { method: "POST", headers: { "sanity-webhook-signature": "t=1,v1=forged" }, body: "{}" }],
  () => [`${base}/api/newsletter/confirm?token=c.1.1.AAAAAAAAAAAA.${"A".repeat(43)}`, {}],
];

/** @type {Record<Kind, () => Call>} */
const kinds = {
  page: () => [`${base}${pick(pages)}`, {}],
  search: () => [`${base}/search?q=${encodeURIComponent(pick(words))}`, {}],
  contact: () => [`${base}/`, form(contact())],
  subscribe: () => [
    `${base}/api/newsletter`,
    form({ email: `subscriber${++serial}@example.org`, consent, "bot-field": "", "form-name": "newsletter" }),
  ],
  malicious: () => pick(malicious)(),
};
/** @type {[Kind, number][]} */
const weights = [
  ["page", 50],
  ["search", 15],
  ["contact", 12],
  ["subscribe", 8],
  ["malicious", 15],
];
/** @returns {Kind} */
const choose = () => {
  let r = Math.random() * 100;
  for (const [kind, weight] of weights) {
    r -= weight;
    if (r < 0) return kind;
  }
  return "page";
};

/** @typedef {{ times: number[]; statuses: Record<number, number> }} Result the times taken, and the answers by status (-1: no answer) */
// One for each kind, and the publishes.
const results = /** @type {Record<Kind | "publish", Result>} */ (
  Object.fromEntries([...Object.keys(kinds), "publish"].map((kind) => [kind, /** @type {Result} */ ({ times: [], statuses: {} })]))
);
/** @param {Kind | "publish"} kind @param {string} url @param {RequestInit} init */
async function send(kind, url, init) {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(url, { redirect: "manual", ...init });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = -1;
  }
  results[kind].times.push(performance.now() - started);
  results[kind].statuses[status] = (results[kind].statuses[status] ?? 0) + 1;
}

async function publish() {
  const body = JSON.stringify({ _type: "post", slug: `soak-${Date.now()}` });
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  await send("publish", `${base}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
    body,
  });
}

const buildFolder = join(web, distDir);
const filesBefore = listFiles(buildFolder);
const rssBefore = rssKb(server.pid);
const deadline = Date.now() + seconds * 1000;
console.log(`soak: ${seconds} s, ${concurrency} at a time, on ${base} ...`);
const publisher = setInterval(() => void publish(), 15_000);
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) {
      const kind = choose();
      const [url, init] = kinds[kind]();
      await send(kind, url, init);
    }
  }),
);
clearInterval(publisher);
// The last emails leave after their answers: wait until none has arrived for 5 s.
for (let last = -1; last !== emails.staff + emails.newsletter; ) {
  last = emails.staff + emails.newsletter;
  await new Promise((resolve) => setTimeout(resolve, 5000));
}
const rssAfter = rssKb(server.pid);
const added = [...listFiles(buildFolder)].filter((file) => !filesBefore.has(file));
// Pages re-rendered after a publish are known addresses; anything else is a file for an address no content has.
const known = new Set(pages.map((page) => (page === "/" ? "index" : page.slice(1))));
const unknown = added.filter((file) => {
  const [, page] = /\/\$\/(.+?)(?:\.segments\/.*|\.(?:html|rsc|meta|body))$/.exec(file) ?? [];
  return !page || !(known.has(page) || page.startsWith("content-page/") || page.startsWith("blog/") || page === "sitemap.xml");
});

const db = new DatabaseSync(join(dataDir, "submissions.sqlite"), { readOnly: true });
// COUNT(*) always answers one row, a number.
const rows = Number(db.prepare("SELECT count(*) AS n FROM submissions").get()?.n);
const subscribers = Number(db.prepare("SELECT count(*) AS n FROM newsletter_subscribers").get()?.n);
db.close();

/** @param {number[]} times @param {number} p */
const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;
};
/** @param {Kind | "publish"} kind */
const fives = (kind) => Object.entries(results[kind].statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 || Number(s) < 0 ? c : 0), 0);

console.log("\n| kind | requests | p50 ms | p99 ms | 5xx/errors | answers |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [kind, { times, statuses }] of /** @type {[Kind | "publish", Result][]} */ (Object.entries(results))) {
  const answers = Object.entries(statuses)
    .map(([s, c]) => `${s}×${c}`)
    .join(" ");
  console.log(
    `| ${kind} | ${times.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${fives(kind)} | ${answers} |`,
  );
}
// A stored contact post answers 200 (JSON); a malicious post that is stored would show here as a difference.
const contactOk = results.contact.statuses[200] ?? 0;
const subscribeOk = results.subscribe.statuses[200] ?? 0;
const stacks = (log.match(/\n\s+at /g) ?? []).length;
const logged = log.split("\n").filter((line) => line.trim() && !/ExperimentalWarning|trace-warnings/.test(line));
console.log(`
contact: ${rows} rows stored, ${contactOk} answered 200 (lost: ${contactOk - rows}; limits: ${limits.client} per client, ${limits.global} in all per window)
newsletter: ${subscribers} subscriptions stored, ${subscribeOk} answered 200
emails: ${emails.staff} staff notifications (one per stored row: ${rows}), ${emails.newsletter} confirmations (at most one per subscription: ${subscribers})
files under web/${distDir}: +${added.length} (pages re-rendered after the publishes), of them for an address no content has: ${unknown.length}${unknown.length ? `\n  ${unknown.slice(0, 10).join("\n  ")}` : ""}
server RSS: ${(rssBefore / 1024).toFixed(0)} MB → ${(rssAfter / 1024).toFixed(0)} MB (+${((rssAfter - rssBefore) / 1024).toFixed(0)} MB)
stack lines in the server's log: ${stacks}; lines logged: ${logged.length}${logged.length ? `\n  ${logged.slice(0, 15).join("\n  ")}` : ""}`);

try {
  // (No pid: it never started, and this was not reached.)
  if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
} catch {}
await smtp.close();
