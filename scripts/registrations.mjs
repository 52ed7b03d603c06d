#!/usr/bin/env node
// Staff's access to event registrations, through the site's SQL layer (scripts/lib/store.mjs): the SQLite file,
// or PostgreSQL when DATABASE_URL is set.
//   pnpm registrations                                 every event's counts: seats taken, waiting list
//   pnpm registrations --event <slug>                  one event's registrations (name, email, organization, role, status)
//   pnpm registrations --event <slug> --csv > out.csv  every field of one event's registrations, consent wording included, as CSV (formula-safe)
//   pnpm registrations --csv > all.csv                 every event's
import { sql } from "../web/lib/db/database.mjs";
import { csvCell, openStore, printable } from "./lib/store.mjs";

const args = process.argv.slice(2);
const columns = /** @type {const} */ ([
  "id",
  "event_slug",
  "status",
  "created_at",
  "name",
  "email",
  "organization",
  "role",
  "consent_text",
  "address",
  "event_id",
  "event_end",
]);
const usage = "usage: pnpm registrations [--event <slug>] [--csv]";
const eventAt = args.indexOf("--event");
const event = eventAt >= 0 ? args[eventAt + 1] : undefined;
const csv = args.includes("--csv");
const known = args.every((arg, index) => arg === "--csv" || arg === "--event" || (index === eventAt + 1 && eventAt >= 0));
if (!known || (eventAt >= 0 && (!event || event.startsWith("--")))) {
  console.error(usage);
  process.exit(2);
}

const store = await openStore();
if (store.missing) {
  if (csv) process.stdout.write(`${columns.join(",")}\r\n`);
  else console.log(`No registrations yet (${store.where}).`);
  process.exit(0);
}
try {
  const registrations = store.db
    .selectFrom("event_registrations")
    .$if(event !== undefined, (query) => query.where("event_slug", "=", event ?? ""));
  if (csv) {
    process.stdout.write(`${columns.join(",")}\r\n`);
    for (const row of await registrations.select(columns).orderBy("event_slug").orderBy("id").execute()) {
      process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    }
  } else if (event) {
    const rows = await registrations
      .select(["id", "status", "created_at", "name", "email", "organization", "role"])
      .orderBy("id")
      .execute();
    for (const row of rows) {
      console.log(
        `#${row.id}  ${row.status}  ${row.created_at}  ${printable(row.name)} <${printable(row.email)}>  ${printable(row.organization)}, ${printable(row.role)}`,
      );
    }
    console.log(`${rows.length} registration(s) for ${printable(event)} in ${store.where}`);
  } else {
    const count = (/** @type {"confirmed" | "waitlisted"} */ status) => sql`sum(CASE WHEN status = ${status} THEN 1 ELSE 0 END)`;
    const rows = await registrations
      .select(["event_slug", count("confirmed").as("seated"), count("waitlisted").as("waiting")])
      .groupBy("event_slug")
      .orderBy("event_slug")
      .execute();
    for (const row of rows)
      console.log(`${printable(row.event_slug)}  ${Number(row.seated)} registered, ${Number(row.waiting)} on the waiting list`);
    console.log(`${rows.length} event(s) with registrations in ${store.where}`);
  }
} finally {
  await store.close();
}
