import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

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
`;

/**
 * Submissions in an SQLite file under the data directory. WAL with synchronous=FULL: an insert has
 * reached the disk when `insert` returns, so the 2xx that follows never announces a lost message.
 */
export class SubmissionStore {
  readonly dataDir: string;
  readonly file: string;
  #db: DatabaseSync | undefined;

  /** `dataDir` is relative to the working directory (web/ for the server) unless absolute. */
  constructor(dataDir: string) {
    this.dataDir = resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
    this.file = join(this.dataDir, databaseFileName);
  }

  /** Opened on first use; a failure (unwritable directory, ...) throws and is tried again next time. */
  get db(): DatabaseSync {
    if (!this.#db) {
      mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
      const db = new DatabaseSync(this.file);
      try {
        db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
        db.exec(schema);
      } catch (error) {
        db.close();
        throw error;
      }
      this.#db = db;
    }
    return this.#db;
  }

  insert(submission: StoredSubmission): number {
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
    return Number(result.lastInsertRowid);
  }

  /** Rows whose staff email has not gone out yet, oldest first. */
  pendingNotifications(maxAttempts: number): SubmissionRow[] {
    return this.db
      .prepare("SELECT * FROM submissions WHERE notified_at IS NULL AND notify_attempts < ? ORDER BY id")
      .all(maxAttempts) as SubmissionRow[];
  }

  markNotified(id: number): void {
    this.db
      .prepare("UPDATE submissions SET notified_at = ?, notify_attempts = notify_attempts + 1 WHERE id = ?")
      .run(new Date().toISOString(), id);
  }

  markNotifyFailed(id: number): void {
    this.db.prepare("UPDATE submissions SET notify_attempts = notify_attempts + 1 WHERE id = ?").run(id);
  }

  all(): SubmissionRow[] {
    return this.db.prepare("SELECT * FROM submissions ORDER BY id").all() as SubmissionRow[];
  }

  close(): void {
    this.#db?.close();
    this.#db = undefined;
  }
}
