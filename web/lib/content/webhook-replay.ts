import { sql } from "kysely";
import { createClient } from "redis";
import { Database } from "../db/database.mjs";
import { dataDir, env, redisUrl } from "../env";

/** The webhook deliveries taken (lib/content/revalidate-webhook.ts), where every instance sharing the store sees them. */
export interface DeliveryStore {
  /** Records the keys until `keepUntil`; false, recording none, when one of them is recorded already. Atomic across instances. */
  firstDelivery(keys: string[], keepUntil: number): Promise<boolean>;
  forget(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * In the site's database (lib/db: PostgreSQL with DATABASE_URL, else the SQLite file of the data directory):
 * one transaction inserts every key or finds one taken and is rolled back. The SQLite file keeps at most
 * `maxEntries`, the oldest (by rowid) going first.
 */
export function createDatabaseDeliveryStore(
  config: { dataDir: string; databaseUrl?: string | undefined },
  { maxEntries = 10_000, now = Date.now } = {},
): DeliveryStore {
  const database = new Database(config);
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

/** In Redis (REDIS_URL): a script sets every key, each expiring at `keepUntil`, or none when one is taken. */
export function createRedisDeliveryStore(url: string, { readyTimeoutMs = 5_000 } = {}): DeliveryStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 2_000) },
  });
  // Errors reach the webhook's answer (a 503 it logs); the client reconnects on its own.
  client.on("error", () => {});
  const connected = client.connect();
  // Awaited by each delivery; rejected only when the store is closed before Redis ever answered.
  connected.catch(() => {});
  // Its first connection is retried without end: a delivery waits for Redis 5 s at most, then is answered 503 (and sent again).
  async function ready() {
    if (client.isReady) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis at ${new URL(url).host} does not answer`)), readyTimeoutMs);
    });
    await Promise.race([connected, late]).finally(() => clearTimeout(timer));
  }
  const script = `for _, key in ipairs(KEYS) do if redis.call("EXISTS", key) == 1 then return 0 end end
for _, key in ipairs(KEYS) do redis.call("SET", key, "1", "PXAT", ARGV[1]) end
return 1`;
  const redisKeys = (keys: string[]) => keys.map((key) => `fernleaf:webhook:${key}`);
  return {
    async firstDelivery(keys, keepUntil) {
      await ready();
      // Redis keeps a key through the millisecond of its PXAT: a check recording nothing only looks.
      if (keepUntil <= Date.now()) return (await client.exists(redisKeys(keys))) === 0;
      return Number(await client.eval(script, { keys: redisKeys(keys), arguments: [String(keepUntil)] })) === 1;
    },
    async forget(keys) {
      await ready();
      await client.del(redisKeys(keys));
    },
    async close() {
      if (client.isOpen) client.destroy();
    },
  };
}

let store: DeliveryStore | undefined;

/** The server's store, surviving a restart: PostgreSQL with DATABASE_URL, else Redis with REDIS_URL, else the SQLite file. */
export function webhookDeliveries(): DeliveryStore {
  store ??=
    !env.DATABASE_URL && redisUrl
      ? createRedisDeliveryStore(redisUrl)
      : createDatabaseDeliveryStore({ dataDir, databaseUrl: env.DATABASE_URL });
  return store;
}
