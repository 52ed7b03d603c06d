// The contact capture's store, for the staff commands (submissions, subscribers, retention): the SQLite
// file the site writes (Node >= 22.13 for node:sqlite), or PostgreSQL when DATABASE_URL is set. One small
// interface: rows(sql, params) and run(sql, params) with ? placeholders, purge(limits), close().
// The SQLite file is <CONTACT_DATA_DIR>/submissions.sqlite; CONTACT_DATA_DIR is relative to web/ as for
// the server, default ../data, i.e. data/ at the repository root.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { purgePostgres, purgeSqlite, sqliteSecureDelete } from "../../web/lib/retention.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** @import { PurgeLimits, Purged } from "../../web/lib/retention.mjs" */
/** @import { SQLInputValue } from "node:sqlite" */

/** @typedef {SQLInputValue | Date} SqlParam a value for a `?` (a Date for PostgreSQL only: SQLite is given ISO text) */
/** @typedef {Record<string, unknown>} Row */

/**
 * @typedef {object} StoreMethods
 * @property {string} where
 * @property {undefined} [missing]
 * @property {(table: string) => Promise<boolean>} exists
 * @property {(sql: string, params?: SqlParam[]) => Promise<Row[]>} rows
 * @property {(sql: string, params?: SqlParam[]) => Promise<number | null>} run the number of rows changed
 * @property {(table: string) => Promise<void>} compact
 * @property {(limits: PurgeLimits) => Promise<Purged>} purge
 * @property {() => Promise<void>} close
 */
/** @typedef {StoreMethods & { kind: "postgres" }} PostgresStore */
/** @typedef {StoreMethods & { kind: "sqlite"; db: DatabaseSync }} SqliteStore */
/** @typedef {{ where: string; missing: true; kind?: undefined; close?: undefined }} MissingStore no SQLite file yet */
/** @typedef {PostgresStore | SqliteStore} Store */

/**
 * The part of `pg` used here (the scripts resolve packages from the root, which does not depend on it).
 * @typedef {{ connect(): Promise<unknown>; query(text: string, values?: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>; end(): Promise<void> }} PgClient
 */

/**
 * The store, or `{ where, missing: true }` when the SQLite file does not exist yet (nothing stored).
 * @returns {Promise<Store | MissingStore>}
 */
export async function openStore() {
  if (process.env.DATABASE_URL) {
    /** @type {{ Client: new (config: { connectionString: string }) => PgClient }} */
    const { Client } = createRequire(join(root, "web", "package.json"))("pg");
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    /** @param {string} sql */
    const numbered = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    const exists = async (/** @type {string} */ table) => (await client.query("SELECT to_regclass($1) AS t", [table])).rows[0]?.t != null;
    return {
      where: "PostgreSQL (DATABASE_URL)",
      kind: "postgres",
      exists,
      rows: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      run: async (sql, params = []) => (await client.query(numbered(sql), params)).rowCount,
      compact: async (table) => {
        await client.query(`VACUUM FULL ${table}`);
      },
      purge: (limits) => purgePostgres((text, values) => client.query(text, values), limits),
      close: () => client.end(),
    };
  }
  const dataDir = resolve(join(root, "web"), process.env.CONTACT_DATA_DIR || "../data");
  const file = join(dataDir, "submissions.sqlite");
  if (!existsSync(file)) return { where: file, missing: true };
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA busy_timeout = 5000; ${sqliteSecureDelete}`);
  return {
    where: file,
    kind: "sqlite",
    db,
    exists: async (table) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined,
    // SQLite is given text for times (callers pass a Date to PostgreSQL only).
    rows: async (sql, params = []) => db.prepare(sql).all(.../** @type {SQLInputValue[]} */ (params)),
    run: async (sql, params = []) => Number(db.prepare(sql).run(.../** @type {SQLInputValue[]} */ (params)).changes),
    // After a deletion the file is vacuumed so that deleted text does not linger in free pages or the log.
    compact: async () => db.exec("PRAGMA wal_checkpoint(TRUNCATE); VACUUM;"),
    purge: async (limits) => purgeSqlite(db, limits),
    close: async () => db.close(),
  };
}

/** A CSV cell: every cell quoted; a leading = + - @ (or tab, CR) prefixed so spreadsheets do not run it as a formula. */
export const csvCell = (/** @type {unknown} */ value) => {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** Control characters (an ESC sequence, a NUL) are shown escaped, never sent to the staff's terminal. */
export const printable = (/** @type {unknown} */ value) =>
  String(value ?? "").replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** A time as ISO text (PostgreSQL gives a Date, SQLite the text already). @param {unknown} value */
export const isoTime = (value) => (value instanceof Date ? value.toISOString() : value);

/**
 * A positive whole number from the environment, or the default; anything else stops the command.
 * @param {string} name
 * @param {number} fallback
 */
export function envInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    console.error(`${name} must be a whole number of 1 or more (got "${raw}").`);
    process.exit(2);
  }
  return Number(raw);
}

/** The retention periods, as the server reads them (CONTACT_RETENTION_MONTHS, NEWSLETTER_PENDING_DAYS). */
export const retentionPeriods = () => ({
  submissionMonths: envInteger("CONTACT_RETENTION_MONTHS", 24),
  pendingDays: envInteger("NEWSLETTER_PENDING_DAYS", 7),
});
