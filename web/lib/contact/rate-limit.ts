import { sql } from "kysely";
import type { Database } from "../db/database.mjs";

/** A slot taken within a limit: kept once the post is stored, given back (`release`) when nothing is. */
export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfter: number };

/**
 * A sliding-window limit: at most `max` counted posts per key in any `windowSeconds`. `reserve` checks and takes a
 * slot in one atomic step (this process's event loop, or a PostgreSQL lock per key), so requests whose bodies arrive
 * later cannot all pass the check before any of them is counted.
 */
export type RateLimiter = { reserve(key: string): Promise<Reservation> };

type RateLimitConfig = { max: number; windowSeconds: number };

/** Whether one more post would stay within the limit, for the times (ms, oldest first) already counted in the window. */
function verdict(times: number[], { max, windowSeconds }: RateLimitConfig, at: number): { ok: true } | { ok: false; retryAfter: number } {
  if (times.length < max) return { ok: true };
  const oldest = times[times.length - max] ?? at;
  return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - at) / 1000)) };
}

/**
 * One slot in each limit, in order (the client's, then everyone's): all or none. A refusal by a later
 * limit gives back the slots already taken, so a post refused by the global limit costs its client nothing.
 */
export async function reserveAll(limits: Array<[RateLimiter, string]>): Promise<Reservation> {
  const taken: Array<() => Promise<void>> = [];
  const releaseAll = async () => {
    await Promise.all(taken.splice(0).map((release) => release()));
  };
  try {
    for (const [limiter, key] of limits) {
      const slot = await limiter.reserve(key);
      if (!slot.ok) {
        await releaseAll();
        return slot;
      }
      taken.push(slot.release);
    }
  } catch (error) {
    await releaseAll().catch(() => {});
    throw error;
  }
  return { ok: true, release: releaseAll };
}

/**
 * The limit in this process's memory (one server process). The map holds at most `maxKeys` keys, the least recently
 * used going first; `reserve` checks and counts with no await between, so concurrent requests see each other's slots.
 */
export function createMemoryRateLimiter(
  config: RateLimitConfig,
  { maxKeys = 10_000, now = Date.now } = {},
): RateLimiter & { size(): number } {
  const windowMs = config.windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((time) => time > at - windowMs);
  return {
    async reserve(key) {
      const at = now();
      const times = recent(key, at);
      const answer = verdict(times, config, at);
      if (!answer.ok) return answer;
      times.push(at);
      hits.delete(key);
      hits.set(key, times);
      for (const [oldKey, oldTimes] of hits) {
        if (hits.size <= maxKeys && (oldTimes.at(-1) ?? 0) > at - windowMs) break;
        hits.delete(oldKey);
      }
      let released = false;
      return {
        ok: true,
        async release() {
          if (released) return;
          released = true;
          const current = hits.get(key);
          const index = current?.lastIndexOf(at) ?? -1;
          if (!current || index < 0) return;
          current.splice(index, 1);
          if (current.length === 0) hits.delete(key);
        },
      };
    },
    size: () => hits.size,
  };
}

/**
 * The limit shared by every instance on PostgreSQL (`contact_rate_hits`, `scope` keeping limits apart). A reservation
 * is one transaction holding an advisory lock on its key, so each sees the slots the others took.
 */
export function databaseRateLimiter(database: Database, scope: string, config: RateLimitConfig, now: () => number = Date.now): RateLimiter {
  const windowMs = config.windowSeconds * 1000;
  const { db } = database;
  let lastSweep = 0;
  return {
    reserve: async (key): Promise<Reservation> => {
      await database.ready();
      const scoped = `${scope}:${key}`;
      const at = now();
      const answer = await db.transaction().execute(async (trx) => {
        // The first key, "rate", keeps these locks apart from the others; the second is the key's hash.
        await sql`SELECT pg_advisory_xact_lock(${0x7261_7465}, hashtext(${scoped}))`.execute(trx);
        const rows = await trx
          .selectFrom("contact_rate_hits")
          .select("at")
          .where("key", "=", scoped)
          .where("at", ">", at - windowMs)
          .orderBy("at", "desc")
          .limit(config.max)
          .execute();
        const result = verdict(rows.map((row) => Number(row.at)).reverse(), config, at);
        if (result.ok) await trx.insertInto("contact_rate_hits").values({ key: scoped, at }).execute();
        return result;
      });
      if (!answer.ok) return answer;
      // Counts older than the window are of no use: each instance drops them once per window.
      if (at - lastSweep >= windowMs) {
        lastSweep = at;
        await db
          .deleteFrom("contact_rate_hits")
          .where("key", "like", `${scope}:%`)
          .where("at", "<=", at - windowMs)
          .execute()
          .catch((error: Error) => console.error(`contact: could not drop old rate-limit counts: ${error.message}`));
      }
      let released = false;
      return {
        ok: true,
        release: async () => {
          if (released) return;
          released = true;
          // Rows of one key and time are alike: giving back any one of them frees the slot. SKIP LOCKED: a
          // release running at the same moment (two posts of one millisecond refused together) takes
          // another row, not the one this one is deleting, which it would find gone and delete nothing.
          await sql`DELETE FROM contact_rate_hits WHERE ctid IN (SELECT ctid FROM contact_rate_hits WHERE key = ${scoped} AND at = ${at} LIMIT 1 FOR UPDATE SKIP LOCKED)`.execute(
            db,
          );
        },
      };
    },
  };
}
