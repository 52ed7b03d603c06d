// Retention of what visitors leave: contact submissions past their period, event registrations that long
// after their event ended, and newsletter subscriptions never confirmed. One implementation for the running server (lib/retention-sweep.ts) and the staff
// commands (scripts/retention.mjs, scripts/subscribers.mjs), which cannot load the app's TypeScript.
//
// Deleted text must not stay readable in the database files:
// - SQLite: the connection runs with `PRAGMA secure_delete = ON` (deleted cells and freed pages are
//   overwritten with zeros), and the write-ahead log is checkpointed into the file and truncated
//   afterwards, so neither the file nor its log keeps the old pages.
// - PostgreSQL: a DELETE only marks rows dead; `VACUUM FULL` rewrites the table into a new file and
//   drops the old one (the tables are small, the lock lasts milliseconds). PostgreSQL's own write-ahead
//   log still holds the text until it is recycled, as it does for every write (see docs/retention.md).

/** @typedef {{ submissionsBefore?: Date; pendingBefore?: Date }} PurgeLimits Either may be left out. */
/**
 * @typedef {{ submissions: number; subscribers: number; registrations?: number }} Purged How many rows went
 * (registrations: of events that ended before the submissions' limit). `subscribers` counts the unconfirmed
 * subscriptions and the subscribe requests never decided (`newsletter_requests`) past the period.
 */
/**
 * @typedef {(text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>>; rowCount: number | null }>} Query
 * A pg Pool or Client's query.
 */

/**
 * The moment before which a submission is past its retention period.
 * @param {number} months
 * @returns {Date}
 */
export function submissionCutoff(months, now = new Date()) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The moment before which an unconfirmed subscription has expired.
 * @param {number} days
 * @returns {Date}
 */
export function pendingCutoff(days, now = new Date()) {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/** Makes SQLite overwrite what it deletes; set on every connection that may delete. */
export const sqliteSecureDelete = "PRAGMA secure_delete = ON;";

/** @param {import("node:sqlite").DatabaseSync} db @param {string} name */
const tableExists = (db, name) => db.prepare("SELECT 1 AS ok FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/**
 * Deletes from an open node:sqlite database; returns how many rows went. Either limit may be left out.
 * After a deletion the log is checkpointed (TRUNCATE) so the deleted text leaves the log file as well.
 * @param {import("node:sqlite").DatabaseSync} db
 * @param {PurgeLimits} limits
 * @returns {Purged}
 */
export function purgeSqlite(db, { submissionsBefore, pendingBefore }) {
  db.exec(sqliteSecureDelete);
  let submissions = 0;
  let subscribers = 0;
  if (submissionsBefore && tableExists(db, "submissions")) {
    submissions = Number(db.prepare("DELETE FROM submissions WHERE created_at < ?").run(submissionsBefore.toISOString()).changes);
  }
  let registrations = 0;
  if (submissionsBefore && tableExists(db, "event_registrations")) {
    registrations = Number(db.prepare("DELETE FROM event_registrations WHERE event_end < ?").run(submissionsBefore.toISOString()).changes);
  }
  if (pendingBefore && tableExists(db, "newsletter_subscribers")) {
    subscribers = Number(
      db.prepare("DELETE FROM newsletter_subscribers WHERE status = 'pending' AND created_at < ?").run(pendingBefore.toISOString()).changes,
    );
  }
  if (pendingBefore && tableExists(db, "newsletter_requests")) {
    subscribers += Number(db.prepare("DELETE FROM newsletter_requests WHERE created_at < ?").run(pendingBefore.toISOString()).changes);
  }
  if (submissions + subscribers + registrations > 0) db.exec("PRAGMA wal_checkpoint(TRUNCATE);");
  return { submissions, subscribers, registrations };
}

/**
 * The same on PostgreSQL through `query(text, values)` (a pg Pool or Client's query). Tables that do not
 * exist yet are skipped. A table that lost rows is rewritten (VACUUM FULL), outside any transaction.
 * @param {Query} query
 * @param {PurgeLimits} limits
 * @returns {Promise<Purged>}
 */
export async function purgePostgres(query, { submissionsBefore, pendingBefore }) {
  const exists = async (/** @type {string} */ name) => (await query("SELECT to_regclass($1) AS t", [name])).rows[0]?.t != null;
  let submissions = 0;
  let subscribers = 0;
  if (submissionsBefore && (await exists("submissions"))) {
    submissions = (await query("DELETE FROM submissions WHERE created_at < $1", [submissionsBefore])).rowCount ?? 0;
    if (submissions > 0) await query("VACUUM FULL submissions");
  }
  let registrations = 0;
  if (submissionsBefore && (await exists("event_registrations"))) {
    registrations = (await query("DELETE FROM event_registrations WHERE event_end < $1", [submissionsBefore])).rowCount ?? 0;
    if (registrations > 0) await query("VACUUM FULL event_registrations");
  }
  if (pendingBefore && (await exists("newsletter_subscribers"))) {
    subscribers =
      (await query("DELETE FROM newsletter_subscribers WHERE status = 'pending' AND created_at < $1", [pendingBefore])).rowCount ?? 0;
    if (subscribers > 0) await query("VACUUM FULL newsletter_subscribers");
  }
  if (pendingBefore && (await exists("newsletter_requests"))) {
    subscribers += (await query("DELETE FROM newsletter_requests WHERE created_at < $1", [pendingBefore])).rowCount ?? 0;
    // Every decided request was deleted (lib/newsletter/store.ts) but its bytes stay in the table's pages
    // until the table is rewritten: done on every sweep (the table holds the few requests not decided yet).
    await query("VACUUM FULL newsletter_requests");
  }
  return { submissions, subscribers, registrations };
}
