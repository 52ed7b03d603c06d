import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { errorMessage } from "../error-message.ts";

export const databaseFileName = "submissions.sqlite";

/** How often the write-ahead log is copied into the database file, so that the file alone is whole. */
export const checkpointIntervalMs = 60_000;

/**
 * The SQLite file of the data directory, 0600 (its -wal/-shm companions take its mode). WAL with synchronous=FULL:
 * a write is on disk when it returns, so the 2xx that follows never announces a lost message; secure_delete
 * overwrites what is deleted. A file removed or replaced while open would take writes nobody can read: before each
 * statement the open file is compared with the path (device and inode) and reopened; a change during a write fails
 * it (503). The log is checkpointed every minute and at exit, so a copy of the file holds the rows.
 */
export class SqliteFile {
  /** @type {DatabaseSync | undefined} */ #db;
  /** @type {{ dev: number; ino: number } | undefined} */ #identity;
  /** @type {ReturnType<typeof setInterval> | undefined} */ #timer;
  #opened = 0;
  #onExit = () => this.closeSync();

  /** @param {string} dataDir relative to the working directory (web/ for the server) unless absolute */
  constructor(dataDir) {
    this.dataDir = resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
    this.file = join(this.dataDir, databaseFileName);
  }

  /** The file at the path is no longer the one open (removed, or replaced by another). */
  #replaced() {
    if (!this.#identity) return true;
    try {
      const { dev, ino } = statSync(this.file);
      return dev !== this.#identity.dev || ino !== this.#identity.ino;
    } catch {
      return true;
    }
  }

  /** Throws (and closes) when the file was replaced during the last write: that write is not acknowledged. */
  assertInPlace() {
    if (!this.#replaced()) return;
    this.closeSync({ checkpoint: false });
    throw new Error(`${this.file} was removed or replaced during the write`);
  }

  /** Opened on first use and reopened when the file was replaced (a failure is tried again next time). */
  get db() {
    if (this.#db && !this.#db.isTransaction && this.#replaced()) this.closeSync({ checkpoint: false });
    if (!this.#db) {
      mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
      // Created only when missing: POSIX drops every lock of this process on a file when any of its descriptors
      // closes, so opening and closing an existing file another connection holds would leave it unlocked.
      if (!existsSync(this.file)) closeSync(openSync(this.file, "a", 0o600));
      chmodSync(this.file, 0o600);
      const db = new DatabaseSync(this.file);
      try {
        db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;");
        const { dev, ino } = statSync(this.file);
        this.#identity = { dev, ino };
      } catch (error) {
        db.close();
        throw error;
      }
      this.#db = db;
      this.#opened += 1;
      this.#timer = setInterval(() => this.checkpoint(), checkpointIntervalMs);
      this.#timer.unref();
      process.once("exit", this.#onExit);
    }
    return this.#db;
  }

  /** Opens the file (anew if it was replaced or removed) and tells how many times it was: a new file needs its schema. */
  generation() {
    return this.db && this.#opened;
  }

  /** Copies the write-ahead log into the file, without waiting for readers. */
  checkpoint() {
    try {
      this.#db?.exec("PRAGMA wal_checkpoint(PASSIVE);");
    } catch (error) {
      console.error(`database: checkpoint of ${this.file} failed: ${errorMessage(error)}`);
    }
  }

  /** Copies the log into the file and empties it (after a deletion, so deleted text leaves the log). */
  truncateLog() {
    this.db.exec("PRAGMA wal_checkpoint(TRUNCATE);");
  }

  /** Checkpoints the whole log into the file (leaving an empty log) and closes. */
  closeSync({ checkpoint = true } = {}) {
    clearInterval(this.#timer);
    process.removeListener("exit", this.#onExit);
    const db = this.#db;
    this.#db = undefined;
    this.#identity = undefined;
    if (!db) return;
    try {
      if (checkpoint) db.exec("PRAGMA wal_checkpoint(TRUNCATE);");
    } catch (error) {
      console.error(`database: final checkpoint of ${this.file} failed: ${errorMessage(error)}`);
    } finally {
      db.close();
    }
  }
}
