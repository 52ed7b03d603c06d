import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createClient } from "redis";
import { PostgresStore } from "../contact/store-postgres";
import { contactConfig, redisUrl } from "../env";

/**
 * The webhook deliveries already accepted, so that a captured request is refused when it is sent
 * again within its signature's lifetime (each replay would re-render the whole site). A delivery is
 * known by its signature (a replay carries the same one) and by the `idempotency-key` header Sanity
 * sends (the same for its own retries of one delivery). An entry is kept as long as its signature
 * could still be accepted, then forgotten.
 */
export interface DeliveryStore {
  /** Records the keys; false when any of them was recorded before (a replay). Atomic across instances sharing the store. */
  firstDelivery(keys: string[], keepUntil: number): Promise<boolean>;
  /**
   * Forgets the keys of a delivery that was recorded but not carried out (the site failed after recording it),
   * so that the sender's retry, which carries the same idempotency key, is accepted rather than refused as a replay.
   */
  forget(keys: string[]): Promise<void>;
  close?(): Promise<void>;
}

/** In this process's memory (one server process), at most `maxEntries` (the oldest go first). */
export function createMemoryDeliveryStore({ maxEntries = 10_000, now = Date.now } = {}): DeliveryStore {
  const seen = new Map<string, number>();
  return {
    async firstDelivery(keys, keepUntil) {
      const at = now();
      for (const [key, until] of seen) {
        if (until > at && seen.size <= maxEntries) break;
        seen.delete(key);
      }
      if (keys.some((key) => (seen.get(key) ?? 0) > at)) return false;
      for (const key of keys) seen.set(key, keepUntil);
      return true;
    },
    async forget(keys) {
      for (const key of keys) seen.delete(key);
    },
  };
}

const schema = `
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  key text PRIMARY KEY,
  keep_until bigint NOT NULL
);
`;

/** In PostgreSQL (DATABASE_URL), shared by every instance: one transaction inserts all keys or finds one taken. */
export function createPostgresDeliveryStore(databaseUrl: string, now: () => number = Date.now): DeliveryStore {
  const postgres = new PostgresStore(databaseUrl);
  const seenBefore = new Error("seen before");
  let ready: Promise<unknown> | undefined;
  return {
    async firstDelivery(keys, keepUntil) {
      ready ??= postgres
        .transaction(async (client) => {
          // Instances starting together would race to create the table: one at a time, under a lock.
          await client.query("SELECT pg_advisory_xact_lock(hashtext('fernleaf webhook schema'))");
          await client.query(schema);
        })
        .catch((error: unknown) => {
          ready = undefined;
          throw error;
        });
      await ready;
      return postgres
        .transaction(async (client) => {
          await client.query("DELETE FROM webhook_deliveries WHERE keep_until <= $1", [now()]);
          for (const key of keys) {
            const { rowCount } = await client.query(
              "INSERT INTO webhook_deliveries (key, keep_until) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
              [key, keepUntil],
            );
            // Seen before: nothing of this delivery is recorded (the transaction is rolled back).
            if (rowCount === 0) throw seenBefore;
          }
          return true;
        })
        .catch((error: unknown) => {
          if (error === seenBefore) return false;
          throw error;
        });
    },
    async forget(keys) {
      await ready;
      await postgres.transaction((client) => client.query("DELETE FROM webhook_deliveries WHERE key = ANY($1)", [keys]));
    },
    close: () => postgres.close(),
  };
}

/** At most this many deliveries are remembered by the SQLite file (the oldest go first): a signed delivery is rare. */
export const maxRememberedDeliveries = 10_000;

export const deliveriesFileName = "webhook-deliveries.sqlite";

/**
 * In an SQLite file of its own in the data directory (CONTACT_DATA_DIR: the instance's contact store beside
 * it), so that a restart does not forget what was accepted, and instances sharing the directory share it.
 * One statement under an immediate transaction inserts every key or finds one taken; expired entries and
 * any beyond `maxEntries` are deleted as each delivery is recorded.
 */
