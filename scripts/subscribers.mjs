#!/usr/bin/env node
// Staff's access to the newsletter's subscribers, through the site's SQL layer (scripts/lib/store.mjs): the
// SQLite file, or PostgreSQL when DATABASE_URL is set.
//   pnpm subscribers                          list them (address, status, when, client address)
//   pnpm subscribers --confirmed              only the confirmed ones (those to send the newsletter to)
//   pnpm subscribers --csv > subscribers.csv  every field, consent wording included, as CSV (formula-safe)
//   pnpm subscribers --delete <id|email>      delete one subscription (the text overwritten)
//   pnpm subscribers --purge                  delete subscriptions unconfirmed after NEWSLETTER_PENDING_DAYS (7)
import { pendingCutoff, purge } from "../web/lib/retention.mjs";
import { csvCell, openStore, printable, retentionPeriods } from "./lib/store.mjs";

const args = process.argv.slice(2);
const columns = /** @type {const} */ (["id", "email", "status", "created_at", "confirmed_at", "address", "consent_text", "last_sent_at"]);
const usage = "usage: pnpm subscribers [--confirmed | --csv | --delete <id|email> | --purge]";
const known = args.length === 0 || ["--confirmed", "--csv", "--purge"].includes(args[0] ?? "") || (args[0] === "--delete" && args[1]);
if (!known) {
  console.error(usage);
  process.exit(2);
}

const store = await openStore();
if (store.missing) {
  if (args[0] === "--csv") process.stdout.write(`${columns.join(",")}\r\n`);
  else console.log(`No subscribers yet (${store.where}).`);
  process.exit(0);
}
try {
  const { db } = store;
  if (args[0] === "--csv") {
    process.stdout.write(`${columns.join(",")}\r\n`);
    for (const row of await db.selectFrom("newsletter_subscribers").select(columns).orderBy("id").execute()) {
      process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    }
  } else if (args[0] === "--delete" && args[1]) {
    // (`known` above has stopped a --delete without its target.)
    const target = args[1];
    const { numDeletedRows } = await db
      .deleteFrom("newsletter_subscribers")
      .where((eb) => (/^\d+$/.test(target) ? eb("id", "=", Number(target)) : eb("email", "=", target.trim().toLowerCase())))
      .executeTakeFirst();
    console.log(numDeletedRows ? `Deleted subscription ${printable(target)}.` : `No subscription ${printable(target)}.`);
    // PostgreSQL: the address's decided subscribe requests were deleted then, but their bytes stay until that table is rewritten too.
    if (numDeletedRows) await store.erase(["newsletter_subscribers", "newsletter_requests"]);
  } else if (args[0] === "--purge") {
    const { pendingDays } = retentionPeriods();
    const { subscribers } = await purge(store, { pendingBefore: pendingCutoff(pendingDays) });
    console.log(`Deleted ${subscribers} subscription(s) unconfirmed after ${pendingDays} days.`);
  } else {
    const rows = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "email", "status", "created_at", "confirmed_at", "address"])
      .$if(args[0] === "--confirmed", (query) => query.where("status", "=", "confirmed"))
      .orderBy("id")
      .execute();
    for (const row of rows) {
      const when = row.status === "confirmed" ? `confirmed ${row.confirmed_at}` : `pending since ${row.created_at}`;
      console.log(`#${row.id}  ${printable(row.email)}  ${when}  from ${printable(row.address)}`);
    }
    console.log(`${rows.length} subscription(s) in ${store.where}`);
  }
} finally {
  await store.close();
}
