#!/usr/bin/env node
// Staff's access to the newsletter's subscribers, in the same store as the contact submissions (the
// SQLite file, or PostgreSQL when DATABASE_URL is set).
//   pnpm subscribers                          list them (address, status, when, client address)
//   pnpm subscribers --confirmed              only the confirmed ones (those to send the newsletter to)
//   pnpm subscribers --csv > subscribers.csv  every field, consent wording included, as CSV (formula-safe)
//   pnpm subscribers --delete <id|email>      delete one subscription (the text overwritten)
//   pnpm subscribers --purge                  delete subscriptions unconfirmed after NEWSLETTER_PENDING_DAYS (7)
import { pendingCutoff } from "../web/lib/retention.mjs";
import { csvCell, isoTime, openStore, printable, retentionPeriods } from "./lib/store.mjs";

const args = process.argv.slice(2);
const columns = ["id", "email", "status", "created_at", "confirmed_at", "address", "consent_text", "last_sent_at"];
const usage = "usage: pnpm subscribers [--confirmed | --csv | --delete <id|email> | --purge]";
const known = args.length === 0 || ["--confirmed", "--csv", "--purge"].includes(args[0] ?? "") || (args[0] === "--delete" && args[1]);
if (!known) {
  console.error(usage);
  process.exit(2);
}

const store = await openStore();
if (store.missing || !(await store.exists("newsletter_subscribers"))) {
  if (args[0] === "--csv") process.stdout.write(`${columns.join(",")}\r\n`);
  else console.log(`No subscribers yet (${store.where}).`);
  await store.close?.();
  process.exit(0);
}
try {
  if (args[0] === "--csv") {
    process.stdout.write(`${columns.join(",")}\r\n`);
    for (const row of await store.rows(`SELECT ${columns.join(", ")} FROM newsletter_subscribers ORDER BY id`)) {
      process.stdout.write(`${columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    }
  } else if (args[0] === "--delete" && args[1]) {
    // (`known` above has stopped a --delete without its target.)
    const target = args[1];
    const changes = /^\d+$/.test(target)
      ? await store.run("DELETE FROM newsletter_subscribers WHERE id = ?", [Number(target)])
      : await store.run("DELETE FROM newsletter_subscribers WHERE email = ?", [target.trim().toLowerCase()]);
    console.log(changes ? `Deleted subscription ${printable(target)}.` : `No subscription ${printable(target)}.`);
    if (changes) {
      await store.compact("newsletter_subscribers");
      // PostgreSQL: the address's decided subscribe requests were deleted then, but their bytes stay until that table is rewritten too.
      if (await store.exists("newsletter_requests")) await store.compact("newsletter_requests");
    }
  } else if (args[0] === "--purge") {
    const { pendingDays } = retentionPeriods();
    const { subscribers } = await store.purge({ pendingBefore: pendingCutoff(pendingDays) });
    console.log(`Deleted ${subscribers} subscription(s) unconfirmed after ${pendingDays} days.`);
  } else {
    const confirmedOnly = args[0] === "--confirmed";
    const rows = await store.rows(
      `SELECT id, email, status, created_at, confirmed_at, address FROM newsletter_subscribers ${confirmedOnly ? "WHERE status = 'confirmed' " : ""}ORDER BY id`,
    );
    for (const row of rows) {
      const when = row.status === "confirmed" ? `confirmed ${isoTime(row.confirmed_at)}` : `pending since ${isoTime(row.created_at)}`;
      console.log(`#${row.id}  ${printable(row.email)}  ${when}  from ${printable(row.address)}`);
    }
    console.log(`${rows.length} subscription(s) in ${store.where}`);
  }
} finally {
  await store.close();
}
