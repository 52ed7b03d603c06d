/** Whether one more accepted post would stay within a limit; `retryAfter` in whole seconds when not. */
export type Verdict = { ok: true } | { ok: false; retryAfter: number };

/** A slot taken within a limit: kept once the post is stored, given back (`release`) when nothing is. */
export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfter: number };

/**
 * A sliding-window limit: at most `max` counted posts per key in any `windowSeconds`. `reserve` checks
 * and takes a slot in one atomic step (this process's event loop, or a PostgreSQL lock per key), so
 * requests whose bodies arrive later cannot all pass the check before any of them is counted. A refused
 * request adds nothing, and a request that stores nothing (a 400 for a typo, a 408, a 503) gives its
 * slot back, so refusals never use up a visitor's allowance.
 */
export type RateLimiter = {
  reserve(key: string): Promise<Reservation>;
  close?(): Promise<void>;
};

export type RateLimitConfig = { max: number; windowSeconds: number };

/** The verdict for the times (ms, oldest first) already counted in the window. */
export function verdict(times: number[], { max, windowSeconds }: RateLimitConfig, at: number): Verdict {
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
 * The limit in this process's memory (one server process; with several, use PostgreSQL). The map holds
 * at most `maxKeys` keys: when full, the key used least recently goes first. `reserve` does its check
 * and its count with no await between them, so concurrent requests see each other's slots.
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
