// The site's database for the staff commands (submissions, subscribers, registrations, retention), through the site's
// own SQL layer (web/lib/db/database.mjs: Kysely, the same migrations) and settings (web/lib/env.ts, as the server reads
// them: Node runs its TypeScript as it is): the SQLite file the site writes (Node >= 22.13),
// <CONTACT_DATA_DIR>/submissions.sqlite with CONTACT_DATA_DIR relative to web/ (default ../data: data/ at the root), or
// PostgreSQL when DATABASE_URL is set; the retention periods (CONTACT_RETENTION_MONTHS, NEWSLETTER_PENDING_DAYS).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Database } from "../../web/lib/db/database.mjs";
import { dataDir, env } from "../../web/lib/env.ts";

export { retentionConfig } from "../../web/lib/env.ts";

const root = join(import.meta.dirname, "..", "..");

/**
 * Runs `body` on the database brought to the site's schema, then closes it; `missing(where)` instead, then exit, when the
 * SQLite file does not exist yet (nothing stored).
 * @param {(where: string) => void} missing @param {(store: Database & { where: string }) => Promise<void>} body
 */
export async function withStore(missing, body) {
  const database = new Database({ dataDir: resolve(join(root, "web"), dataDir), databaseUrl: env.DATABASE_URL });
  const where = database.sqlite ? database.location : "PostgreSQL (DATABASE_URL)";
  if (database.sqlite && !existsSync(database.sqlite.file)) {
    await database.close();
    missing(where);
    process.exit();
  }
  try {
    await database.ready();
    await body(Object.assign(database, { where }));
  } finally {
    await database.close();
  }
}

/** A CSV cell: every cell quoted; a leading = + - @ (or tab, CR) prefixed so spreadsheets do not run it as a formula. */
export const csvCell = (/** @type {unknown} */ value) => {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** `rows` as CSV on stdout, `columns` the header. @param {readonly string[]} columns @param {Array<Record<string, unknown>>} rows */
export function writeCsv(columns, rows) {
  process.stdout.write(`${columns.join(",")}\r\n`);
  for (const row of rows) process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
}

/** Control characters (an ESC sequence, a NUL) are shown escaped, never sent to the staff's terminal. */
export const printable = (/** @type {unknown} */ value) =>
  String(value ?? "").replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
