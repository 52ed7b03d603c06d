// The one SQL layer of every store and of the staff commands: Kysely over an SQLite file (node:sqlite) or PostgreSQL
// (pg); where the engines differ, the store says so (`database.engine`). Migrations run before the first query, once
// across processes: PostgreSQL's advisory lock (Kysely's migrator), SQLite's write lock (BEGIN IMMEDIATE).
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { errorMessage } from "../error-message.ts";
import { perProcess } from "../publish-clock.mjs";
import { releases } from "./migrations.mjs";
import { SqliteFile } from "./sqlite-file.mjs";

/** @import { ColumnType, Generated, KyselyPlugin, SqliteDatabase } from "kysely" */
/** @import { Engine } from "./migrations.mjs" */

/** @typedef {ColumnType<number, number | undefined, number>} DefaultedNumber */
/** @typedef {ColumnType<string, string | undefined, string>} DefaultedText */
/**
 * The tables. Times are ISO text on both engines (the reading plugin below turns PostgreSQL's Dates into it).
 * @typedef {object} Tables
 * @property {{ id: Generated<number>; created_at: string; name: string; email: string; phone: DefaultedText; company: DefaultedText; service: DefaultedText; message: string; notified_at: string | null; notify_attempts: DefaultedNumber }} submissions
 * @property {{ id: Generated<number>; email: string; status: "pending" | "confirmed"; created_at: string; consent_text: string; address: string; confirmed_at: string | null; last_sent_at: string | null }} newsletter_subscribers
 * @property {{ id: Generated<number>; created_at: string; email: string; consent_text: string; address: string }} newsletter_requests
 * @property {{ id: Generated<number>; created_at: string; event_id: string; event_slug: string; event_end: string; name: string; email: string; organization: string; role: string; consent_text: string; address: string; status: "confirmed" | "waitlisted" }} event_registrations
 * @property {{ key: string; at: ColumnType<string | number, number, number> }} contact_rate_hits PostgreSQL only (a bigint: read as text)
 * @property {{ id: boolean; swept_at: string }} retention_sweeps PostgreSQL only
 */

/** @type {KyselyPlugin} */
const isoTimes = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => ({
    ...result,
    rows: result.rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])),
    ),
  }),
};

/**
 * Kysely's SQLite dialect (written for better-sqlite3) over node:sqlite. A transaction takes the write lock at its
 * start, as on PostgreSQL: a read-then-write (a seat's count and its insert) never interleaves with another process's.
 * @param {SqliteFile} file
 * @returns {SqliteDatabase}
 */
function nodeSqlite(file) {
  return {
    close: () => file.closeSync(),
    prepare(text) {
      const db = file.db;
      // A transaction SQLite already rolled back (a full disk, an I/O error): a second ROLLBACK would hide the error.
      if (text === "rollback" && !db.isTransaction)
        return { reader: false, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [].values() };
      const statement = db.prepare(text === "begin" ? "BEGIN IMMEDIATE" : text);
      const bind = (/** @type {ReadonlyArray<unknown>} */ values) => /** @type {import("node:sqlite").SQLInputValue[]} */ (values);
      /** @template T @param {T} result */
      const committed = (result) => {
        // A write committed to a file no longer at the path is reported as failed, never acknowledged.
        if (!db.isTransaction) file.assertInPlace();
        return result;
      };
      return {
        reader: statement.columns().length > 0,
        all: (values) => committed(statement.all(...bind(values))),
        iterate: (values) => statement.iterate(...bind(values)),
        run: (values) => committed(statement.run(...bind(values))),
      };
    },
  };
}

/** SQLite's DDL is transactional too (Kysely's adapter says otherwise): a migration runs in one transaction. */
class NodeSqliteDialect extends SqliteDialect {
  /** @override */
  createAdapter() {
    return Object.defineProperty(new SqliteAdapter(), "supportsTransactionalDdl", { value: true });
  }
}

/** @typedef {ReturnType<typeof connection>} Connection */

/**
 * A connection (a pool on PostgreSQL) and its migration, shared by its handles.
 * @param {Engine} engine @param {Kysely<Tables>} db @param {string} location @param {SqliteFile} [sqlite]
 */
function connection(engine, db, location, sqlite) {
  /** @type {Promise<void> | undefined} */ let ready;
  let opened = 0;
  return {
    engine,
    db,
    location,
    sqlite,
    users: 0,
    /** @returns {Promise<void>} */
    ready() {
      // A new SQLite file at the path (the old one removed or replaced) is migrated afresh.
      const generation = sqlite?.generation() ?? 0;
      if (generation !== opened) {
        opened = generation;
        ready = undefined;
      }
      ready ??= migrate(db, engine).catch((error) => {
        ready = undefined;
        throw error;
      });
      return ready;
    },
  };
}

/** @param {string} databaseUrl */
function postgresConnection(databaseUrl) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
  });
  // An idle connection dropped by the server: the pool replaces it.
  pool.on("error", (error) => console.error(`database: PostgreSQL connection lost: ${error.message}`));
  const { hostname, port, pathname } = new URL(databaseUrl);
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [isoTimes] });
  return Object.assign(connection("postgres", db, `PostgreSQL ${hostname}${port ? `:${port}` : ""}${pathname}`), { pool });
}

