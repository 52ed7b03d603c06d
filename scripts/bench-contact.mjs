#!/usr/bin/env node
// `pnpm bench:contact`: the contact capture on each store under the production server. See --help.
import { startSmtp } from "../web/tests/smtp.mjs";
import { benchArgs, contactPost, eachStore, ensureBuild, load, percentile, postForm, run, startSite, unlimited } from "./lib/next-app.mjs";

const options = benchArgs(
  `pnpm bench:contact: the contact capture on each store (the SQLite file, a throwaway PostgreSQL), production server.
  load: --total valid posts, --concurrency at a time over loopback: rows stored, errors, posts/s, latency p50/p99/max.
  kill: posts stream in, the server is SIGKILLed after min(300, total/2) acknowledged posts, restarted on the same
        store: every post answered 2xx before the kill must be stored.
  --newsletter-timing instead: the newsletter subscribe's answer time for a new, a pending and a confirmed address,
        --samples each, one at a time, interleaved in random order (median, p90): the same whatever the address is.`,
  {
    store: { type: "string", default: "sqlite,postgres", help: "the stores, comma-separated (--newsletter-timing: sqlite)" },
    total: { type: "number", default: "1000", help: "posts in the load test" },
    concurrency: { type: "number", default: "50", help: "posts in flight at once" },
    "newsletter-timing": { type: "boolean", help: "measure the newsletter subscribe's answer times instead" },
    samples: { type: "number", default: "300", help: "--newsletter-timing: samples per kind of address" },
    "dist-dir": { type: "string", default: ".next-bench-contact", help: "the build folder in web/ (built when stale)" },
  },
);
const { total, concurrency, samples, "newsletter-timing": timing, "dist-dir": distDir } = options;
const stores = timing && options.store === "sqlite,postgres" ? ["sqlite"] : options.store.split(",");
/** @typedef {Awaited<ReturnType<typeof import("./lib/next-app.mjs").benchStore>>} Store */

/** @param {string} name @param {number} i */
const contact = (name, i) => ({
  ...contactPost(name, `visitor${i}@example.org`, `Benchmark submission number ${i}. `.repeat(8)),
  phone: "+1 555 010 0000",
  company: "Benchmark Clinic",
  service: "analytics",
});
const storedNames = async (/** @type {Store} */ store) =>
  (await store.database.db.selectFrom("submissions").select("name").execute()).map((row) => row.name);

/** @param {Store} store @param {string} label */
async function loadAndKill(store, label) {
  const env = { ...unlimited(total), ...store.env };
  let server = await startSite({ distDir, env, ready: "/contact" });
  const result = await load(total, concurrency, (i) => postForm(`${server.url}/`, contact(`Load ${i}`, i)));
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
      const status = await postForm(`${server.url}/`, contact(`Kill ${i}`, i)).catch(() => 0);
      if (status >= 200 && status <= 299) acknowledged.push(`Kill ${i}`);
      if (acknowledged.length >= killAfter && !killed) killed = server.stop("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await killed;
  server = await startSite({ distDir, env, port: server.port, ready: "/contact" });
  const present = new Set(await storedNames(store));
  const missing = acknowledged.filter((name) => !present.has(name));
  const after = await postForm(`${server.url}/`, contact("After restart", 0));
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
    while (smtp.received.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  const newsletter = { NEWSLETTER_SECRET: "bench-newsletter-secret-0123456789abcdef", PUBLIC_SITE_URL: "https://site.test" };
  const smtpEnv = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_FROM: "bench@site.test" };
  const server = await startSite({ distDir, ready: "/contact", env: { ...unlimited(total), ...store.env, ...smtpEnv, ...newsletter } });
  const consent = /name="consent" value="([^"]+)"/.exec(await (await fetch(`${server.url}/blog`)).text())?.[1];
  if (!consent) throw new Error("the blog's newsletter box has no consent version");
  const subscribe = async (/** @type {string} */ email) => {
    const started = performance.now();
    const status = await postForm(`${server.url}/api/newsletter`, { "form-name": "newsletter", "bot-field": "", consent, email });
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
  const ms = (/** @type {number[]} */ values, /** @type {number} */ p) => percentile(values, p).toFixed(2);
  console.info(`[${label}] newsletter subscribe answer time, ${samples} samples per kind, interleaved, one at a time, loopback:`);
  for (const [kind, values] of Object.entries(times))
    console.info(`[${label}]   ${kind.padEnd(9)} median ${ms(values, 50)} ms, p90 ${ms(values, 90)} ms`);
  const known = [...times.pending, ...times.confirmed];
  const gap = (/** @type {number} */ p) => (percentile(times.new, p) - percentile(known, p)).toFixed(2);
  console.info(`[${label}]   new - known: median ${gap(50)} ms, p90 ${gap(90)} ms`);
  await server.stop();
  await smtp.close();
  return smtp.received.length === 3 * samples;
}

await run(async () => {
  await ensureBuild(distDir);
  return eachStore(stores, (store, kind) => (timing ? newsletterTimes(store, kind) : loadAndKill(store, kind)));
});
