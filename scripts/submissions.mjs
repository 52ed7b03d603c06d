#!/usr/bin/env node
// Staff's access to contact-form submissions (the SQLite file the site writes; Node >= 22.13 for node:sqlite).
//   pnpm submissions                        list them, newest last (message shortened)
//   pnpm submissions --csv > out.csv        every field of every submission as CSV
//   pnpm submissions --delete <id>          delete one submission
//   pnpm submissions --purge-before <date>  delete every submission received before a date (YYYY-MM-DD)
// The database is <CONTACT_DATA_DIR>/submissions.sqlite; CONTACT_DATA_DIR is relative to web/ as for
// the server, default ../data, i.e. data/ at the repository root.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = resolve(join(root, "web"), process.env.CONTACT_DATA_DIR || "../data");
const file = join(dataDir, "submissions.sqlite");
const args = process.argv.slice(2);

if (!existsSync(file)) {
  console.error(`No submissions yet: ${file} does not exist.`);
  process.exit(args.length ? 1 : 0);
}
const db = new DatabaseSync(file);
db.exec("PRAGMA busy_timeout = 5000;");
const columns = ["id", "created_at", "name", "email", "phone", "company", "service", "message", "notified_at", "notify_attempts"];

const csvCell = (value) => {
  const text = value === null || value === undefined ? "" : String(value);
  // Quote every cell; a leading = + - @ is prefixed so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

if (args[0] === "--csv") {
  process.stdout.write(`${columns.join(",")}\r\n`);
  for (const row of db.prepare(`SELECT ${columns.join(", ")} FROM submissions ORDER BY id`).iterate()) {
    process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
  }
} else if (args[0] === "--delete" && /^\d+$/.test(args[1] ?? "")) {
  const { changes } = db.prepare("DELETE FROM submissions WHERE id = ?").run(Number(args[1]));
  console.log(changes ? `Deleted submission ${args[1]}.` : `No submission ${args[1]}.`);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE); VACUUM;");
} else if (args[0] === "--purge-before" && /^\d{4}-\d{2}-\d{2}$/.test(args[1] ?? "")) {
  const { changes } = db.prepare("DELETE FROM submissions WHERE created_at < ?").run(`${args[1]}T00:00:00.000Z`);
  console.log(`Deleted ${changes} submission(s) received before ${args[1]}.`);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE); VACUUM;");
} else if (args.length === 0) {
  const rows = db.prepare("SELECT id, created_at, name, email, service, message, notified_at FROM submissions ORDER BY id").all();
  for (const row of rows) {
    const message = String(row.message).replace(/\s+/g, " ");
    console.log(
      `#${row.id}  ${row.created_at}  ${row.name} <${row.email}>  ${row.service || "-"}  ${row.notified_at ? "notified" : "not notified"}\n    ${message.length > 100 ? `${message.slice(0, 100)}…` : message}`,
    );
  }
  console.log(`${rows.length} submission(s) in ${file}`);
} else {
  console.error("usage: pnpm submissions [--csv | --delete <id> | --purge-before <YYYY-MM-DD>]");
  process.exit(2);
}
db.close();
