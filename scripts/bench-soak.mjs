#!/usr/bin/env node
// `pnpm bench:soak`: mixed traffic, some of it hostile, on the production server. See --help.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { webhookInit } from "../web/tests/cluster/cluster.mjs";
import { startSmtp } from "../web/tests/smtp.mjs";
import * as bench from "./lib/next-app.mjs";

const options = bench.benchArgs(
  `pnpm bench:soak: mixed traffic on the production server (server.mjs, SQLite, a real SMTP server on loopback) for
  --seconds: page views, searches, contact posts and newsletter subscribes from many client addresses (behind one
  trusted proxy hop), some malicious (odd methods and addresses, bad bodies, forged webhooks), and a signed publish
  every 15 s. Reports p50/p99 per kind, answers by status, rows stored against 2xx answered, emails against the
  limits, files added under the build folder, and the server's memory growth.`,
  {
    seconds: { type: "number", default: "60", help: "how long the traffic runs" },
    concurrency: { type: "number", default: "16", help: "requests in flight at once" },
    "dist-dir": { type: "string", default: ".next-bench-soak", help: "the build folder in web/ (built when stale)" },
  },
);
const { seconds, concurrency, "dist-dir": distDir } = options;
const secret = "soak-revalidate-secret";
const limits = { client: 5, global: 200 };

// A real SMTP server: the emails counted by recipient at the end.
const smtp = await startSmtp();
bench.onStop(() => smtp.close());
await bench.ensureBuild(distDir);
const store = await bench.benchStore("sqlite");
const server = await bench.startSite({
  distDir,
  ready: "/about",
  env: {
    ...store.env,
    CONTACT_RATE_LIMIT: String(limits.client),
    SITE_TEST_GLOBAL_RATE_LIMIT: String(limits.global),
    CONTACT_TRUSTED_PROXY_HOPS: "1",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: "Soak <soak@example.org>",
    NOTIFY_TO: "staff@example.org",
    NEWSLETTER_SECRET: "soak-newsletter-secret-0123456789abcdef",
    SANITY_REVALIDATE_SECRET: secret,
  },
});
const base = server.url;

/** Every file under `dir`. @param {string} dir */
const listFiles = (dir) =>
  new Set(
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name))
      : [],
  );
const rssKb = () => bench.treeRss(/** @type {number} */ (server.process.pid)) / 1024;

const consent = /name="consent" value="([^"]+)"/.exec(await (await fetch(`${base}/blog`)).text())?.[1] ?? "";
const pages = ["/", "/about", "/services", "/blog", "/case-studies", "/contact", "/blog/page/2", "/search"];
const words = ["health", "telemedicine", "credentialing", "rural", "<script>", "%", "data", "zzz"];
/** One of a list, at random. @template T @param {T[]} list @returns {T} */
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
const contact = () => bench.contactPost(`Soak ${++serial}`, `soak${serial}@example.org`, "A soak-test message.");

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
// The mix, per 100 requests.
const weights = { page: 50, search: 15, contact: 12, subscribe: 8, malicious: 15 };
const mix = /** @type {Kind[]} */ (Object.entries(weights).flatMap(([kind, weight]) => Array(weight).fill(kind)));

/** @typedef {{ times: number[]; statuses: Record<number, number> }} Result the times taken, and the answers by status (-1: no answer) */
const results = /** @type {Record<Kind | "publish", Result>} */ (
  Object.fromEntries([...Object.keys(kinds), "publish"].map((kind) => [kind, /** @type {Result} */ ({ times: [], statuses: {} })]))
);
/** @param {Kind | "publish"} kind @param {string} url @param {RequestInit} init */
async function send(kind, url, init) {
  const started = performance.now();
  const status = await fetch(url, { redirect: "manual", ...init })
    .then((response) => response.arrayBuffer().then(() => response.status))
    .catch(() => -1);
  results[kind].times.push(performance.now() - started);
  results[kind].statuses[status] = (results[kind].statuses[status] ?? 0) + 1;
}
const publish = async () =>
  send("publish", `${base}/api/revalidate`, await webhookInit({ _type: "post", slug: `soak-${Date.now()}` }, secret));

