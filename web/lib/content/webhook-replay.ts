import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";
import { dataDir, env } from "../env";

/** The webhook deliveries taken (./revalidate-webhook.ts), seen by every instance sharing the store. */
export interface DeliveryStore {
  /** Records the keys until `keepUntil`; false, recording none, when one of them is recorded already. Atomic across instances. */
  firstDelivery(keys: string[], keepUntil: number): Promise<boolean>;
  forget(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/** An SQL engine's statements within one transaction (`?` placeholders). */
type Statements = { run(sql: string, params: unknown[]): Promise<number>; count(sql: string, params: unknown[]): Promise<number> };
type Engine = { transaction<T>(work: (sql: Statements) => Promise<T>): Promise<T>; close(): Promise<void> };

/** The table, as the site's first migration made it on each engine (lib/db/migrations.mjs). */
const table = (integer: string) => `CREATE TABLE IF NOT EXISTS webhook_deliveries (key TEXT PRIMARY KEY, keep_until ${integer} NOT NULL)`;

/** One transaction inserts every key or is rolled back; a check keeping nothing only looks. `bound` keeps the newest. */
function sqlDeliveryStore(engine: Engine, { now = Date.now, bound }: { now?: () => number; bound?: string } = {}): DeliveryStore {
  const taken = new Error("taken");
  const listOf = (keys: string[]) => `(${keys.map(() => "?").join(", ")})`;
  return {
    firstDelivery: (keys, keepUntil) =>
      engine
        .transaction(async (sql) => {
          await sql.run("DELETE FROM webhook_deliveries WHERE keep_until <= ?", [now()]);
          if (keepUntil <= now())
            return (await sql.count(`SELECT count(*) AS n FROM webhook_deliveries WHERE key IN ${listOf(keys)}`, keys)) === 0;
          for (const key of keys) {
            const inserted = await sql.run("INSERT INTO webhook_deliveries (key, keep_until) VALUES (?, ?) ON CONFLICT DO NOTHING", [
              key,
              keepUntil,
            ]);
            if (inserted === 0) throw taken;
          }
          if (bound) await sql.run(bound, []);
          return true;
        })
        .catch((error: unknown) => {
          if (error === taken) return false;
          throw error;
        }),
    forget: (keys) =>
      engine.transaction(async (sql) => void (await sql.run(`DELETE FROM webhook_deliveries WHERE key IN ${listOf(keys)}`, keys))),
    close: () => engine.close(),
  };
}

/** PostgreSQL (DATABASE_URL): the first migration's table (lib/db/migrations.mjs), made here if the webhook comes first. */
export function createPostgresDeliveryStore(url: string, options?: { now?: () => number }): DeliveryStore {
  // The site's pool bounds (lib/db/database.mjs): a database that does not answer is a 503, not a wait.
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000, query_timeout: 10_000 });
  pool.on("error", (error) => console.error(`webhook: the deliveries' database connection failed: ${error.message}`));
  let made: Promise<unknown> | undefined;
  const numbered = (sql: string) => {
    let index = 0;
    return sql.replace(/\?/g, () => `$${++index}`);
  };
  const engine: Engine = {
    async transaction(work) {
      // Made only where missing (a role may lack CREATE); another instance making it meanwhile is no error.
      made ??= pool
        .query("SELECT to_regclass('webhook_deliveries') IS NOT NULL AS found")
        .then(({ rows }) => rows[0]?.found || pool.query(table("bigint")))
        .catch((error: { code?: string }) => {
          if (error.code === "42P07" || error.code === "23505") return;
          made = undefined;
          throw error;
        });
      await made;
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          run: async (sql, params) => (await client.query(numbered(sql), params)).rowCount ?? 0,
          count: async (sql, params) => Number((await client.query(numbered(sql), params)).rows[0]?.n ?? 0),
        });
        await client.query("COMMIT");
        client.release();
        return result;
      } catch (error) {
        // A session whose rollback failed is not given back to the pool.
        const broken = await client.query("ROLLBACK").then(
          () => undefined,
          (failure: Error) => failure,
        );
        client.release(broken);
        throw error;
      }
    },
    close: () => pool.end(),
  };
  return sqlDeliveryStore(engine, options);
}

/** An SQLite file: BEGIN IMMEDIATE (another process waits up to 5 s), one at a time here; the newest `maxEntries` kept. */
export function createFileDeliveryStore(file: string, { maxEntries = 10_000, now = Date.now } = {}): DeliveryStore {
  let db: DatabaseSync | undefined;
  const open = () => {
    if (db) return db;
    // As private as the stores make the data directory (lib/db/sqlite-file.mjs).
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const opened = new DatabaseSync(file, { timeout: 5_000 });
    try {
      opened.exec(`PRAGMA journal_mode = WAL; ${table("INTEGER")} STRICT`);
    } catch (error) {
      opened.close();
      throw error;
    }
    db = opened;
    return db;
  };
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const engine: Engine = {
    transaction(work) {
      const next = queue.then(async () => {
        if (closed) throw new Error("the deliveries' store is closed");
        const connection = open();
        connection.exec("BEGIN IMMEDIATE");
        try {
          const result = await work({
            run: async (sql, params) => Number(connection.prepare(sql).run(...(params as SQLInputValue[])).changes),
            count: async (sql, params) => Number(connection.prepare(sql).get(...(params as SQLInputValue[]))?.n ?? 0),
          });
          connection.exec("COMMIT");
          return result;
        } catch (error) {
          try {
            if (connection.isTransaction) connection.exec("ROLLBACK");
          } catch {
            // A connection left inside a transaction is closed: the next delivery opens the file again.
            connection.close();
            db = undefined;
          }
          throw error;
        }
      });
      queue = next.catch(() => {});
      return next;
    },
    async close() {
      closed = true;
      await queue;
      db?.close();
      db = undefined;
    },
  };
  const bound = `DELETE FROM webhook_deliveries WHERE rowid IN (SELECT rowid FROM webhook_deliveries ORDER BY rowid DESC LIMIT -1 OFFSET ${maxEntries})`;
  return sqlDeliveryStore(engine, { now, bound });
}

let store: DeliveryStore | undefined;

/** The server's store: PostgreSQL with DATABASE_URL (every instance sees it), else an SQLite file of the data directory. */
export function webhookDeliveries(): DeliveryStore {
  store ??= env.DATABASE_URL
    ? createPostgresDeliveryStore(env.DATABASE_URL)
    : createFileDeliveryStore(resolve(/* turbopackIgnore: true */ process.cwd(), dataDir, "webhook-deliveries.sqlite"));
  return store;
}
