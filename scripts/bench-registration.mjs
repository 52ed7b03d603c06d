#!/usr/bin/env node
// `pnpm bench:registration`: event registration on each store, beside the contact capture on the same server. See --help.
import { join } from "node:path";
import * as bench from "./lib/next-app.mjs";

const options = bench.benchArgs(
  `pnpm bench:registration: event registration on each store (the SQLite file, a throwaway PostgreSQL), production
  server. Posts --total contact submissions (the reference, same run, same server), then --total registrations for
  the bundled dataset's first upcoming event open for registration, given --capacity seats (a copy of the dataset),
  --concurrency at a time: posts/s, p50/p99, and the capacity check (seats taken = min(capacity, registrations),
  the rest waiting-listed, no address twice).`,
  {
    store: { type: "string", default: "sqlite,postgres", help: "the stores, comma-separated" },
    total: { type: "number", default: "1000", help: "posts of each kind" },
    concurrency: { type: "number", default: "50", help: "posts in flight at once" },
    capacity: { type: "number", default: "100", help: "the event's seats" },
    "dist-dir": { type: "string", default: ".next-bench-contact", help: "the build folder in web/ (bench:contact's; built when stale)" },
  },
);
const { total, concurrency, capacity } = options;

const documents = bench.readDataset();
const event = documents
  .filter((doc) => doc._type === "event" && doc.status === "scheduled" && doc.registration === "open" && Date.parse(doc.end) > Date.now())
  .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
if (!event) throw new Error("The dataset has no upcoming event open for registration.");
event.capacity = capacity;
const dataset = bench.writeDataset(join(bench.workFolder("bench-registration-"), "dataset"), documents);
const slug = event.slug.current;

const registration = (/** @type {number} */ i) => ({
  event: slug,
  name: `Registrant ${i}`,
  email: `registrant${i}@example.org`,
  organization: "Benchmark Health",
  role: "Director",
  consent: "yes",
  website: "",
});
const format = (/** @type {Awaited<ReturnType<typeof bench.load>>} */ r) =>
  `${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, failures ${JSON.stringify(Object.fromEntries(r.failures))}` : ""}`;

await bench.run(async () => {
  await bench.ensureBuild(options["dist-dir"]);
  console.info(`${total} posts at ${concurrency} concurrent, event ${slug} with ${capacity} seats`);
  return bench.eachStore(options.store.split(","), async (store, kind) => {
    const env = { ...bench.unlimited(total), ...store.env, SITE_TEST_DATASET_FILE: dataset };
    const server = await bench.startSite({ distDir: options["dist-dir"], env, ready: "/contact" });
    try {
      const contact = (/** @type {number} */ i) => bench.contactPost(`Load ${i}`, `visitor${i}@example.org`, `Benchmark submission ${i}.`);
      const contacts = await bench.load(total, concurrency, (i) => bench.postForm(`${server.url}/`, contact(i)));
      const registrations = await bench.load(total, concurrency, (i) =>
        bench.postForm(`${server.url}/api/events/register`, registration(i)),
      );
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
      console.info(`${kind}:`);
      console.info(`  contact (reference)  ${format(contacts)}`);
      console.info(`  registration         ${format(registrations)}`);
      const check = `${seated} seats taken of ${capacity}, ${waiting} waiting, ${rows.length} rows, ${distinct} addresses`;
      console.info(`  capacity check       ${check}: ${checked ? "ok" : "FAILED"}`);
      return checked;
    } finally {
      await server.stop();
    }
  });
});
