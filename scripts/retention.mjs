#!/usr/bin/env node
// Deletes what is past its retention period, as the running server does every RETENTION_SWEEP_MINUTES:
// contact submissions older than CONTACT_RETENTION_MONTHS (24) and newsletter subscriptions left
// unconfirmed for NEWSLETTER_PENDING_DAYS (7). The deleted text is overwritten in the SQLite file and its
// log (secure_delete, checkpoint TRUNCATE), or the PostgreSQL tables are rewritten (VACUUM FULL).
// For a cron, e.g. daily:  0 3 * * *  cd /srv/site && pnpm retention
//   pnpm retention            delete, and say how many rows went
//   pnpm retention --dry-run  only count what would go
import { pendingCutoff, submissionCutoff } from "../web/lib/retention.mjs";
import { openStore, retentionPeriods } from "./lib/store.mjs";

const args = process.argv.slice(2);
if (args.some((arg) => arg !== "--dry-run")) {
  console.error("usage: pnpm retention [--dry-run]");
  process.exit(2);
}
const dryRun = args.includes("--dry-run");
const { submissionMonths, pendingDays } = retentionPeriods();
const limits = { submissionsBefore: submissionCutoff(submissionMonths), pendingBefore: pendingCutoff(pendingDays) };
const store = await openStore();
if (store.missing) {
  console.log(`Nothing stored yet: ${store.where} does not exist.`);
  process.exit(0);
}
try {
  if (dryRun) {
    /** @param {string} table @param {string} where @param {import("./lib/store.mjs").SqlParam} value */
    const count = async (table, where, value) =>
      // COUNT(*) always answers one row.
      (await store.exists(table)) ? Number((await store.rows(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, [value]))[0]?.n) : 0;
    const submissions = await count(
      "submissions",
      "created_at < ?",
      store.kind === "sqlite" ? limits.submissionsBefore.toISOString() : limits.submissionsBefore,
    );
    const pendingBefore = store.kind === "sqlite" ? limits.pendingBefore.toISOString() : limits.pendingBefore;
    // Subscribe requests never decided (newsletter_requests) count with the unconfirmed subscriptions, as the purge does.
    const subscribers =
      (await count("newsletter_subscribers", "status = 'pending' AND created_at < ?", pendingBefore)) +
      (await count("newsletter_requests", "created_at < ?", pendingBefore));
    console.log(
      `Would delete ${submissions} submission(s) older than ${submissionMonths} months and ${subscribers} subscription(s) unconfirmed after ${pendingDays} days (${store.where}).`,
    );
  } else {
    const { submissions, subscribers } = await store.purge(limits);
    console.log(
      `Deleted ${submissions} submission(s) older than ${submissionMonths} months and ${subscribers} subscription(s) unconfirmed after ${pendingDays} days (${store.where}).`,
    );
  }
} finally {
  await store.close();
}
