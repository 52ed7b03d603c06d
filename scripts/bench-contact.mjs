#!/usr/bin/env node
// `pnpm bench:contact` and `pnpm bench:registration` (--target registration): what the site's forms take on each
// store under the production server. See --help.
import { join } from "node:path";
import { startSmtp } from "../web/tests/smtp.mjs";
import * as bench from "./lib/next-app.mjs";

const options = bench.benchArgs(
  `pnpm bench:contact: the contact capture on each store (the SQLite file, a throwaway PostgreSQL), production server.
  load: --total valid posts, --concurrency at a time over loopback: rows stored, errors, posts/s, latency p50/p99/max.
  kill: posts stream in, the server is SIGKILLed after min(300, total/2) acknowledged posts, restarted on the same
        store: every post answered 2xx before the kill must be stored.
  --newsletter-timing instead: the newsletter subscribe's answer time for a new, a pending and a confirmed address,
        --samples each, one at a time, interleaved in random order (median, p90): the same whatever the address is.
pnpm bench:registration (--target registration): event registration on each store, beside the contact capture on the
  same server. Posts --total contact submissions (the reference, same run, same server), then --total registrations
  for the bundled dataset's first upcoming event open for registration, given --capacity seats (a copy of the
  dataset), --concurrency at a time: posts/s, p50/p99, and the capacity check (seats taken = min(capacity,
  registrations), the rest waiting-listed, no address twice).`,
  {
    target: { type: "string", default: "contact", help: "contact, or registration (pnpm bench:registration)" },
    store: { type: "string", default: "sqlite,postgres", help: "the stores, comma-separated (--newsletter-timing: sqlite)" },
    total: { type: "number", default: "1000", help: "posts in the load test (registration: posts of each kind)" },
    concurrency: { type: "number", default: "50", help: "posts in flight at once" },
    capacity: { type: "number", default: "100", help: "--target registration: the event's seats" },
    "newsletter-timing": { type: "boolean", help: "measure the newsletter subscribe's answer times instead" },
    samples: { type: "number", default: "300", help: "--newsletter-timing: samples per kind of address" },
    "dist-dir": { type: "string", default: ".next-bench-contact", help: "the build folder in web/ (built when stale)" },
  },
);
const { total, concurrency, capacity, samples, "newsletter-timing": timing, "dist-dir": distDir } = options;
if (!["contact", "registration"].includes(options.target)) throw new Error(`--target: contact or registration, not ${options.target}`);
const stores = timing && options.store === "sqlite,postgres" ? ["sqlite"] : options.store.split(",");
/** @typedef {Awaited<ReturnType<typeof bench.benchStore>>} Store */

/** @param {string} name @param {number} i */
const contact = (name, i) => ({
  ...bench.contactPost(name, `visitor${i}@example.org`, `Benchmark submission number ${i}. `.repeat(8)),
  phone: "+1 555 010 0000",
  company: "Benchmark Clinic",
  service: "analytics",
});
const storedNames = async (/** @type {Store} */ store) =>
  (await store.database.db.selectFrom("submissions").select("name").execute()).map((row) => row.name);

