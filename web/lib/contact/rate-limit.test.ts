import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./client-address";
import { createMemoryRateLimiter, reserveAll } from "./rate-limit";

// The in-memory limit (SQLite deployments) and the address it is keyed by. The handler's tests cover
// both stores end to end; these pin the bounds that are hard to reach through requests.

describe("the in-memory rate limit", () => {
  it("holds at most maxKeys keys, dropping the least recently used first", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ max: 2, windowSeconds: 600 }, { maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c"]) await limiter.reserve(key);
    await limiter.reserve("a"); // a is now the most recently used, and full
    now += 1000;
    await limiter.reserve("d");
    expect(limiter.size()).toBe(3);
    expect(await limiter.reserve("a")).toEqual({ ok: false, retryAfter: 599 });
    // b was dropped: its count starts again.
    expect(await limiter.reserve("b")).toMatchObject({ ok: true });
    for (let i = 0; i < 10_000; i++) await limiter.reserve(`key-${i}`);
    expect(limiter.size()).toBe(3);
  });

  it("keeps nothing for a refusal or a released slot, and forgets counts once the window has passed", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ max: 1, windowSeconds: 60 }, { now: () => now });
    for (let i = 0; i < 100; i++) {
      const slot = await limiter.reserve(`visitor-${i}`);
      if (!slot.ok) throw new Error("a first reservation is refused");
      await slot.release();
      await slot.release(); // twice gives back one slot, not another's
    }
    expect(limiter.size()).toBe(0);
    expect(await limiter.reserve("visitor")).toMatchObject({ ok: true });
    now += 30_000;
    expect(await limiter.reserve("visitor")).toEqual({ ok: false, retryAfter: 30 });
    now += 30_001;
    expect(await limiter.reserve("visitor")).toMatchObject({ ok: true });
  });

  it("gives each of many reservations made at once its own slot, up to the limit", async () => {
    const limiter = createMemoryRateLimiter({ max: 3, windowSeconds: 60 });
    const slots = await Promise.all(Array.from({ length: 10 }, () => limiter.reserve("visitor")));
    expect(slots.filter((slot) => slot.ok)).toHaveLength(3);
  });

  it("reserves in every limit or none: a refusal by the global limit gives the client's slot back", async () => {
    const perClient = createMemoryRateLimiter({ max: 5, windowSeconds: 60 });
    const global = createMemoryRateLimiter({ max: 1, windowSeconds: 60 }, { maxKeys: 1 });
    expect(
      await reserveAll([
        [perClient, "a"],
        [global, "all"],
      ]),
    ).toMatchObject({ ok: true });
    expect(
      await reserveAll([
        [perClient, "b"],
        [global, "all"],
      ]),
    ).toMatchObject({ ok: false });
    expect(perClient.size()).toBe(1);
  });
});

describe("the client's address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["203.0.113.7:51234", "203.0.113.7"],
  ])("keys %s as %s", (raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });

  it.each([
    ["nothing", ""],
    ["a word", "unknown"],
    ["an 8,000-character header", "a".repeat(8000)],
    ["an impossible IPv4 address", "203.0.113.300"],
    ["a list", "evil, 1.2.3.4"],
  ])("gives no key for %s", (_what, raw) => {
    expect(addressKey(raw)).toBeUndefined();
  });

  it("counts trusted hops from the right of X-Forwarded-For plus the socket", () => {
    const headers = new Headers({ "x-forwarded-for": "192.0.2.66, 198.51.100.9, 10.0.0.1" });
    expect(clientAddress(headers, "10.0.0.2", { trustedProxyHops: 0, header: "x-forwarded-for" })).toBe("10.0.0.2");
    expect(clientAddress(headers, "10.0.0.2", { trustedProxyHops: 1, header: "x-forwarded-for" })).toBe("10.0.0.1");
    expect(clientAddress(headers, "10.0.0.2", { trustedProxyHops: 2, header: "x-forwarded-for" })).toBe("198.51.100.9");
    // Where the server cannot see the socket (a host's own server), the nearest proxy stands in for it.
    expect(
      clientAddress(new Headers({ "x-forwarded-for": "192.0.2.66, 198.51.100.9" }), undefined, {
        trustedProxyHops: 1,
        header: "x-forwarded-for",
      }),
    ).toBe("198.51.100.9");
    expect(clientAddress(headers, undefined, { trustedProxyHops: 0, header: "x-forwarded-for" })).toBeUndefined();
  });
});
