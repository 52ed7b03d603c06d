import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { errorMessage } from "../error-message";
import { type Purged, type PurgeLimits, purgeSqlite, sqliteSecureDelete } from "../retention.mjs";

export type StoredSubmission = {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
};

export type SubmissionRow = StoredSubmission & {
  id: number;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
};

/**
 * Where submissions and their notification queue live: an SQLite file (the embedded default) or
 * PostgreSQL (`DATABASE_URL`). The contract is the same: `insert` resolves once the row is committed
 * durably, and rejects otherwise (the handler then answers 503). Errors never carry a row's contents.
 */
export interface SubmissionStore {
  /** Where the rows are, for operators' logs (a file path, or the PostgreSQL host and database). */
  readonly location: string;
  insert(submission: StoredSubmission): Promise<number>;
  /**
   * The oldest row after `afterId` whose staff email has not gone out (fewer than `maxAttempts` tries),
   * held for this caller alone until it says how the send went: on PostgreSQL the row stays locked (`FOR
   * UPDATE SKIP LOCKED`), so another instance flushing at the same moment skips it and never emails it too.
   */
  claimPending(maxAttempts: number, afterId: number): Promise<NotificationClaim | undefined>;
  all(): Promise<SubmissionRow[]>;
  /** Deletes submissions and unconfirmed subscriptions past their retention period (see lib/retention.mjs). */
  purge(limits: PurgeLimits): Promise<Purged>;
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

export const databaseFileName = "submissions.sqlite";

const schema = `
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS submissions_pending ON submissions (notified_at) WHERE notified_at IS NULL;
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  address TEXT NOT NULL,
  confirmed_at TEXT,
  last_sent_at TEXT
);
CREATE TABLE IF NOT EXISTS newsletter_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  email TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  address TEXT NOT NULL
);
`;

/** How often the write-ahead log is copied into the database file, so that the file alone is whole. */
export const checkpointIntervalMs = 60_000;

/**
 * Submissions in an SQLite file under the data directory. WAL with synchronous=FULL: an insert has
 * reached the disk when `insert` returns, so the 2xx that follows never announces a lost message.
 *
 * - The file and its -wal/-shm companions are created 0600 (SQLite gives the companions the file's mode).
 * - If the file is removed or replaced while open (the data directory deleted or swapped), the open
 *   handle would keep writing to a file nobody can read: before each write the open file is compared
 *   with the path (device and inode) and the database reopened; if it changes during a write, the
 *   write is reported as failed (503), never acknowledged.
 * - The log is checkpointed every minute and when the process exits, so a copy of the file holds the
 *   rows; `pnpm submissions --backup <file>` is the safe copy while the server runs.
 */
export class SqliteSubmissionStore implements SubmissionStore {
  readonly dataDir: string;
  readonly file: string;
  #db: DatabaseSync | undefined;
  #identity: { dev: number; ino: number } | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #onExit = () => this.closeSync();

  /** `dataDir` is relative to the working directory (web/ for the server) unless absolute. */
  constructor(dataDir: string) {
    this.dataDir = resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
    this.file = join(this.dataDir, databaseFileName);
  }

  get location(): string {
    return this.file;
  }

  /** The file at the path is no longer the one open (removed, or replaced by another). */
  #replaced(): boolean {
    if (!this.#identity) return true;
    try {
      const { dev, ino } = statSync(this.file);
      return dev !== this.#identity.dev || ino !== this.#identity.ino;
    } catch {
      return true;
    }
  }

  /** Opened on first use and reopened when the file was replaced; a failure throws and is tried again next time. */
  get db(): DatabaseSync {
    if (this.#db && this.#replaced()) this.closeSync({ checkpoint: false });
    if (!this.#db) {
      mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
      // Created 0600 by us only when missing: never open and close a descriptor of an existing file. POSIX
      // drops every lock this process holds on a file when any of its descriptors closes, so doing that
      // while another store of this process (the newsletter's, the retention sweep's) has the file open
      // would leave that connection unlocked; a connection closing elsewhere (a staff command) would then
      // take itself for the last one and delete the write-ahead log under the server.
      if (!existsSync(this.file)) closeSync(openSync(this.file, "a", 0o600));
      chmodSync(this.file, 0o600);
      const db = new DatabaseSync(this.file);
      try {
        db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; ${sqliteSecureDelete}`);
        db.exec(schema);
        const { dev, ino } = statSync(this.file);
        this.#identity = { dev, ino };
      } catch (error) {
        db.close();
        throw error;
      }
      this.#db = db;
      this.#timer = setInterval(() => this.checkpoint(), checkpointIntervalMs);
      this.#timer.unref();
      process.once("exit", this.#onExit);
    }
    return this.#db;
  }

  /** Copies the write-ahead log into the database file (without waiting for readers). */
  checkpoint(): void {
    try {
      this.#db?.exec("PRAGMA wal_checkpoint(PASSIVE);");
    } catch (error) {
      console.error(`contact: checkpoint of ${this.file} failed: ${errorMessage(error)}`);
    }
  }

  async insert(submission: StoredSubmission): Promise<number> {
    const result = this.db
      .prepare("INSERT INTO submissions (created_at, name, email, phone, company, service, message) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .run(
        new Date().toISOString(),
        submission.name,
        submission.email,
        submission.phone,
        submission.company,
        submission.service,
        submission.message,
      );
    if (this.#replaced()) {
      this.closeSync({ checkpoint: false });
      throw new Error(`${this.file} was removed or replaced during the write`);
    }
    return Number(result.lastInsertRowid);
  }

  // One process owns the file (SQLite is the single-instance store): a claim needs no lock.
  async claimPending(maxAttempts: number, afterId: number): Promise<NotificationClaim | undefined> {
    const row = this.db
      .prepare("SELECT * FROM submissions WHERE notified_at IS NULL AND notify_attempts < ? AND id > ? ORDER BY id LIMIT 1")
      .get(maxAttempts, afterId) as SubmissionRow | undefined;
    if (!row) return undefined;
    return {
      row,
      sent: async () => {
        this.db
          .prepare("UPDATE submissions SET notified_at = ?, notify_attempts = notify_attempts + 1 WHERE id = ?")
          .run(new Date().toISOString(), row.id);
      },
      failed: async () => {
        this.db.prepare("UPDATE submissions SET notify_attempts = notify_attempts + 1 WHERE id = ?").run(row.id);
      },
    };
  }

  async all(): Promise<SubmissionRow[]> {
    return this.db.prepare("SELECT * FROM submissions ORDER BY id").all() as SubmissionRow[];
  }

  /** Deletes what is past its retention period; the deleted text is overwritten and leaves the log too. */
  async purge(limits: PurgeLimits): Promise<Purged> {
    return purgeSqlite(this.db, limits);
  }

  /** Copies the log into the file and empties it (after a deletion, so deleted text leaves the log). */
  truncateLog(): void {
    this.db.exec("PRAGMA wal_checkpoint(TRUNCATE);");
  }

  /** Checkpoints the whole log into the file (leaving an empty log) and closes. */
  closeSync({ checkpoint = true } = {}): void {
    clearInterval(this.#timer);
    process.removeListener("exit", this.#onExit);
    const db = this.#db;
    this.#db = undefined;
    this.#identity = undefined;
    if (!db) return;
    try {
      if (checkpoint) db.exec("PRAGMA wal_checkpoint(TRUNCATE);");
    } catch (error) {
      console.error(`contact: final checkpoint of ${this.file} failed: ${errorMessage(error)}`);
    } finally {
      db.close();
    }
  }

  async close(): Promise<void> {
    this.closeSync();
  }
}
