/**
 * A sliding-window limit per client, in memory: at most `max` requests in any `windowSeconds`. Enough
 * for one server process; behind several processes each counts its own.
 */
export function createRateLimiter({ max, windowSeconds }: { max: number; windowSeconds: number }, now: () => number = Date.now) {
  const windowMs = windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (at: number) => {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [client, times] of hits) if ((times.at(-1) ?? 0) <= at - windowMs) hits.delete(client);
  };

  /** Counts a request; `retryAfter` (whole seconds) when the client is over the limit. */
  return function take(client: string): { ok: true } | { ok: false; retryAfter: number } {
    const at = now();
    sweep(at);
    const recent = (hits.get(client) ?? []).filter((time) => time > at - windowMs);
    if (recent.length >= max) {
      hits.set(client, recent);
      const oldest = recent[0] ?? at;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
    }
    recent.push(at);
    hits.set(client, recent);
    return { ok: true };
  };
}
