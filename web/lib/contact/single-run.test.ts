import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresDatabase, sql } from "@/tests/contact-stores";
import { staffSmtp } from "@/tests/handler-configs";
import { emailHeader, startSmtp } from "@/tests/smtp.mjs";
import { Database } from "../db/database.mjs";
import { startRetentionSweep } from "../retention-sweep";
import { createNotifier } from "./notify";
import { submissionStore } from "./store";

// Several instances on one PostgreSQL database (a real server, tests/postgres-setup.ts): each runs its own
// staff-email retry loop and retention sweep. Two of each run at the same moment here, as two instances
// would, each with its own pool; a row's email goes out once, and one sweep runs per period.

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A real SMTP server that answers slowly (each email takes a while), so two flushes overlap. */
async function startSlowSmtp() {
  const smtp = await startSmtp({ replyDelayMs: 20 });
  closers.push(smtp.close);
  return smtp;
}

function instance(url: string) {
  const database = new Database({ dataDir: "", databaseUrl: url });
  closers.push(() => database.close());
  return database;
}

describe("two instances sharing one PostgreSQL", () => {
  it("send each pending staff email once when their retry loops run at the same moment", async () => {
    const url = await freshPostgresDatabase();
    const smtp = await startSlowSmtp();
    const [a, b] = [instance(url), instance(url)];
    const count = 30;
    for (let i = 0; i < count; i++) {
      await submissionStore(a).insert({
        name: `Pat ${i}`,
        email: "pat@example.org",
        phone: "",
        company: "",
        service: "",
        message: `Message ${i}`,
      });
    }
    const notifiers = [createNotifier(submissionStore(a), staffSmtp(smtp.port)), createNotifier(submissionStore(b), staffSmtp(smtp.port))];
    for (const notifier of notifiers) closers.push(() => notifier.close());
    await Promise.all(notifiers.map((notifier) => notifier.flush()));

    // Every row once: as many emails as rows, no subject twice, every row marked with one attempt.
    const subjects = smtp.received.map((email) => emailHeader(email.data, "Subject"));
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const rows = await sql<{ notified_at: Date | null; notify_attempts: number }>(
      url,
      "SELECT notified_at, notify_attempts FROM submissions",
    );
    expect(rows.every((row) => row.notified_at !== null && row.notify_attempts === 1)).toBe(true);
  });

  it("run one retention sweep per period however many instances start together", async () => {
    const url = await freshPostgresDatabase();
    const stores = [instance(url), instance(url), instance(url)];
    await stores[0]?.ready();
    const old = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000);
    for (let i = 0; i < 5; i++) {
      await sql(url, "INSERT INTO submissions (created_at, name, email, message) VALUES ($1, 'Old', 'old@example.org', 'old')", [old]);
    }
    const config = { target: "self" as const, dataDir: "unused", databaseUrl: url };
    const retention = { submissionMonths: 24, pendingDays: 7, sweepMinutes: 60 };
    const sweeps = stores.map(() => startRetentionSweep({ config, retention }));
    for (const sweep of sweeps) closers.push(() => sweep?.close());
    const results = await Promise.all(sweeps.map((sweep) => sweep?.first));

    // One instance swept (and deleted the five rows); the others left it to that one.
    expect(results.filter((result) => result && !("skipped" in result))).toEqual([{ submissions: 5, subscribers: 0, registrations: 0 }]);
    expect(results.filter((result) => result && "skipped" in result)).toHaveLength(2);
    expect(await sql(url, "SELECT id FROM submissions")).toEqual([]);
    const [run] = await sql<{ swept_at: Date }>(url, "SELECT swept_at FROM retention_sweeps");
    expect(run?.swept_at).toBeInstanceOf(Date);

    // Within the period, a timer's sweep on any instance leaves it; a direct call (pnpm-like) still sweeps.
    await sql(url, "INSERT INTO submissions (created_at, name, email, message) VALUES ($1, 'Old', 'old@example.org', 'old')", [old]);
    expect(await sweeps[1]?.sweep(new Date(), 60 * 60_000)).toEqual({ submissions: 0, subscribers: 0, skipped: true });
    expect(await sweeps[2]?.sweep()).toEqual({ submissions: 1, subscribers: 0, registrations: 0 });
  });
});
