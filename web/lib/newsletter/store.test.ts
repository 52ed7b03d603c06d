import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteSubmissionStore } from "../contact/store";
import { SqliteSubscriberStore } from "./store";

// Issue 32, item 10: on a full disk the newsletter logged "cannot rollback - no transaction is active" (SQLite
// had already rolled the transaction back), hiding the real error. The disk here is full as SQLite sees it:
// the database may not grow by a page.
describe("the subscriber store on a full disk", () => {
  it("fails with the disk's error, not a failed rollback", async () => {
    const base = new SqliteSubmissionStore(mkdtempSync(join(tmpdir(), "newsletter-full-")));
    const store = new SqliteSubscriberStore(base);
    try {
      const entry = (index: number) => ({ email: `reader${index}@example.org`, consentText: "x".repeat(2000), address: "203.0.113.7" });
      await store.subscribe(entry(0), 0);
      const { page_count: pages } = base.db.prepare("PRAGMA page_count").get() as { page_count: number };
      base.db.exec(`PRAGMA max_page_count = ${pages}`);
      let failure: unknown;
      for (let index = 1; index < 50 && !failure; index += 1)
        await store.subscribe(entry(index), 0).catch((error: unknown) => (failure = error));
      expect(String(failure)).toMatch(/full/i);
      expect(String(failure)).not.toMatch(/no transaction/i);
      expect(base.db.isTransaction).toBe(false);
    } finally {
      base.closeSync?.();
    }
  });
});
