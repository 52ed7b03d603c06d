// Retention of what visitors leave: contact submissions past their period, event registrations that long
// after their event ended, and newsletter subscriptions never confirmed. One implementation for the running server (lib/retention-sweep.ts) and the staff
// commands (scripts/retention.mjs, scripts/subscribers.mjs), which load none of the app's TypeScript but its settings (lib/env.ts).
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
import { sql } from "kysely";

/** @import { Kysely, RawBuilder } from "kysely" */
/** @import { Database, Tables } from "./db/database.mjs" */

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

/**
 * What is past its period, per table: the rows to go (either limit may be left out). `counts` is the field of
 * `Purged` the rows count in.
 * @param {PurgeLimits} limits
 * @returns {Array<{ table: "submissions" | "event_registrations" | "newsletter_subscribers" | "newsletter_requests"; counts: keyof Purged; where: RawBuilder<boolean> }>}
 */
export function pastRetention({ submissionsBefore, pendingBefore }) {
  const before = (/** @type {string} */ column, /** @type {Date} */ limit) => sql`${sql.ref(column)} < ${limit.toISOString()}`.$castTo();
  return [
    ...(submissionsBefore
      ? [
          {
            table: /** @type {const} */ ("submissions"),
            counts: /** @type {const} */ ("submissions"),
            where: before("created_at", submissionsBefore),
          },
          {
            table: /** @type {const} */ ("event_registrations"),
            counts: /** @type {const} */ ("registrations"),
            where: before("event_end", submissionsBefore),
          },
        ]
      : []),
    ...(pendingBefore
      ? [
          {
            table: /** @type {const} */ ("newsletter_subscribers"),
            counts: /** @type {const} */ ("subscribers"),
            where: sql`status = 'pending' AND ${before("created_at", pendingBefore)}`.$castTo(),
          },
          {
            table: /** @type {const} */ ("newsletter_requests"),
            counts: /** @type {const} */ ("subscribers"),
            where: before("created_at", pendingBefore),
          },
        ]
      : []),
  ];
}

/**
 * Deletes what is past its retention period (through `db`: the database's, or one connection of it) and
 * erases the deleted text from the files (Database.erase). The subscribe requests' table is rewritten on every
 * sweep that has a pending limit: every decided request was deleted (lib/newsletter/store.ts) but its bytes stay
 * in PostgreSQL's pages until then.
 * @param {Database} database
 * @param {PurgeLimits} limits
 * @param {Kysely<Tables>} [db]
 * @returns {Promise<Purged>}
 */
export async function purge(database, limits, db = database.db) {
  await database.ready();
  /** @type {Purged} */
  const purged = { submissions: 0, subscribers: 0, registrations: 0 };
  /** @type {Set<keyof Tables>} */
  const erase = new Set();
  for (const { table, counts, where } of pastRetention(limits)) {
    const { numDeletedRows } = await db.deleteFrom(table).where(where).executeTakeFirst();
    purged[counts] = (purged[counts] ?? 0) + Number(numDeletedRows);
    if (numDeletedRows > 0n || table === "newsletter_requests") erase.add(table);
  }
  if (database.engine === "postgres" || purged.submissions + purged.subscribers + (purged.registrations ?? 0) > 0) {
    await database.erase([...erase]);
  }
  return purged;
}

/**
 * The running servers' sweep, once per period for all instances together. Engine difference: several
 * instances share PostgreSQL, so it runs under a session advisory lock (an instance that finds it taken
 * skips: another is sweeping), and only if no instance swept in the last `periodMs` (less a tenth, so timers
 * that drift still sweep every period); resolves to undefined when it left the sweep to another instance.
 * SQLite has one process: it sweeps.
 * @param {Database} database
 * @param {PurgeLimits} limits
 * @param {number} periodMs
 * @returns {Promise<Purged | undefined>}
 */
export async function purgeOncePerPeriod(database, limits, periodMs) {
  if (database.engine === "sqlite") return purge(database, limits);
  await database.ready();
  return database.db.connection().execute(async (db) => {
    const { rows } = await sql`SELECT pg_try_advisory_lock(hashtext('fernleaf retention sweep')) AS locked`.execute(db);
    if (!(/** @type {{ locked?: boolean } | undefined} */ (rows[0])?.locked)) return undefined;
    try {
      const since = new Date(Date.now() - periodMs * 0.9).toISOString();
      if (await db.selectFrom("retention_sweeps").select("id").where("swept_at", ">", since).executeTakeFirst()) return undefined;
      const purged = await purge(database, limits, db);
      const now = new Date().toISOString();
      await db
        .insertInto("retention_sweeps")
        .values({ id: true, swept_at: now })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ swept_at: now }))
        .execute();
      return purged;
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('fernleaf retention sweep'))`.execute(db);
    }
  });
}
