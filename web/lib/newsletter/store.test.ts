import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Database } from "../db/database.mjs";
import { subscriberStore } from "./store";

// Issue 32, item 10: on a full disk the newsletter logged "cannot rollback - no transaction is active" (SQLite
// had already rolled the transaction back), hiding the real error. The disk here is full as SQLite sees it:
// the database may not grow by a page.
describe("the subscriber store on a full disk", () => {
  it("fails with the disk's error, not a failed rollback: storing a request, and deciding one in its transaction", async () => {
    const database = new Database({ dataDir: mkdtempSync(join(tmpdir(), "newsletter-full-")) });
    const store = subscriberStore(database);
    const base = database.sqlite;
    if (!base) throw new Error("an SQLite database");
    try {
      // Three requests to a page: deciding one of a page frees no page, and the subscribers' table must grow.
      const entry = (index: number) => ({ email: `reader${index}@example.org`, consentText: "x".repeat(1200), address: "203.0.113.7" });
      const requests = [await store.request(entry(0))];
      const { page_count: pages } = base.db.prepare("PRAGMA page_count").get() as { page_count: number };
      base.db.exec(`PRAGMA max_page_count = ${pages + 40}`);
      let stored: unknown;
      for (let index = 1; index < 500 && !stored; index += 1)
        await store.request(entry(index)).then(
          (id) => requests.push(id),
          (error: unknown) => (stored = error),
        );
      expect(String(stored)).toMatch(/full/i);

      let decided: unknown;
      for (let index = 0; index < requests.length && !decided; index += 3)
        await store.decide(Number(requests[index]), 0).catch((error: unknown) => (decided = error));
      expect(String(decided)).toMatch(/full/i);
      expect(String(decided)).not.toMatch(/no transaction/i);
      expect(base.db.isTransaction).toBe(false);
    } finally {
      await database.close();
    }
  });
});