/** @param {Store} store @param {string} label */
async function loadAndKill(store, label) {
  const env = { ...bench.unlimited(total), ...store.env };
  let server = await bench.startSite({ distDir, env, ready: "/contact" });
  const result = await bench.load(total, concurrency, (i) => bench.postForm(`${server.url}/`, contact(`Load ${i}`, i)));
  const stored = (await storedNames(store)).filter((name) => name.startsWith("Load ")).length;
  const failures = result.errors ? ` ${JSON.stringify(Object.fromEntries(result.failures))}` : "";
  const rate = `${result.seconds.toFixed(1)} s (${result.perSecond.toFixed(0)}/s)`;
  console.info(`[${label}] load: ${total} posts, ${concurrency} concurrent, loopback, ${rate}`);
  console.info(`[${label}] rows stored: ${stored} of ${total}`);
  console.info(`[${label}] errors: ${result.errors}${failures}`);
  console.info(`[${label}] latency ms: p50 ${result.p50.toFixed(1)}, p99 ${result.p99.toFixed(1)}, max ${result.max.toFixed(1)}`);

  const killAfter = Math.min(300, Math.floor(total / 2));
  /** @type {string[]} */
  const acknowledged = [];
  let sent = 0;
  /** @type {Promise<void> | undefined} */
  let killed;
  const worker = async () => {
    while (!killed) {
      const i = sent++;
      const status = await bench.postForm(`${server.url}/`, contact(`Kill ${i}`, i)).catch(() => 0);
      if (status >= 200 && status <= 299) acknowledged.push(`Kill ${i}`);
      if (acknowledged.length >= killAfter && !killed) killed = server.stop("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await killed;
  server = await bench.startSite({ distDir, env, port: server.port, ready: "/contact" });
  const present = new Set(await storedNames(store));
  const missing = acknowledged.filter((name) => !present.has(name));
  const after = await bench.postForm(`${server.url}/`, contact("After restart", 0));
  const kept = `${acknowledged.length - missing.length} of ${acknowledged.length} present, ${missing.length} missing`;
  console.info(
    `[${label}] kill: SIGKILL after ${acknowledged.length} acknowledged posts (${sent} sent); restarted; ${kept}; a post after the restart answered ${after}`,
  );
  await server.stop();
  return stored === total && result.errors === 0 && missing.length === 0 && after >= 200 && after <= 299;
}

/** Subscribe answer times for a new, a pending and a confirmed address, interleaved, each settled before the next. @param {Store} store @param {string} label */
async function newsletterTimes(store, label) {
  const smtp = await startSmtp();
  const emails = async (/** @type {number} */ count) => {
    while (smtp.received.length < count) await bench.sleep(1);
  };
  const newsletter = { NEWSLETTER_SECRET: "bench-newsletter-secret-0123456789abcdef", PUBLIC_SITE_URL: "https://site.test" };
  const smtpEnv = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_FROM: "bench@site.test" };
  const env = { ...bench.unlimited(total), ...store.env, ...smtpEnv, ...newsletter };
  const server = await bench.startSite({ distDir, ready: "/contact", env });
  const consent = /name="consent" value="([^"]+)"/.exec(await (await fetch(`${server.url}/blog`)).text())?.[1];
  if (!consent) throw new Error("the blog's newsletter box has no consent version");
  const subscribe = async (/** @type {string} */ email) => {
    const started = performance.now();
    const status = await bench.postForm(`${server.url}/api/newsletter`, { "form-name": "newsletter", "bot-field": "", consent, email });
    if (status !== 200) throw new Error(`a subscribe answered ${status}`);
    return performance.now() - started;
  };
  const settled = async () => {
    while ((await store.database.db.selectFrom("newsletter_requests").select("id").limit(1).execute()).length > 0);
  };
  for (let i = 0; i < samples; i++) await subscribe(`pending${i}@example.org`).then(() => subscribe(`confirmed${i}@example.org`));
  await emails(2 * samples);
  await store.database.db
    .updateTable("newsletter_subscribers")
    .set((eb) => ({ status: "confirmed", confirmed_at: eb.ref("created_at") }))
    .where("email", "like", "confirmed%")
    .execute();
  /** @type {Record<"new" | "pending" | "confirmed", number[]>} */
  const times = { new: [], pending: [], confirmed: [] };
  for (let i = 0; i < samples; i++) {
    for (const kind of /** @type {Array<keyof typeof times>} */ (["new", "pending", "confirmed"]).sort(() => Math.random() - 0.5)) {
      const expected = smtp.received.length + (kind === "new" ? 1 : 0);
      times[kind].push(await subscribe(`${kind}${i}@example.org`));
      await emails(expected);
      await settled();
    }
  }
  const ms = (/** @type {number[]} */ values, /** @type {number} */ p) => bench.percentile(values, p).toFixed(2);
  console.info(`[${label}] newsletter subscribe answer time, ${samples} samples per kind, interleaved, one at a time, loopback:`);
  for (const [kind, values] of Object.entries(times))
    console.info(`[${label}]   ${kind.padEnd(9)} median ${ms(values, 50)} ms, p90 ${ms(values, 90)} ms`);
  const known = [...times.pending, ...times.confirmed];
  const gap = (/** @type {number} */ p) => (bench.percentile(times.new, p) - bench.percentile(known, p)).toFixed(2);
  console.info(`[${label}]   new - known: median ${gap(50)} ms, p90 ${gap(90)} ms`);
  await server.stop();
  await smtp.close();
  return smtp.received.length === 3 * samples;
}

