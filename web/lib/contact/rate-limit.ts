/** Whether one more accepted post would stay within a limit; `retryAfter` in whole seconds when not. */
export type Verdict = { ok: true } | { ok: false; retryAfter: number };

/**
 * A sliding-window limit: at most `max` counted posts per key in any `windowSeconds`. `check` costs
 * nothing to keep (a refused request adds no key); only an accepted post is counted, so refusals
 * (a 400 for a typo, a 415, a 429) never use up a visitor's allowance.
 */
export type RateLimiter = {
  check(key: string): Promise<Verdict>;
  count(key: string): Promise<void>;
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
 * The limit in this process's memory (one server process; with several, use PostgreSQL). The map holds
 * at most `maxKeys` keys: when full, the key used least recently goes first.
 */
export function createMemoryRateLimiter(
  config: RateLimitConfig,
  { maxKeys = 10_000, now = Date.now } = {},
): RateLimiter & { size(): number } {
  const windowMs = config.windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((time) => time > at - windowMs);
  return {
    async check(key) {
      const at = now();
      return verdict(recent(key, at), config, at);
    },
    async count(key) {
      const at = now();
      const times = recent(key, at);
      times.push(at);
      if (times.length > config.max) times.splice(0, times.length - config.max);
      hits.delete(key);
      hits.set(key, times);
      for (const [oldKey, oldTimes] of hits) {
        if (hits.size <= maxKeys && (oldTimes.at(-1) ?? 0) > at - windowMs) break;
        hits.delete(oldKey);
      }
    },
    size: () => hits.size,
  };
}
