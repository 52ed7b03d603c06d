// The site's database, for the staff commands (submissions, subscribers, registrations, retention), through the
// site's own SQL layer (web/lib/db/database.mjs: Kysely, the same migrations): the SQLite file the site writes
// (Node >= 22.13 for node:sqlite), or PostgreSQL when DATABASE_URL is set. The SQLite file is
// <CONTACT_DATA_DIR>/submissions.sqlite; CONTACT_DATA_DIR is relative to web/ as for the server, default
// ../data, i.e. data/ at the repository root.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Database } from "../../web/lib/db/database.mjs";
import { startPostgres } from "./postgres.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** @typedef {{ where: string; missing: true; close?: undefined }} MissingStore no SQLite file yet */
/**
 * The part of `pg` the benchmarks and the cluster test use (the scripts resolve packages from the root, which does not depend on it).
 * @typedef {{ connect(): Promise<unknown>; query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>>; rowCount: number | null }>; end(): Promise<void> }} PgClient
 */

/**
 * The database brought to the site's schema (its migrations), or `{ where, missing: true }` when the SQLite
 * file does not exist yet (nothing stored).
 * @returns {Promise<(Database & { where: string; missing?: undefined }) | MissingStore>}
 */
export async function openStore() {
  const dataDir = resolve(join(root, "web"), process.env.CONTACT_DATA_DIR || "../data");
  const database = new Database({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const where = database.sqlite ? database.location : "PostgreSQL (DATABASE_URL)";
  if (database.sqlite && !existsSync(database.sqlite.file)) {
    await database.close();
    return { where, missing: true };
  }
  await database.ready();
  return Object.assign(database, { where, missing: undefined });
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

/**
 * A throwaway store for a benchmark: a SQLite file in a temporary folder, or a PostgreSQL cluster of its own
 * (`kind` "postgres"); `env` points the server at it, `database` reads it (the server applies the migrations),
 * `close` removes it.
 * @param {string} kind
 * @returns {Promise<{ env: Record<string, string>; database: Database; close(): Promise<void> }>}
 */
export async function benchStore(kind) {
  if (kind === "postgres") {
    const cluster = await startPostgres({ prefix: "bench-pg-" });
    const database = new Database({ dataDir: "", databaseUrl: cluster.url });
    await database.ready();
    return {
      env: { DATABASE_URL: cluster.url },
      database,
      close: async () => {
        await database.close();
        cluster.stop();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bench-store-"));
  const database = new Database({ dataDir });
  await database.ready();
  return {
    env: { CONTACT_DATA_DIR: dataDir, DATABASE_URL: "" },
    database,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
