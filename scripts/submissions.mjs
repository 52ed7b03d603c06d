#!/usr/bin/env node
// Staff's access to contact-form submissions, through the site's SQL layer (scripts/lib/store.mjs): the SQLite
// file the site writes (Node >= 22.13 for node:sqlite), or the PostgreSQL database when DATABASE_URL is set.
//   pnpm submissions                        list them, newest last (message shortened)
//   pnpm submissions --csv > out.csv        every field of every submission as CSV
//   pnpm submissions --delete <id>          delete one submission
//   pnpm submissions --purge-before <date>  delete every submission received before a date (YYYY-MM-DD)
//   pnpm submissions --purge                delete every submission older than CONTACT_RETENTION_MONTHS (24)
//                                           (what the running server does; `pnpm retention` does both stores' purges)
//   pnpm submissions --backup <file>        a consistent copy of the SQLite database, safe while the
//                                           server runs (VACUUM INTO; the file is created 0600)
// The database is <CONTACT_DATA_DIR>/submissions.sqlite; CONTACT_DATA_DIR is relative to web/ as for
// the server, default ../data, i.e. data/ at the repository root.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { contactFields } from "../schemas/objects/contact-fields.ts";
import { sql } from "../web/lib/db/database.mjs";
import { purge, submissionCutoff } from "../web/lib/retention.mjs";
import { csvCell, openStore, printable, retentionPeriods } from "./lib/store.mjs";

const args = process.argv.slice(2);
// Every column: the form's fields (schemas/objects/contact-fields.ts) between the row's own.
const columns = /** @type {const} */ (["id", "created_at", ...contactFields.map((field) => field.name), "notified_at", "notify_attempts"]);
const usage = "usage: pnpm submissions [--csv | --delete <id> | --purge | --purge-before <YYYY-MM-DD> | --backup <file>]";

const store = await openStore();
if (store.missing) {
  console.error(`No submissions yet: ${store.where} does not exist.`);
  process.exit(args.length ? 1 : 0);
}
try {
  const { db } = store;
  if (args[0] === "--csv") {
    process.stdout.write(`${columns.join(",")}\r\n`);
    for (const row of await db.selectFrom("submissions").select(columns).orderBy("id").execute()) {
      process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    }
  } else if (args[0] === "--delete" && /^\d+$/.test(args[1] ?? "")) {
    const { numDeletedRows } = await db.deleteFrom("submissions").where("id", "=", Number(args[1])).executeTakeFirst();
    console.log(numDeletedRows ? `Deleted submission ${args[1]}.` : `No submission ${args[1]}.`);
    await store.erase(["submissions"]);
  } else if (args[0] === "--purge-before" && /^\d{4}-\d{2}-\d{2}$/.test(args[1] ?? "")) {
    const { numDeletedRows } = await db.deleteFrom("submissions").where("created_at", "<", `${args[1]}T00:00:00.000Z`).executeTakeFirst();
    console.log(`Deleted ${numDeletedRows} submission(s) received before ${args[1]}.`);
    await store.erase(["submissions"]);
  } else if (args[0] === "--purge" && args.length === 1) {
    const { submissionMonths } = retentionPeriods();
    const { submissions } = await purge(store, { submissionsBefore: submissionCutoff(submissionMonths) });
    console.log(`Deleted ${submissions} submission(s) older than ${submissionMonths} months.`);
  } else if (args[0] === "--backup" && args[1]) {
    if (!store.sqlite) {
      console.error(
        "The submissions are in PostgreSQL: back them up with pg_dump (or your provider's backups), e.g. pg_dump -t submissions.",
      );
      process.exitCode = 2;
    } else {
      const target = resolve(args[1]);
      if (existsSync(target)) {
        console.error(`${target} exists already: give the backup a new file name.`);
        process.exitCode = 1;
      } else {
        // A transactionally consistent copy that includes what is still in the write-ahead log.
        process.umask(0o077);
        await sql`VACUUM INTO ${target}`.execute(db);
        const { n } = await db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        console.log(`Backed up ${n} submission(s) to ${target}.`);
      }
    }
  } else if (args.length === 0) {
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "created_at", "name", "email", "service", "message", "notified_at"])
      .orderBy("id")
      .execute();
    for (const row of rows) {
      const message = printable(String(row.message).replace(/\s+/g, " "));
      console.log(
        `#${row.id}  ${row.created_at}  ${printable(row.name)} <${printable(row.email)}>  ${row.service || "-"}  ${row.notified_at ? "notified" : "not notified"}\n    ${message.length > 100 ? `${message.slice(0, 100)}…` : message}`,
      );
    }
    console.log(`${rows.length} submission(s) in ${store.where}`);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} finally {
  await store.close();
}