/**
 * One connection per SQLite file per process, whichever bundle asks: two would wait on each other's write lock
 * while blocking the event loop (node:sqlite waits synchronously).
 */
const sqliteConnections = perProcess("sqliteConnections", () => /** @type {Map<string, Connection>} */ (new Map()));

/** @param {string} dataDir */
function sqliteConnection(dataDir) {
  const file = new SqliteFile(dataDir);
  let shared = sqliteConnections.get(file.file);
  if (!shared) {
    shared = connection("sqlite", new Kysely({ dialect: new NodeSqliteDialect({ database: nodeSqlite(file) }) }), file.file, file);
    sqliteConnections.set(file.file, shared);
  }
  return shared;
}

/**
 * `VACUUM FULL` of each table; resolves with how many deleted rows PostgreSQL had to keep (VERBOSE's "dead row versions
 * cannot be removed yet"). @param {pg.Pool} pool @param {string[]} tables
 */
async function rewrite(pool, tables) {
  const client = await pool.connect();
  let kept = 0;
  const count = (/** @type {{ detail?: string }} */ notice) => {
    kept += Number(/(\d+) dead row versions cannot be removed yet/.exec(notice.detail ?? "")?.[1] ?? 0);
  };
  client.on("notice", count);
  try {
    for (const table of tables) await client.query(`VACUUM (FULL, VERBOSE) ${table}`);
    client.release();
  } catch (error) {
    // A connection whose statement failed or timed out is not given back to the pool.
    client.release(error instanceof Error ? error : true);
    throw error;
  } finally {
    client.off("notice", count);
  }
  return kept;
}

/** A handle on the SQLite file in `dataDir` or PostgreSQL at `databaseUrl`: `ready()` before the first query, `close()` once done. */
export class Database {
  #connection;
  /** @type {Promise<void> | undefined} */ #closed;

  /** @param {{ dataDir: string; databaseUrl?: string | undefined }} config */
  constructor(config) {
    const shared = config.databaseUrl ? postgresConnection(config.databaseUrl) : sqliteConnection(config.dataDir);
    shared.users += 1;
    this.#connection = shared;
    this.engine = shared.engine;
    this.db = shared.db;
    /** Where the rows are, for operators' logs (a file path, or the PostgreSQL host and database). */
    this.location = shared.location;
    /** The SQLite file (undefined on PostgreSQL). */
    this.sqlite = shared.sqlite;
  }

  /** Brings the schema to the latest version, once per process (again after a failure), or rejects naming the migration that failed. */
  ready() {
    return this.#connection.ready();
  }

  /**
   * After rows were deleted, their text leaves the files too (SQLite: the log is emptied into the file, where
   * secure_delete overwrote them; PostgreSQL: the tables are rewritten). A rewrite copies every deleted row a snapshot
   * or transaction begun before the deletion may still see (an autovacuum ANALYZE's, a request's under way): it waits
   * for those it sees in this database first (queued behind one, the rewrite would hold up every reader), and is done
   * again while PostgreSQL says it kept any, for 10 s at most.
   * @param {Array<keyof Tables>} tables
   */
  async erase(tables) {
    const { pool } = /** @type {{ pool?: pg.Pool }} */ (this.#connection);
    if (this.sqlite || !pool) return this.sqlite?.truncateLog();
    const { rows } = await sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS after`.execute(this.db);
    const after = /** @type {{ after: string }} */ (rows[0]).after;
    const older = sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
      AND pid <> pg_backend_pid() AND greatest(age(backend_xmin), age(backend_xid)) > age((${after}::bigint % 4294967296)::text::xid)`;
    const until = Date.now() + 10_000;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (; ; await pause()) {
      for (; Date.now() < until; await pause()) {
        const { rows: counts } = await older.execute(this.db);
        if (/** @type {{ n: number }} */ (counts[0]).n === 0) break;
      }
      if ((await rewrite(pool, tables)) === 0 || Date.now() >= until) return;
    }
  }

  /** @returns {Promise<void>} */
  close() {
    this.#closed ??= (async () => {
      const shared = this.#connection;
      shared.users -= 1;
      if (shared.users > 0) return;
      if (sqliteConnections.get(shared.location) === shared) sqliteConnections.delete(shared.location);
      await shared.db.destroy();
    })();
    return this.#closed;
  }
}

/** A failed (rolled back) migration, or a database a later release migrated: the server must not start; other errors may pass. */
export class MigrationError extends Error {}

/** @param {Kysely<Tables>} db @param {Engine} engine */
async function migrate(db, engine) {
  const migrations = Object.fromEntries(releases.map(({ name, up }) => [name, { up: (/** @type {Kysely<any>} */ db) => up(db, engine) }]));
  const { error, results = [] } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (!error) return;
  const failed = results.find((result) => result.status === "Error")?.migrationName;
  const reason = errorMessage(error);
  if (failed) throw new MigrationError(`database migration ${failed} failed, nothing of it applied: ${reason}`);
  if (/corrupted migrations/.test(reason)) throw new MigrationError(`the database's migrations are not this release's: ${reason}`);
  throw new Error(`the database's migrations could not run: ${reason}`);
}

// For the staff commands, which resolve packages from the repository's root (where Kysely is not a dependency).
export { sql };
