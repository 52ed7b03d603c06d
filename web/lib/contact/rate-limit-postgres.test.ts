import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresDatabase, sql } from "@/tests/contact-stores";
import { Database } from "../db/database.mjs";
import { databaseRateLimiter } from "./rate-limit";

// The PostgreSQL limit's slots given back together: two posts reserved in the same millisecond (same key,
// same time) and refused together must free both slots, whichever release runs first.

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe("the rate limit on PostgreSQL, slots given back at once", () => {
  it("frees every slot when slots of one key and millisecond are released together", async () => {
    const url = await freshPostgresDatabase();
    const database = new Database({ dataDir: "", databaseUrl: url });
    closers.push(() => database.close());
    const limiter = databaseRateLimiter(database, "client", { max: 2, windowSeconds: 600 }, () => 1_700_000_000_000);
    for (let round = 0; round < 20; round++) {
      const slots = await Promise.all([limiter.reserve("visitor"), limiter.reserve("visitor")]);
      await Promise.all(slots.map((slot) => (slot.ok ? slot.release() : Promise.reject(new Error("a slot was refused")))));
      const [left] = await sql<{ n: number }>(url, "SELECT count(*)::int AS n FROM contact_rate_hits");
      expect(left?.n, `round ${round}`).toBe(0);
    }
  });
});
