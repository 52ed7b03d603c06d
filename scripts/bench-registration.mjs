#!/usr/bin/env node
// `pnpm bench:registration`: event registration on each store, beside the contact capture on the same server. See --help.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchArgs, ensureBuild, load, onStop, postForm, root, run, startSite } from "./lib/next-app.mjs";
import { benchStore } from "./lib/store.mjs";

const options = benchArgs(
  `pnpm bench:registration: event registration on each store (the SQLite file, a throwaway PostgreSQL), production
  server. Posts --total contact submissions (the reference, same run, same server), then --total registrations for
  the bundled dataset's first upcoming event open for registration, given --capacity seats (a copy of the dataset),
  --concurrency at a time: posts/s, p50/p99, and the capacity check (seats taken = min(capacity, registrations),
  the rest waiting-listed, no address twice).`,
  {
    store: { type: "string", default: "sqlite,postgres", help: "the stores, comma-separated" },
    total: { type: "string", default: "1000", help: "posts of each kind" },
    concurrency: { type: "string", default: "50", help: "posts in flight at once" },
    capacity: { type: "string", default: "100", help: "the event's seats" },
    "dist-dir": { type: "string", default: ".next-bench-contact", help: "the build folder in web/ (bench:contact's; built when stale)" },
  },
);
const total = Number(options.total);
const concurrency = Number(options.concurrency);
const capacity = Number(options.capacity);

// A copy of the dataset whose first upcoming event open for registration has --capacity seats.
const documents = readFileSync(join(root, "content", "production.ndjson"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const event = documents
  .filter((doc) => doc._type === "event" && doc.status === "scheduled" && doc.registration === "open" && Date.parse(doc.end) > Date.now())
  .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
if (!event) throw new Error("The dataset has no upcoming event open for registration.");
event.capacity = capacity;
const work = mkdtempSync(join(tmpdir(), "bench-registration-"));
onStop(() => rmSync(work, { recursive: true, force: true }));
const dataset = join(work, "production.ndjson");
writeFileSync(dataset, `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
for (const assets of ["files", "images"]) symlinkSync(join(root, "content", assets), join(work, assets));
const slug = event.slug.current;

const contact = (/** @type {number} */ i) => ({
  "form-name": "contact",
  "bot-field": "",
  name: `Load ${i}`,
  email: `visitor${i}@example.org`,
  message: `Benchmark submission ${i}.`,
});
const registration = (/** @type {number} */ i) => ({
  event: slug,
  name: `Registrant ${i}`,
  email: `registrant${i}@example.org`,
  organization: "Benchmark Health",
  role: "Director",
  consent: "yes",
  website: "",
});
const format = (/** @type {Awaited<ReturnType<typeof load>>} */ r) =>
  `${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, failures ${JSON.stringify(Object.fromEntries(r.failures))}` : ""}`;

await run(async () => {
  await ensureBuild(options["dist-dir"]);
  let ok = true;
  console.info(`${total} posts at ${concurrency} concurrent, event ${slug} with ${capacity} seats`);
  for (const kind of options.store.split(",")) {
    const store = await benchStore(kind);
    onStop(() => store.close());
    const limits = { CONTACT_RATE_LIMIT: String(total * 10), SITE_TEST_GLOBAL_RATE_LIMIT: String(total * 10), SMTP_HOST: "" };
    const env = { ...limits, ...store.env, SITE_TEST_DATASET_FILE: dataset };
    const server = await startSite({ distDir: options["dist-dir"], env, ready: "/contact" });
    try {
      const contacts = await load(total, concurrency, (i) => postForm(`${server.url}/`, contact(i)));
      const registrations = await load(total, concurrency, (i) => postForm(`${server.url}/api/events/register`, registration(i)));
      const rows = await store.database.db
        .selectFrom("event_registrations")
        .select(["email", "status"])
        .where("event_slug", "=", slug)
        .execute();
      const seated = rows.filter((row) => row.status === "confirmed").length;
      const waiting = rows.filter((row) => row.status === "waitlisted").length;
      const distinct = new Set(rows.map((row) => row.email)).size;
      const checked =
        seated === Math.min(capacity, total) && waiting === total - seated && distinct === rows.length && rows.length === total;
      ok &&= checked;
      console.info(`${kind}:`);
      console.info(`  contact (reference)  ${format(contacts)}`);
      console.info(`  registration         ${format(registrations)}`);
      console.info(
        `  capacity check       ${seated} seats taken of ${capacity}, ${waiting} waiting, ${rows.length} rows, ${distinct} addresses: ${checked ? "ok" : "FAILED"}`,
      );
    } finally {
      await server.stop();
      await store.close();
    }
  }
  return ok;
});
