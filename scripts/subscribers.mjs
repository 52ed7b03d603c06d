#!/usr/bin/env node
// Staff's access to the newsletter's subscribers (scripts/lib/store.mjs: the SQLite file, or PostgreSQL with DATABASE_URL).
//   pnpm subscribers                          list them (address, status, when, client address)
//   pnpm subscribers --confirmed              only the confirmed ones (those to send the newsletter to)
//   pnpm subscribers --csv > subscribers.csv  every field, consent wording included, as CSV (formula-safe)
//   pnpm subscribers --delete <id|email>      delete one subscription (the text overwritten)
//   pnpm subscribers --purge                  delete subscriptions unconfirmed after NEWSLETTER_PENDING_DAYS (7)
import { pendingCutoff, purge } from "../web/lib/retention.mjs";
import { printable, retentionConfig, withStore, writeCsv } from "./lib/store.mjs";

const [command, target = ""] = process.argv.slice(2);
const columns = /** @type {const} */ (["id", "email", "status", "created_at", "confirmed_at", "address", "consent_text", "last_sent_at"]);
if (!(command === undefined || ["--confirmed", "--csv", "--purge"].includes(command) || (command === "--delete" && target))) {
  console.error("usage: pnpm subscribers [--confirmed | --csv | --delete <id|email> | --purge]");
  process.exit(2);
}

const missing = (/** @type {string} */ where) =>
  command === "--csv" ? writeCsv(columns, []) : console.log(`No subscribers yet (${where}).`);
await withStore(missing, async (store) => {
  const { db } = store;
  if (command === "--csv") writeCsv(columns, await db.selectFrom("newsletter_subscribers").select(columns).orderBy("id").execute());
  else if (command === "--delete") {
    const { numDeletedRows } = await db
      .deleteFrom("newsletter_subscribers")
      .where((eb) => (/^\d+$/.test(target) ? eb("id", "=", Number(target)) : eb("email", "=", target.trim().toLowerCase())))
      .executeTakeFirst();
    console.log(numDeletedRows ? `Deleted subscription ${printable(target)}.` : `No subscription ${printable(target)}.`);
    // PostgreSQL: the address's decided subscribe requests were deleted then, but their bytes stay until that table is rewritten too.
    if (numDeletedRows) await store.erase(["newsletter_subscribers", "newsletter_requests"]);
  } else if (command === "--purge") {
    const { pendingDays } = retentionConfig;
    const { subscribers } = await purge(store, { pendingBefore: pendingCutoff(pendingDays) });
    console.log(`Deleted ${subscribers} subscription(s) unconfirmed after ${pendingDays} days.`);
  } else {
    const rows = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "email", "status", "created_at", "confirmed_at", "address"])
      .$if(command === "--confirmed", (query) => query.where("status", "=", "confirmed"))
      .orderBy("id")
      .execute();
    for (const row of rows) {
      const when = row.status === "confirmed" ? `confirmed ${row.confirmed_at}` : `pending since ${row.created_at}`;
      console.log(`#${row.id}  ${printable(row.email)}  ${when}  from ${printable(row.address)}`);
    }
    console.log(`${rows.length} subscription(s) in ${store.where}`);
  }
});
