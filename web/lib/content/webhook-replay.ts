import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient } from "redis";
import { dataDir, redisUrl } from "../env";
import { errorMessage } from "../error-message";

/** The webhook deliveries taken (lib/content/revalidate-webhook.ts), where every instance sharing the store sees them. */
export interface DeliveryStore {
  /** Records the keys until `keepUntil`; false, recording none, when one of them is recorded already. Atomic across instances. */
  firstDelivery(keys: string[], keepUntil: number): Promise<boolean>;
  forget(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * For the single instance: `webhook-deliveries.json` in the data directory, kept in memory and rewritten whole
 * (to a temporary file, flushed, then renamed) on each change, so a kill or a restart loses nothing. Checked and
 * changed without a pause, so no other request interleaves. At most `maxEntries`, the oldest going first: a Map
 * keeps the order it was filled in (an object would put integer-like keys first).
 */
export function createFileDeliveryStore(dataDir: string, { maxEntries = 10_000, now = Date.now } = {}): DeliveryStore {
  const file = resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir, "webhook-deliveries.json");
  let taken: Map<string, number> | undefined;

  /** Read once; a file that cannot be read fails every delivery (503, logged) until it is fixed. */
  function load(): Map<string, number> {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) return new Map();
    const text = readFileSync(file, "utf8");
    try {
      return new Map(JSON.parse(text));
    } catch (error) {
      throw new Error(`${file} cannot be read: ${errorMessage(error)}`);
    }
  }

  /** Applies `change` and saves; a failed save leaves the file as it was, and the memory is read from it again. */
  function update(change: (entries: Map<string, number>) => boolean): boolean {
    taken ??= load();
    const entries = taken;
    if (!change(entries)) return false;
    try {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify([...entries]), { mode: 0o600, flush: true });
      renameSync(temporary, file);
    } catch (error) {
      taken = undefined;
      throw error;
    }
    return true;
  }

  return {
    async firstDelivery(keys, keepUntil) {
      return update((entries) => {
        const at = now();
        for (const [key, until] of entries) if (until <= at) entries.delete(key);
        if (keys.some((key) => entries.has(key))) return false;
        for (const key of keys) entries.set(key, keepUntil);
        for (const key of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(key);
        }
        return true;
      });
    },
    async forget(keys) {
      update((entries) => keys.filter((key) => entries.delete(key)).length > 0);
    },
    async close() {},
  };
}

/** In Redis (REDIS_URL): a script sets every key, each expiring at `keepUntil`, or none when one is taken. */
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
  const redisKeys = (keys: string[]) => keys.map((key) => `fernleaf:webhook:${key}`);
  return {
    async firstDelivery(keys, keepUntil) {
      await connected;
      // Redis keeps a key through the millisecond of its PXAT: a check recording nothing only looks.
      if (keepUntil <= Date.now()) return (await client.exists(redisKeys(keys))) === 0;
      return Number(await client.eval(script, { keys: redisKeys(keys), arguments: [String(keepUntil)] })) === 1;
    },
    async forget(keys) {
      await connected;
      await client.del(redisKeys(keys));
    },
    async close() {
      await connected.catch(() => {});
      client.destroy();
    },
  };
}

let store: DeliveryStore | undefined;

/**
 * The server's store, surviving a restart, where the publish's shared state is: Redis with REDIS_URL (what several
 * instances share, as they share the page cache), else the file of the single instance's data directory.
 */
export function webhookDeliveries(): DeliveryStore {
  store ??= redisUrl ? createRedisDeliveryStore(redisUrl) : createFileDeliveryStore(dataDir);
  return store;
}
