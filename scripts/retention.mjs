#!/usr/bin/env node
// Deletes what is past its retention period, as the running server does every hour: contact submissions older than
// CONTACT_RETENTION_MONTHS (24) and newsletter subscriptions left unconfirmed for NEWSLETTER_PENDING_DAYS (7). The
// deleted text is overwritten in the SQLite file and its log (secure_delete, checkpoint TRUNCATE), or the PostgreSQL
// tables are rewritten (VACUUM FULL). For a cron, e.g. daily:  0 3 * * *  cd /srv/site && pnpm retention
//   pnpm retention            delete, and say how many rows went
//   pnpm retention --dry-run  only count what would go
import { pastRetention, pendingCutoff, purge, submissionCutoff } from "../web/lib/retention.mjs";
import { retentionConfig, withStore } from "./lib/store.mjs";

const args = process.argv.slice(2);
if (args.some((arg) => arg !== "--dry-run")) {
  console.error("usage: pnpm retention [--dry-run]");
  process.exit(2);
}
const { submissionMonths, pendingDays } = retentionConfig;
const limits = { submissionsBefore: submissionCutoff(submissionMonths), pendingBefore: pendingCutoff(pendingDays) };
await withStore(
  (where) => console.log(`Nothing stored yet: ${where} does not exist.`),
  async (store) => {
    const counts = { submissions: 0, subscribers: 0, registrations: 0 };
    if (args.includes("--dry-run")) {
      // What the purge would delete, counted: each table's condition is the purge's own (pastRetention).
      for (const { table, counts: field, where } of pastRetention(limits)) {
        const { n } = await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where(where)
          .executeTakeFirstOrThrow();
        counts[field] += Number(n);
      }
    } else Object.assign(counts, await purge(store, limits));
    const what = `${counts.submissions} submission(s) older than ${submissionMonths} months and ${counts.subscribers} subscription(s) unconfirmed after ${pendingDays} days`;
    console.log(`${args.includes("--dry-run") ? "Would delete" : "Deleted"} ${what} (${store.where}).`);
  },
);