export function createSqliteDeliveryStore(
  dataDir: string,
  { maxEntries = maxRememberedDeliveries, now = Date.now }: { maxEntries?: number; now?: () => number } = {},
): DeliveryStore {
  let db: DatabaseSync | undefined;
  const open = () => {
    if (db) return db;
    const dir = resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
    const file = join(dir, deliveriesFileName);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
    chmodSync(file, 0o600);
    const opened = new DatabaseSync(file);
    opened.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
    opened.exec("CREATE TABLE IF NOT EXISTS webhook_deliveries (key TEXT PRIMARY KEY, keep_until INTEGER NOT NULL) STRICT;");
    db = opened;
    return opened;
  };
  return {
    async firstDelivery(keys, keepUntil) {
      const database = open();
      database.exec("BEGIN IMMEDIATE");
      try {
        database.prepare("DELETE FROM webhook_deliveries WHERE keep_until <= ?").run(now());
        const taken = database.prepare("SELECT 1 FROM webhook_deliveries WHERE key = ?");
        if (keys.some((key) => taken.get(key) !== undefined)) {
          database.exec("ROLLBACK");
          return false;
        }
        const insert = database.prepare("INSERT INTO webhook_deliveries (key, keep_until) VALUES (?, ?)");
        for (const key of keys) insert.run(key, keepUntil);
        database
          .prepare(
            "DELETE FROM webhook_deliveries WHERE rowid IN (SELECT rowid FROM webhook_deliveries ORDER BY rowid DESC LIMIT -1 OFFSET ?)",
          )
          .run(maxEntries);
        database.exec("COMMIT");
        return true;
      } catch (error) {
        if (database.isTransaction) database.exec("ROLLBACK");
        throw error;
      }
    },
    async forget(keys) {
      const remove = open().prepare("DELETE FROM webhook_deliveries WHERE key = ?");
      for (const key of keys) remove.run(key);
    },
    async close() {
      db?.close();
      db = undefined;
    },
  };
}

/**
 * In Redis (REDIS_URL, the shared cache's server), shared by every instance: a script sets every key, each
 * expiring with its signature, or none when one is taken. Redis forgets each entry itself when it expires.
 */
export function createRedisDeliveryStore(url: string): DeliveryStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 2_000) },
  });
  // Errors reach the webhook's answer (a 503 it logs); the client reconnects on its own.
  client.on("error", () => {});
  const connected = client.connect();
  const script = `for _, key in ipairs(KEYS) do if redis.call("EXISTS", key) == 1 then return 0 end end
for _, key in ipairs(KEYS) do redis.call("SET", key, "1", "PXAT", ARGV[1]) end
return 1`;
  return {
    async firstDelivery(keys, keepUntil) {
      await connected;
      const result = await client.eval(script, { keys: keys.map((key) => `fernleaf:webhook:${key}`), arguments: [String(keepUntil)] });
      return Number(result) === 1;
    },
    async forget(keys) {
      await connected;
      await client.del(keys.map((key) => `fernleaf:webhook:${key}`));
    },
    async close() {
      await connected.catch(() => {});
      client.destroy();
    },
  };
}

let store: DeliveryStore | undefined;

/**
 * The server's store, where it survives a restart and reaches every instance that shares it: PostgreSQL when
 * DATABASE_URL is set, else Redis when REDIS_URL is, else the SQLite file in the data directory.
 */
export function webhookDeliveries(): DeliveryStore {
  store ??= contactConfig.databaseUrl
    ? createPostgresDeliveryStore(contactConfig.databaseUrl)
    : redisUrl
      ? createRedisDeliveryStore(redisUrl)
      : createSqliteDeliveryStore(contactConfig.dataDir);
  return store;
}

/** The keys a delivery is known by: its signature's hash, and Sanity's idempotency key when sent. */
export function deliveryKeys(request: Request, signature: string): string[] {
  const hash = /(?:^|,)\s*v1=([^,\s]+)/.exec(signature)?.[1] ?? signature;
  const idempotency = request.headers.get("idempotency-key")?.trim();
  return [`signature:${hash}`, ...(idempotency ? [`idempotency:${idempotency.slice(0, 200)}`] : [])];
}