const buildFolder = join(bench.web, distDir);
const filesBefore = listFiles(buildFolder);
const rssBefore = rssKb();
const deadline = Date.now() + seconds * 1000;
console.log(`soak: ${seconds} s, ${concurrency} at a time, on ${base} ...`);
const publisher = setInterval(() => void publish(), 15_000);
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) {
      const kind = pick(mix);
      await send(kind, ...kinds[kind]());
    }
  }),
);
clearInterval(publisher);
// The last emails leave after their answers: wait until none has arrived for 5 s.
for (let last = -1; last !== smtp.received.length; await bench.sleep(5000)) last = smtp.received.length;
const staffEmails = smtp.received.filter((email) => email.to.includes("staff@example.org")).length;
const rssAfter = rssKb();
const added = [...listFiles(buildFolder)].filter((file) => !filesBefore.has(file));
// Pages re-rendered after a publish are known addresses; anything else is a file for an address no content has.
const known = new Set(pages.map((page) => (page === "/" ? "index" : page.slice(1))));
const unknown = added.filter((file) => {
  const [, page] = /\/\$\/(.+?)(?:\.segments\/.*|\.(?:html|rsc|meta|body))$/.exec(file) ?? [];
  return !page || !(known.has(page) || page.startsWith("content-page/") || page.startsWith("blog/") || page === "sitemap.xml");
});

const rows = (await store.database.db.selectFrom("submissions").select("id").execute()).length;
const subscribers = (await store.database.db.selectFrom("newsletter_subscribers").select("id").execute()).length;
const fives = (/** @type {Result} */ { statuses }) =>
  Object.entries(statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 || Number(s) < 0 ? c : 0), 0);
const answers = (/** @type {Result} */ { statuses }) => Array.from(Object.entries(statuses), ([s, c]) => `${s}×${c}`).join(" ");
const p = (/** @type {Result} */ { times }, /** @type {number} */ at) => (times.length ? bench.percentile(times, at).toFixed(0) : 0);
const table = Object.entries(results).map(([kind, r]) => [kind, r.times.length, p(r, 50), p(r, 99), fives(r), answers(r)]);
console.info(`\n${bench.table(["kind", "requests", "p50 ms", "p99 ms", "5xx/errors", "answers"], table)}`);
// A stored contact post answers 200 (JSON); a malicious post that is stored would show here as a difference.
const contactOk = results.contact.statuses[200] ?? 0;
const subscribeOk = results.subscribe.statuses[200] ?? 0;
const stacks = (server.log().match(/\n\s+at /g) ?? []).length;
const logLines = server.log().split("\n");
const notes = logLines.filter((line) => line.trim() && !/ExperimentalWarning|trace-warnings/.test(line));
const list = (/** @type {string[]} */ lines, /** @type {number} */ most) =>
  lines.length ? `\n  ${lines.slice(0, most).join("\n  ")}` : "";
console.info(`
contact: ${rows} rows stored, ${contactOk} answered 200 (lost: ${contactOk - rows}; limits: ${limits.client} per client, ${limits.global} in all per window)
newsletter: ${subscribers} subscriptions stored, ${subscribeOk} answered 200
emails: ${staffEmails} staff notifications (one per stored row: ${rows}), ${smtp.received.length - staffEmails} confirmations (at most one per subscription: ${subscribers})
files under web/${distDir}: +${added.length} (pages re-rendered after the publishes), of them for an address no content has: ${unknown.length}${list(unknown, 10)}
server RSS: ${(rssBefore / 1024).toFixed(0)} MB → ${(rssAfter / 1024).toFixed(0)} MB (+${((rssAfter - rssBefore) / 1024).toFixed(0)} MB)
stack lines in the server's log: ${stacks}; lines logged: ${notes.length}${list(notes, 15)}`);
await bench.run(async () => {});