/** A copy of the bundled dataset whose first upcoming event open for registration has --capacity seats: the file, the event's slug. */
function registrationDataset() {
  const documents = bench.readDataset();
  const event = documents
    .filter((doc) => doc._type === "event" && doc.status === "scheduled" && doc.registration === "open" && Date.parse(doc.end) > Date.now())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
  if (!event) throw new Error("The dataset has no upcoming event open for registration.");
  event.capacity = capacity;
  return { file: bench.writeDataset(join(bench.workFolder("bench-registration-"), "dataset"), documents), slug: event.slug.current };
}

/** --total contact posts (the reference), then --total registrations, and the capacity check. @param {Store} store @param {string} kind @param {ReturnType<typeof registrationDataset>} dataset */
async function registrations(store, kind, { file, slug }) {
  const env = { ...bench.unlimited(total), ...store.env, SITE_TEST_DATASET_FILE: file };
  const server = await bench.startSite({ distDir, env, ready: "/contact" });
  try {
    const reference = (/** @type {number} */ i) => bench.contactPost(`Load ${i}`, `visitor${i}@example.org`, `Benchmark submission ${i}.`);
    const contacts = await bench.load(total, concurrency, (i) => bench.postForm(`${server.url}/`, reference(i)));
    const registration = (/** @type {number} */ i) => ({
      event: slug,
      name: `Registrant ${i}`,
      email: `registrant${i}@example.org`,
      organization: "Benchmark Health",
      role: "Director",
      consent: "yes",
      website: "",
    });
    const registered = await bench.load(total, concurrency, (i) => bench.postForm(`${server.url}/api/events/register`, registration(i)));
    const rows = await store.database.db
      .selectFrom("event_registrations")
      .select(["email", "status"])
      .where("event_slug", "=", slug)
      .execute();
    const seated = rows.filter((row) => row.status === "confirmed").length;
    const waiting = rows.filter((row) => row.status === "waitlisted").length;
    const distinct = new Set(rows.map((row) => row.email)).size;
    const checked = seated === Math.min(capacity, total) && waiting === total - seated && distinct === rows.length && rows.length === total;
    const format = (/** @type {Awaited<ReturnType<typeof bench.load>>} */ r) =>
      `${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, failures ${JSON.stringify(Object.fromEntries(r.failures))}` : ""}`;
    console.info(`${kind}:`);
    console.info(`  contact (reference)  ${format(contacts)}`);
    console.info(`  registration         ${format(registered)}`);
    const check = `${seated} seats taken of ${capacity}, ${waiting} waiting, ${rows.length} rows, ${distinct} addresses`;
    console.info(`  capacity check       ${check}: ${checked ? "ok" : "FAILED"}`);
    return checked;
  } finally {
    await server.stop();
  }
}

await bench.run(async () => {
  await bench.ensureBuild(distDir);
  if (options.target === "contact")
    return bench.eachStore(stores, (store, kind) => (timing ? newsletterTimes(store, kind) : loadAndKill(store, kind)));
  const dataset = registrationDataset();
  console.info(`${total} posts at ${concurrency} concurrent, event ${dataset.slug} with ${capacity} seats`);
  return bench.eachStore(stores, (store, kind) => registrations(store, kind, dataset));
});
