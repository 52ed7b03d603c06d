#!/usr/bin/env node
// Staff's access to contact-form submissions: the SQLite file the site writes (Node >= 22.13 for
// node:sqlite), or the PostgreSQL database when DATABASE_URL is set.
//   pnpm submissions                        list them, newest last (message shortened)
//   pnpm submissions --csv > out.csv        every field of every submission as CSV
//   pnpm submissions --delete <id>          delete one submission
//   pnpm submissions --purge-before <date>  delete every submission received before a date (YYYY-MM-DD)
//   pnpm submissions --backup <file>        a consistent copy of the SQLite database, safe while the
//                                           server runs (VACUUM INTO; the file is created 0600)
// The database is <CONTACT_DATA_DIR>/submissions.sqlite; CONTACT_DATA_DIR is relative to web/ as for
// the server, default ../data, i.e. data/ at the repository root.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const columns = ["id", "created_at", "name", "email", "phone", "company", "service", "message", "notified_at", "notify_attempts"];
const usage = "usage: pnpm submissions [--csv | --delete <id> | --purge-before <YYYY-MM-DD> | --backup <file>]";

const csvCell = (value) => {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  // Quote every cell; a leading = + - @ is prefixed so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

// Control characters (an ESC sequence, a NUL) are shown escaped, never sent to the staff's terminal.
const printable = (value) => String(value ?? "").replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The two stores behind one small interface: rows(sql), run(sql, params) with ? placeholders. */
async function openStore() {
  if (process.env.DATABASE_URL) {
    const { Client } = createRequire(join(root, "web", "package.json"))("pg");
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const numbered = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    return {
      where: "PostgreSQL (DATABASE_URL)",
      kind: "postgres",
      rows: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      run: async (sql, params = []) => (await client.query(numbered(sql), params)).rowCount,
      compact: async () => {
        await client.query("VACUUM submissions");
      },
      close: () => client.end(),
    };
  }
  const dataDir = resolve(join(root, "web"), process.env.CONTACT_DATA_DIR || "../data");
  const file = join(dataDir, "submissions.sqlite");
  if (!existsSync(file)) {
    console.error(`No submissions yet: ${file} does not exist.`);
    process.exit(args.length ? 1 : 0);
  }
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000;");
  return {
    where: file,
    kind: "sqlite",
    db,
    rows: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => Number(db.prepare(sql).run(...params).changes),
    // The file is vacuumed after a deletion so that deleted text does not linger in free pages or the log.
    compact: async () => db.exec("PRAGMA wal_checkpoint(TRUNCATE); VACUUM;"),
    close: async () => db.close(),
  };
}

const store = await openStore();
try {
  if (args[0] === "--csv") {
    process.stdout.write(`${columns.join(",")}\r\n`);
    for (const row of await store.rows(`SELECT ${columns.join(", ")} FROM submissions ORDER BY id`)) {
      process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    }
  } else if (args[0] === "--delete" && /^\d+$/.test(args[1] ?? "")) {
    const changes = await store.run("DELETE FROM submissions WHERE id = ?", [Number(args[1])]);
    console.log(changes ? `Deleted submission ${args[1]}.` : `No submission ${args[1]}.`);
    await store.compact();
  } else if (args[0] === "--purge-before" && /^\d{4}-\d{2}-\d{2}$/.test(args[1] ?? "")) {
    const changes = await store.run("DELETE FROM submissions WHERE created_at < ?", [`${args[1]}T00:00:00.000Z`]);
    console.log(`Deleted ${changes} submission(s) received before ${args[1]}.`);
    await store.compact();
  } else if (args[0] === "--backup" && args[1]) {
    if (store.kind !== "sqlite") {
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
        store.db.prepare("VACUUM INTO ?").run(target);
        const { n } = store.db.prepare("SELECT COUNT(*) AS n FROM submissions").get();
        console.log(`Backed up ${n} submission(s) to ${target}.`);
      }
    }
  } else if (args.length === 0) {
    const rows = await store.rows("SELECT id, created_at, name, email, service, message, notified_at FROM submissions ORDER BY id");
    for (const row of rows) {
      const message = printable(String(row.message).replace(/\s+/g, " "));
      const created = row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at;
      console.log(
        `#${row.id}  ${created}  ${printable(row.name)} <${printable(row.email)}>  ${row.service || "-"}  ${row.notified_at ? "notified" : "not notified"}\n    ${message.length > 100 ? `${message.slice(0, 100)}…` : message}`,
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
