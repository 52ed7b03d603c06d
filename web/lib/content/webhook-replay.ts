import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createClient } from "redis";
import { nextDistDir, redisUrl } from "../env";

/** The webhook deliveries taken (lib/content/revalidate-webhook.ts), where every instance sharing the store sees them. */
export interface DeliveryStore {
  /** Records the keys until `keepUntil`; false, recording none, when one of them is recorded already. Atomic across instances. */
  firstDelivery(keys: string[], keepUntil: number): Promise<boolean>;
  forget(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * In an SQLite file (node:sqlite), by default beside the tags file of revalidated tags (cache-handler.mjs), which the
 * instances on this build share as they share its publishes: one transaction inserts every key or finds one taken
 * and is rolled back (BEGIN IMMEDIATE: another process waits). At most `maxEntries`, the oldest going first.
 */
export function createFileDeliveryStore(file: string, { maxEntries = 10_000, now = Date.now } = {}): DeliveryStore {
  let db: DatabaseSync | undefined;
  const open = () => {
    if (db) return db;
    mkdirSync(dirname(file), { recursive: true });
    db = new DatabaseSync(file, { timeout: 5_000 });
    db.exec(
      "PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS webhook_deliveries (key TEXT PRIMARY KEY, keep_until INTEGER NOT NULL) STRICT",
    );
    return db;
  };
  const taken = new Error("taken");
  return {
    async firstDelivery(keys, keepUntil) {
      const db = open();
      db.exec("BEGIN IMMEDIATE");
      try {
        db.prepare("DELETE FROM webhook_deliveries WHERE keep_until <= ?").run(now());
        const insert = db.prepare("INSERT INTO webhook_deliveries (key, keep_until) VALUES (?, ?) ON CONFLICT DO NOTHING");
        for (const key of keys) if (insert.run(key, keepUntil).changes === 0) throw taken;
        db.prepare(
          "DELETE FROM webhook_deliveries WHERE rowid IN (SELECT rowid FROM webhook_deliveries ORDER BY rowid DESC LIMIT -1 OFFSET ?)",
        ).run(maxEntries);
        db.exec("COMMIT");
        return true;
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        if (error === taken) return false;
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

/**
 * The server's store, kept where the cache the deliveries refresh is: Redis with REDIS_URL (every instance), else the
 * build's cache folder (the instances on this build). Both survive a restart.
 */
export function webhookDeliveries(): DeliveryStore {
  store ??= redisUrl
    ? createRedisDeliveryStore(redisUrl)
    : createFileDeliveryStore(join(/* turbopackIgnore: true */ process.cwd(), nextDistDir, "cache", "webhook-deliveries.sqlite"));
  return store;
}
