import { existsSync } from "node:fs";
import { Database } from "./db/database.mjs";
import type { RetentionConfig } from "./env";
import { errorMessage } from "./error-message";
import type { ContactConfig } from "./form-settings";
import { pendingCutoff, purgeOncePerPeriod, submissionCutoff } from "./retention.mjs";

type Options = { config: Pick<ContactConfig, "target" | "dataDir" | "databaseUrl">; retention: RetentionConfig };

/**
 * The running server's retention (lib/retention.mjs), at start and every `sweepMinutes` on a timer that never keeps
 * the process alive; `pnpm retention` does the same from a cron. Logs counts only, never contents.
 */
export function startRetentionSweep({ config, retention }: Options) {
  if (config.target !== "self") return undefined;
  const database = new Database(config);

  let closed = false;
  // `periodMs`: skip when another instance swept within it (the timer's sweeps); a direct call sweeps.
  async function sweep(now = new Date(), periodMs = 0) {
    const limits = {
      submissionsBefore: submissionCutoff(retention.submissionMonths, now),
      pendingBefore: pendingCutoff(retention.pendingDays, now),
    };
    try {
      // Nothing stored yet: no file is created just to find it empty.
      if (database.sqlite && !existsSync(database.sqlite.file)) return { submissions: 0, subscribers: 0 };
      const purged = await purgeOncePerPeriod(database, limits, periodMs);
      if (!purged) return { submissions: 0, subscribers: 0, skipped: true };
      if (purged.submissions + purged.subscribers + (purged.registrations ?? 0) > 0) {
        console.info(
          `retention: deleted ${purged.submissions} submission(s) older than ${retention.submissionMonths} months, ${purged.registrations ?? 0} event registration(s) of events that ended before then and ${purged.subscribers} subscription(s) unconfirmed after ${retention.pendingDays} days`,
        );
      }
      return purged;
    } catch (error) {
      // Tried again within a minute (not a whole period later): a database busy at start-up is common.
      const retryMs = Math.min(60_000, retention.sweepMinutes * 60_000);
      console.error(`retention: the sweep of ${database.location} failed, will try again in ${retryMs / 1000} s: ${errorMessage(error)}`);
      if (!closed) setTimeout(() => void sweep(new Date(), periodMs), retryMs).unref();
      return undefined;
    }
  }

  const period = retention.sweepMinutes * 60_000;
  const timer = setInterval(() => void sweep(new Date(), period), period);
  timer.unref();
  const first = sweep(new Date(), period);
  return {
    sweep,
    first,
    async close() {
      closed = true;
      clearInterval(timer);
      await first;
      await database.close();
    },
  };
}
