import { sql } from "kysely";
import { createClient } from "redis";
import { Database } from "../db/database.mjs";
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

/** At most this many deliveries are remembered in the SQLite file (the oldest go first): a signed delivery is rare. */
export const maxRememberedDeliveries = 10_000;

/**
 * In the database (lib/db/database.mjs), shared by every instance that shares it: one transaction inserts every
 * key or finds one taken (and is rolled back: nothing of that delivery is recorded); expired entries are deleted
 * as each delivery is recorded. Engine difference: the SQLite file keeps at most `maxEntries` (the oldest go
 * first, by SQLite's rowid); PostgreSQL, shared by instances behind the secret's signature, keeps what is unexpired.
 */
function createSqlDeliveryStore(database: Database, { maxEntries = maxRememberedDeliveries, now = Date.now } = {}): DeliveryStore {
  const { db } = database;
  const seenBefore = new Error("seen before");
  return {
    async firstDelivery(keys, keepUntil) {
      await database.ready();
      return db
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("webhook_deliveries").where("keep_until", "<=", now()).execute();
          for (const key of keys) {
            const inserted = await trx
              .insertInto("webhook_deliveries")
              .values({ key, keep_until: keepUntil })
              .onConflict((conflict) => conflict.column("key").doNothing())
              .executeTakeFirst();
            if (!inserted.numInsertedOrUpdatedRows) throw seenBefore;
          }
          if (database.engine === "sqlite") {
            await sql`DELETE FROM webhook_deliveries WHERE rowid IN (SELECT rowid FROM webhook_deliveries ORDER BY rowid DESC LIMIT -1 OFFSET ${maxEntries})`.execute(
              trx,
            );
          }
          return true;
        })
        .catch((error: unknown) => {
          if (error === seenBefore) return false;
          throw error;
        });
    },
    async forget(keys) {
      await database.ready();
      await db.deleteFrom("webhook_deliveries").where("key", "in", keys).execute();
    },
    close: () => database.close(),
  };
}

/** In PostgreSQL (DATABASE_URL), shared by every instance. */
export function createPostgresDeliveryStore(databaseUrl: string, now: () => number = Date.now): DeliveryStore {
  return createSqlDeliveryStore(new Database({ dataDir: "", databaseUrl }), { now });
}

/**
 * In the SQLite file of the data directory (CONTACT_DATA_DIR, the contact store's), so that a restart does not
 * forget what was accepted, and instances sharing the directory share it.
 */
export function createSqliteDeliveryStore(dataDir: string, options: { maxEntries?: number; now?: () => number } = {}): DeliveryStore {
  return createSqlDeliveryStore(new Database({ dataDir }), options);
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
