#!/usr/bin/env node
// Staff's access to event registrations, in the same store as the contact submissions (the SQLite file, or
// PostgreSQL when DATABASE_URL is set).
//   pnpm registrations                                 every event's counts: seats taken, waiting list
//   pnpm registrations --event <slug>                  one event's registrations (name, email, organization, role, status)
//   pnpm registrations --event <slug> --csv > out.csv  every field of one event's registrations, consent wording included, as CSV (formula-safe)
//   pnpm registrations --csv > all.csv                 every event's
import { csvCell, isoTime, openStore, printable } from "./lib/store.mjs";

const args = process.argv.slice(2);
const columns = [
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
];
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
if (store.missing || !(await store.exists("event_registrations"))) {
  if (csv) process.stdout.write(`${columns.join(",")}\r\n`);
  else console.log(`No registrations yet (${store.where}).`);
  await store.close?.();
  process.exit(0);
}
try {
  const where = event ? "WHERE event_slug = ? " : "";
  const params = event ? [event] : [];
  if (csv) {
    process.stdout.write(`${columns.join(",")}\r\n`);
    for (const row of await store.rows(`SELECT ${columns.join(", ")} FROM event_registrations ${where}ORDER BY event_slug, id`, params)) {
      process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    }
  } else if (event) {
    const rows = await store.rows(
      `SELECT id, status, created_at, name, email, organization, role FROM event_registrations ${where}ORDER BY id`,
      params,
    );
    for (const row of rows) {
      console.log(
        `#${row.id}  ${row.status}  ${isoTime(row.created_at)}  ${printable(row.name)} <${printable(row.email)}>  ${printable(row.organization)}, ${printable(row.role)}`,
      );
    }
    console.log(`${rows.length} registration(s) for ${printable(event)} in ${store.where}`);
  } else {
    const rows = await store.rows(
      "SELECT event_slug, sum(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END) AS seated, sum(CASE WHEN status = 'waitlisted' THEN 1 ELSE 0 END) AS waiting FROM event_registrations GROUP BY event_slug ORDER BY event_slug",
    );
    for (const row of rows)
      console.log(`${printable(row.event_slug)}  ${Number(row.seated)} registered, ${Number(row.waiting)} on the waiting list`);
    console.log(`${rows.length} event(s) with registrations in ${store.where}`);
  }
} finally {
  await store.close();
}
