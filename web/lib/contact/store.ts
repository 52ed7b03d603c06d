import type { contactFields } from "@site/schemas/contact-fields";
import type { Database } from "../db/database.mjs";

export { checkpointIntervalMs, databaseFileName } from "../db/sqlite-file.mjs";

type Field = (typeof contactFields)[number];
/**
 * What a submission stores: each of the form's fields (schemas/objects/contact-fields.ts), a column of its own;
 * an optional field left out is stored empty.
 */
export type StoredSubmission = { [F in Field as F["required"] extends true ? F["name"] : never]: string } & {
  [F in Field as F["required"] extends true ? never : F["name"]]?: string;
};

export type SubmissionRow = Record<Field["name"], string> & {
  id: number;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
};

/**
 * Submissions and their notification queue, in the database (lib/db/database.mjs: the SQLite file, or
 * PostgreSQL with `DATABASE_URL`). `insert` resolves once the row is committed durably, and rejects
 * otherwise (the handler then answers 503). Errors never carry a row's contents.
 */
export interface SubmissionStore {
  /** Where the rows are, for operators' logs (a file path, or the PostgreSQL host and database). */
  readonly location: string;
  insert(submission: StoredSubmission): Promise<number>;
  /**
   * The oldest row after `afterId` whose staff email has not gone out (fewer than `maxAttempts` tries),
   * held for this caller alone until it says how the send went.
   */
  claimPending(maxAttempts: number, afterId: number): Promise<NotificationClaim | undefined>;
  all(): Promise<SubmissionRow[]>;
  close(): Promise<void>;
}

/** A row claimed for its staff email: exactly one of `sent` or `failed` ends the claim. */
export type NotificationClaim = {
  row: SubmissionRow;
  /** Marks the email sent (and releases the row); rejects when the mark could not be stored. */
  sent(): Promise<void>;
  /** Counts a failed try (and releases the row). */
  failed(): Promise<void>;
};

/** The submissions of a database; `close` closes the handle. */
export function submissionStore(database: Database): SubmissionStore {
  const { db } = database;
  return {
    location: database.location,
    async insert(submission) {
      await database.ready();
      const { id } = await db
        .insertInto("submissions")
        .values({ created_at: new Date().toISOString(), ...submission })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    claimPending: (maxAttempts, afterId) => claimPending(database, maxAttempts, afterId),
    async all() {
      await database.ready();
      return db.selectFrom("submissions").selectAll().orderBy("id").execute();
    },
    close: () => database.close(),
  };
}

/**
 * Engine difference: on PostgreSQL, several instances flush one queue, so the row is locked in a transaction
 * of its own until the caller says how the send went: another instance's flush skips it (`FOR UPDATE SKIP
 * LOCKED`) instead of waiting for it or emailing it too; a crash while the email is out rolls back and the
 * row is tried again later (at least once, never twice at the same time). SQLite has one process, whose
 * notifier sends one at a time: no lock (a transaction held over an email would stop every other write).
 */
async function claimPending(database: Database, maxAttempts: number, afterId: number): Promise<NotificationClaim | undefined> {
  await database.ready();
  const trx = database.engine === "postgres" ? await database.db.startTransaction().execute() : undefined;
  const db = trx ?? database.db;
  let row: SubmissionRow | undefined;
  try {
    row = await db
      .selectFrom("submissions")
      .selectAll()
      .where("notified_at", "is", null)
      .where("notify_attempts", "<", maxAttempts)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(1)
      .$if(trx !== undefined, (query) => query.forUpdate().skipLocked())
      .executeTakeFirst();
  } catch (error) {
    await trx
      ?.rollback()
      .execute()
      .catch(() => {});
    throw error;
  }
  const end = async (notifiedAt?: string) => {
    try {
      if (row) {
        await db
          .updateTable("submissions")
          .set((eb) => ({ notify_attempts: eb("notify_attempts", "+", 1), ...(notifiedAt ? { notified_at: notifiedAt } : {}) }))
          .where("id", "=", row.id)
          .execute();
      }
      await trx?.commit().execute();
    } catch (error) {
      await trx
        ?.rollback()
        .execute()
        .catch(() => {});
      throw error;
    }
  };
  if (!row) {
    await end();
    return undefined;
  }
  return { row, sent: () => end(new Date().toISOString()), failed: () => end() };
}
