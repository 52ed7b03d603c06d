#!/usr/bin/env node
// Staff's access to event registrations (scripts/lib/store.mjs: the SQLite file, or PostgreSQL with DATABASE_URL).
//   pnpm registrations                                 every event's counts: seats taken, waiting list
//   pnpm registrations --event <slug>                  one event's registrations (name, email, organization, role, status)
//   pnpm registrations --event <slug> --csv > out.csv  every field of one event's registrations, consent wording included, as CSV (formula-safe)
//   pnpm registrations --csv > all.csv                 every event's
import { parseArgs } from "node:util";
import { sql } from "../web/lib/db/database.mjs";
import { printable, withStore, writeCsv } from "./lib/store.mjs";

const columns = /** @type {const} */ ([
  ...["id", "event_slug", "status", "created_at", "name", "email", "organization", "role"],
  ...["consent_text", "address", "event_id", "event_end"],
]);
/** @type {{ event?: string; csv?: boolean }} */
let options = {};
try {
  options = parseArgs({ options: { event: { type: "string" }, csv: { type: "boolean" } } }).values;
  if (options.event?.startsWith("--")) throw new Error();
} catch {
  console.error("usage: pnpm registrations [--event <slug>] [--csv]");
  process.exit(2);
}
const { event, csv } = options;

const missing = (/** @type {string} */ where) => (csv ? writeCsv(columns, []) : console.log(`No registrations yet (${where}).`));
await withStore(missing, async (store) => {
  const registrations = store.db
    .selectFrom("event_registrations")
    .$if(event !== undefined, (query) => query.where("event_slug", "=", event ?? ""));
  if (csv) writeCsv(columns, await registrations.select(columns).orderBy("event_slug").orderBy("id").execute());
  else if (event) {
    const fields = /** @type {const} */ (["id", "status", "created_at", "name", "email", "organization", "role"]);
    const rows = await registrations.select(fields).orderBy("id").execute();
    for (const row of rows) {
      const who = `${printable(row.name)} <${printable(row.email)}>  ${printable(row.organization)}, ${printable(row.role)}`;
      console.log(`#${row.id}  ${row.status}  ${row.created_at}  ${who}`);
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
});
