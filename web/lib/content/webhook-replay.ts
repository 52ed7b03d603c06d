import { PostgresStore } from "../contact/store-postgres";
import { contactConfig } from "../env";

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
    close: () => postgres.close(),
  };
}

let store: DeliveryStore | undefined;

/** The server's store: PostgreSQL when DATABASE_URL is set (several instances share it), else memory. */
export function webhookDeliveries(): DeliveryStore {
  store ??= contactConfig.databaseUrl ? createPostgresDeliveryStore(contactConfig.databaseUrl) : createMemoryDeliveryStore();
  return store;
}

/** The keys a delivery is known by: its signature's hash, and Sanity's idempotency key when sent. */
export function deliveryKeys(request: Request, signature: string): string[] {
  const hash = /(?:^|,)\s*v1=([^,\s]+)/.exec(signature)?.[1] ?? signature;
  const idempotency = request.headers.get("idempotency-key")?.trim();
  return [`signature:${hash}`, ...(idempotency ? [`idempotency:${idempotency.slice(0, 200)}`] : [])];
}
