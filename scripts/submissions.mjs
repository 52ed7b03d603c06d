#!/usr/bin/env node
// Staff's access to contact-form submissions (scripts/lib/store.mjs: the SQLite file, or PostgreSQL with DATABASE_URL).
//   pnpm submissions                        list them, newest last (message shortened)
//   pnpm submissions --csv > out.csv        every field of every submission as CSV
//   pnpm submissions --delete <id>          delete one submission
//   pnpm submissions --purge-before <date>  delete every submission received before a date (YYYY-MM-DD)
//   pnpm submissions --purge                delete every submission older than CONTACT_RETENTION_MONTHS (24)
//                                           (what the running server does; `pnpm retention` does both stores' purges)
//   pnpm submissions --backup <file>        a consistent copy of the SQLite database, safe while the
//                                           server runs (VACUUM INTO; the file is created 0600)
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { contactFields } from "../schemas/objects/contact-fields.ts";
import { sql } from "../web/lib/db/database.mjs";
import { purge, submissionCutoff } from "../web/lib/retention.mjs";
import { printable, retentionConfig, withStore, writeCsv } from "./lib/store.mjs";

const [command, target] = process.argv.slice(2);
const args = process.argv.slice(2);
// Every column: the form's fields (schemas/objects/contact-fields.ts) between the row's own.
const columns = /** @type {const} */ (["id", "created_at", ...contactFields.map((field) => field.name), "notified_at", "notify_attempts"]);

/** @param {import("../web/lib/db/database.mjs").Database & { where: string }} store */
async function backup(store) {
  if (!store.sqlite) {
    console.error(
      "The submissions are in PostgreSQL: back them up with pg_dump (or your provider's backups), e.g. pg_dump -t submissions.",
    );
    process.exitCode = 2;
    return;
  }
  const file = resolve(/** @type {string} */ (target));
  if (existsSync(file)) {
    console.error(`${file} exists already: give the backup a new file name.`);
    process.exitCode = 1;
    return;
  }
  // A transactionally consistent copy that includes what is still in the write-ahead log.
  process.umask(0o077);
  await sql`VACUUM INTO ${file}`.execute(store.db);
  const { n } = await store.db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`Backed up ${n} submission(s) to ${file}.`);
}

/** @param {import("../web/lib/db/database.mjs").Database & { where: string }} store */
async function list(store) {
  const fields = /** @type {const} */ (["id", "created_at", "name", "email", "service", "message", "notified_at"]);
  const rows = await store.db.selectFrom("submissions").select(fields).orderBy("id").execute();
  for (const row of rows) {
    const message = printable(String(row.message).replace(/\s+/g, " "));
    console.log(
      `#${row.id}  ${row.created_at}  ${printable(row.name)} <${printable(row.email)}>  ${row.service || "-"}  ${row.notified_at ? "notified" : "not notified"}\n    ${message.length > 100 ? `${message.slice(0, 100)}…` : message}`,
    );
  }
  console.log(`${rows.length} submission(s) in ${store.where}`);
}

const missing = (/** @type {string} */ where) => {
  console.error(`No submissions yet: ${where} does not exist.`);
  process.exit(args.length ? 1 : 0);
};
await withStore(missing, async (store) => {
  const { db } = store;
  if (command === "--csv") writeCsv(columns, await db.selectFrom("submissions").select(columns).orderBy("id").execute());
  else if (command === "--delete" && /^\d+$/.test(target ?? "")) {
    const { numDeletedRows } = await db.deleteFrom("submissions").where("id", "=", Number(target)).executeTakeFirst();
    console.log(numDeletedRows ? `Deleted submission ${target}.` : `No submission ${target}.`);
    await store.erase(["submissions"]);
  } else if (command === "--purge-before" && /^\d{4}-\d{2}-\d{2}$/.test(target ?? "")) {
    const { numDeletedRows } = await db.deleteFrom("submissions").where("created_at", "<", `${target}T00:00:00.000Z`).executeTakeFirst();
    console.log(`Deleted ${numDeletedRows} submission(s) received before ${target}.`);
    await store.erase(["submissions"]);
  } else if (command === "--purge" && args.length === 1) {
    const { submissionMonths } = retentionConfig;
    const { submissions } = await purge(store, { submissionsBefore: submissionCutoff(submissionMonths) });
    console.log(`Deleted ${submissions} submission(s) older than ${submissionMonths} months.`);
  } else if (command === "--backup" && target) await backup(store);
  else if (args.length === 0) await list(store);
  else {
    console.error("usage: pnpm submissions [--csv | --delete <id> | --purge | --purge-before <YYYY-MM-DD> | --backup <file>]");
    process.exitCode = 2;
  }
});
