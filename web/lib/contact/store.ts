import type { contactFields } from "@site/schemas/contact-fields";
import type { Selectable } from "kysely";
import type { Database, Tables } from "../db/database.mjs";

export { checkpointIntervalMs, databaseFileName } from "../db/sqlite-file.mjs";

type Field = (typeof contactFields)[number];
/** What a submission stores: each of the form's fields a column of its own; an optional field left out is stored empty. */
type StoredSubmission = { [F in Field as F["required"] extends true ? F["name"] : never]: string } & {
  [F in Field as F["required"] extends true ? never : F["name"]]?: string;
};

export type SubmissionRow = Selectable<Tables["submissions"]>;

/** `work` as a store's method: run once the database's schema is up to date (`ready`, lib/db/database.mjs). */
export const whenReady =
  (database: Database) =>
  <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
  async (...args: A): Promise<T> => {
    await database.ready();
    return work(...args);
  };

/** A row claimed for its staff email: exactly one of `sent` (rejects when the mark could not be stored) or `failed` ends the claim. */
type NotificationClaim = { row: SubmissionRow; sent(): Promise<void>; failed(): Promise<void> };

/**
 * Submissions and their notification queue, in the database (lib/db/database.mjs: the SQLite file, or
 * PostgreSQL with `DATABASE_URL`). `insert` resolves once the row is committed durably, and rejects
 * otherwise (the handler then answers 503). Errors never carry a row's contents.
 */
export function submissionStore(database: Database) {
  const { db } = database;
  const ready = whenReady(database);
  return {
    location: database.location,
    insert: ready(async (submission: StoredSubmission) => {
      const { id } = await db
        .insertInto("submissions")
        .values({ created_at: new Date().toISOString(), ...submission })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    }),
    claimPending: ready((maxAttempts: number, afterId: number) => claimPending(database, maxAttempts, afterId)),
    all: ready(() => db.selectFrom("submissions").selectAll().orderBy("id").execute()),
  };
}

export type SubmissionStore = ReturnType<typeof submissionStore>;

/**
 * The oldest row after `afterId` whose staff email has not gone out (fewer than `maxAttempts` tries), held for this
 * caller until it says how the send went. Engine difference: on PostgreSQL several instances flush one queue, so the
 * row is locked in its own transaction: another flush skips it (SKIP LOCKED), and a crash rolls it back to be tried
 * again. SQLite has one process, sending one at a time: no lock (a transaction held over an email would stop every write).
 */
async function claimPending(database: Database, maxAttempts: number, afterId: number): Promise<NotificationClaim | undefined> {
  const trx = database.engine === "postgres" ? await database.db.startTransaction().execute() : undefined;
  const db = trx ?? database.db;
  const inClaim = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      await trx
        ?.rollback()
        .execute()
        .catch(() => {});
      throw error;
    }
  };
  const row = await inClaim(() =>
    db
      .selectFrom("submissions")
      .selectAll()
      .where("notified_at", "is", null)
      .where("notify_attempts", "<", maxAttempts)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(1)
      .$if(trx !== undefined, (query) => query.forUpdate().skipLocked())
      .executeTakeFirst(),
  );
  const end = (notifiedAt?: string) =>
    inClaim(async () => {
      if (row) {
        await db
          .updateTable("submissions")
          .set((eb) => ({ notify_attempts: eb("notify_attempts", "+", 1), ...(notifiedAt ? { notified_at: notifiedAt } : {}) }))
          .where("id", "=", row.id)
          .execute();
      }
      await trx?.commit().execute();
    });
  if (!row) {
    await end();
    return undefined;
  }
  return { row, sent: () => end(new Date().toISOString()), failed: () => end() };
}
