import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StoreKind, sql, storeKinds, storeUnderTest } from "@/tests/contact-stores";
import { databaseFileName, submissionStore } from "./contact/store";
import { Database } from "./db/database.mjs";
import { registrationStore } from "./events/registrations";
import { subscriberStore } from "./newsletter/store";
import { startRetentionSweep } from "./retention-sweep";

// Retention on each real store: the running server's sweep and the documented commands delete contact
// submissions past their period and subscriptions never confirmed, keep everything else, and the deleted
// text is not left in the database files (SQLite: the file and its log, read as raw bytes; PostgreSQL:
// the tables' data files).

const root = join(import.meta.dirname, "..", "..");
// Each test starts a store (a PostgreSQL database), an SMTP server or a CLI: more than the default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  vi.restoreAllMocks();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
const submission = (marker: string) => ({
  name: `Name ${marker}`,
  email: `${marker}@example.org`,
  phone: "",
  company: "",
  service: "",
  message: `Message ${marker} about a patient`,
});

/** Rows of every kind, old and recent, each with a marker of its own; the old ones dated back. */
async function seed(kind: StoreKind) {
  const store = await storeUnderTest(kind);
  const database = new Database(store.config);
  const submissions = submissionStore(database);
  const subscribers = subscriberStore(database);
  const registrations = registrationStore(database);
  const close = () => database.close();
  // Registrations are kept as long as submissions after their event ended: one of an event that ended 25 months ago, one of last week's.
  for (const [marker, ended] of [
    ["oldregistrationxq", daysAgo(25 * 31)],
    ["keptregistrationxq", daysAgo(7)],
  ] as const) {
    await registrations.register(
      {
        event_id: `event-${marker}`,
        event_slug: marker,
        event_end: ended,
        name: marker,
        email: `${marker}@example.org`,
        organization: "Org",
        role: "Role",
        consent_text: "",
        address: "203.0.113.5",
      },
      null,
    );
  }
  await submissions.insert(submission("oldsubmissionxq"));
  await submissions.insert(submission("keptsubmissionxq"));
  const request = (marker: string) =>
    subscribers.request({ email: `${marker}@example.org`, consentText: `Consent ${marker}`, address: "203.0.113.5" });
  for (const marker of ["oldpendingxq", "newpendingxq", "oldconfirmedxq"]) await subscribers.decide(await request(marker), 600_000);
  // A subscribe request stored and never decided (its process stopped, its queue failing): it expires as an unconfirmed subscription.
  await request("stalerequestxq");
  const pragma = kind === "sqlite" ? "PRAGMA secure_delete = ON; " : "";
  await store.exec(
    `${pragma}UPDATE submissions SET created_at = '${daysAgo(25 * 31)}' WHERE email = 'oldsubmissionxq@example.org';
     UPDATE submissions SET created_at = '${daysAgo(23 * 30)}' WHERE email = 'keptsubmissionxq@example.org';
     UPDATE newsletter_subscribers SET created_at = '${daysAgo(8)}' WHERE email = 'oldpendingxq@example.org';
     UPDATE newsletter_subscribers SET created_at = '${daysAgo(6)}' WHERE email = 'newpendingxq@example.org';
     UPDATE newsletter_requests SET created_at = '${daysAgo(8)}' WHERE email = 'stalerequestxq@example.org';
     UPDATE newsletter_subscribers SET created_at = '${daysAgo(400)}', status = 'confirmed', confirmed_at = '${daysAgo(399)}'
       WHERE email = 'oldconfirmedxq@example.org';`,
  );
  // The rows have long been written into the database file itself (not only its log), as old rows are.
  await close();
  return { store, dataDir: store.config.dataDir, databaseUrl: store.config.databaseUrl };
}

async function expectKeptAndGone(store: Awaited<ReturnType<typeof storeUnderTest>>) {
  expect((await store.rows()).map((row) => row.email)).toEqual(["keptsubmissionxq@example.org"]);
  expect((await store.subscribers()).map((row) => row.email)).toEqual(["newpendingxq@example.org", "oldconfirmedxq@example.org"]);
  expect((await store.registrations()).map((row) => row.email)).toEqual(["keptregistrationxq@example.org"]);
}

/** Every byte of the SQLite database and its companions. */
function sqliteBytes(dataDir: string): string {
  const file = join(dataDir, databaseFileName);
  return ["", "-wal", "-shm", "-journal"]
    .map((suffix) => `${file}${suffix}`)
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString("latin1"))
    .join("");
}

/** The data files of the tables (after a checkpoint, so that what is in memory is on disk). */
async function postgresTableBytes(databaseUrl: string): Promise<string> {
  await sql(databaseUrl, "CHECKPOINT");
  const [{ dir } = { dir: "" }] = await sql<{ dir: string }>(databaseUrl, "SELECT current_setting('data_directory') AS dir");
  const paths = await sql<{ path: string }>(
    databaseUrl,
    "SELECT pg_relation_filepath(c) AS path FROM unnest(ARRAY['submissions'::regclass, 'newsletter_subscribers'::regclass, 'newsletter_requests'::regclass]) AS c",
  );
  return paths.map(({ path }) => readFileSync(join(dir, path)).toString("latin1")).join("");
}

async function storeBytes(kind: StoreKind, seeded: Awaited<ReturnType<typeof seed>>) {
  return kind === "sqlite" ? sqliteBytes(seeded.dataDir) : postgresTableBytes(seeded.databaseUrl ?? "");
}

describe.each(storeKinds)("retention on %s", (kind) => {
  it("the server's sweep deletes submissions past 24 months and subscriptions unconfirmed after 7 days, leaving no trace in the files", async () => {
    const seeded = await seed(kind);
    expect(await storeBytes(kind, seeded)).toContain("oldsubmissionxq");
    vi.spyOn(console, "info").mockImplementation(() => {});
    const sweep = startRetentionSweep({
      config: { target: "self", dataDir: seeded.dataDir, databaseUrl: seeded.databaseUrl },
      retention: { submissionMonths: 24, pendingDays: 7, sweepMinutes: 60 },
    });
    closers.push(() => sweep?.close());
    // One unconfirmed subscription and one request never decided.
    expect(await sweep?.first).toEqual({ submissions: 1, subscribers: 2, registrations: 1 });
    await expectKeptAndGone(seeded.store);

    const bytes = await storeBytes(kind, seeded);
    // oldpendingxq was a decided request too (deleted then): its bytes are gone from the requests table as well.
    for (const gone of ["oldsubmissionxq", "oldpendingxq", "stalerequestxq"]) expect(bytes, gone).not.toContain(gone);
    if (kind === "sqlite") expect(bytes).not.toContain("oldregistrationxq");
    // The kept rows are there: the check reads the right bytes.
    for (const kept of ["keptsubmissionxq", "newpendingxq", "oldconfirmedxq"]) expect(bytes, kept).toContain(kept);

    // Periodically too: a row that has just expired goes on the next sweep.
    await seeded.store.exec(`UPDATE newsletter_subscribers SET created_at = '${daysAgo(9)}' WHERE email = 'newpendingxq@example.org'`);
    expect(await sweep?.sweep()).toEqual({ submissions: 0, subscribers: 1, registrations: 0 });
  }, 120_000); // Two sweeps that rewrite the tables (no trace left in the files) and two checkpoints: slow on a busy disk.

  it("pnpm retention does the same from a cron, with the periods from the environment", async () => {
    const seeded = await seed(kind);
    const env = {
      ...process.env,
      CONTACT_DATA_DIR: seeded.dataDir,
      DATABASE_URL: seeded.databaseUrl ?? "",
      CONTACT_RETENTION_MONTHS: "24",
      NEWSLETTER_PENDING_DAYS: "7",
    };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(root, "scripts", "retention.mjs"), ...args], { env, encoding: "utf8" });
    const dry = run("--dry-run");
    expect(dry.status, dry.stderr).toBe(0);
    // One unconfirmed subscription and one subscribe request never decided.
    expect(dry.stdout).toMatch(/Would delete 1 submission\(s\) older than 24 months and 2 subscription\(s\)/);
    expect((await seeded.store.rows()).length).toBe(2);
    const result = run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Deleted 1 submission\(s\) older than 24 months and 2 subscription\(s\) unconfirmed after 7 days/);
    await expectKeptAndGone(seeded.store);
    const bytes = await storeBytes(kind, seeded);
    for (const gone of ["oldsubmissionxq", "oldpendingxq", "stalerequestxq"]) expect(bytes, gone).not.toContain(gone);
    if (kind === "sqlite") expect(bytes).not.toContain("oldregistrationxq");

    // A shorter period, set by the operator.
    const shorter = spawnSync(process.execPath, [join(root, "scripts", "retention.mjs")], {
      env: { ...env, CONTACT_RETENTION_MONTHS: "12" },
      encoding: "utf8",
    });
    expect(shorter.stdout).toMatch(/Deleted 1 submission\(s\) older than 12 months/);
    expect(await seeded.store.rows()).toEqual([]);
  }, 60_000);

  it("pnpm subscribers lists, exports formula-safe CSV, deletes, and purges the unconfirmed", async () => {
    const seeded = await seed(kind);
    await seeded.store.exec(
      "UPDATE newsletter_subscribers SET consent_text = '=HYPERLINK(\"https://evil.example\")' WHERE email = 'newpendingxq@example.org'",
    );
    const env = { ...process.env, CONTACT_DATA_DIR: seeded.dataDir, DATABASE_URL: seeded.databaseUrl ?? "" };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(root, "scripts", "subscribers.mjs"), ...args], { env, encoding: "utf8" });
    const list = run();
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/oldconfirmedxq@example\.org {2}confirmed/);
    expect(list.stdout).toMatch(/newpendingxq@example\.org {2}pending since/);
    expect(list.stdout).toMatch(/3 subscription\(s\)/);
    expect(run("--confirmed").stdout).toMatch(/1 subscription\(s\)/);
    const csv = run("--csv").stdout.trim().split("\r\n");
    expect(csv[0]).toBe("id,email,status,created_at,confirmed_at,address,consent_text,last_sent_at");
    expect(csv).toHaveLength(4);
    expect(csv.join("\n")).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(run("--purge").stdout).toMatch(/Deleted 2 subscription\(s\) unconfirmed after 7 days/);
    expect(run("--delete", "NewPendingXQ@example.org").stdout).toMatch(/Deleted subscription/);
    expect(run("--delete", "999").stdout).toMatch(/No subscription 999/);
    expect((await seeded.store.subscribers()).map((row) => row.email)).toEqual(["oldconfirmedxq@example.org"]);
    const bytes = await storeBytes(kind, seeded);
    for (const gone of ["oldpendingxq", "newpendingxq", "stalerequestxq"]) expect(bytes, gone).not.toContain(gone);
  }, 60_000);

  it("an unsubscribed address leaves no trace in the files either", async () => {
    const seeded = await seed(kind);
    const database = new Database(seeded);
    closers.push(() => database.close());
    const subscribers = subscriberStore(database);
    const row = (await subscribers.all()).find((entry) => entry.email === "oldconfirmedxq@example.org");
    await subscribers.remove(Number(row?.id));
    const bytes = await storeBytes(kind, seeded);
    expect(bytes).not.toContain("oldconfirmedxq");
    expect(bytes).toContain("newpendingxq");
  });

  // A rewrite copies every row a snapshot taken before the delete may still see (an autovacuum ANALYZE's, a request's
  // under way): the erase waits for it to end (CI left a deleted address in the file so).
  // A transaction begun before, idle between statements, holds no snapshot yet is as old (its id holds the rewrite back).
  it.runIf(kind === "postgres").each([
    [
      "still holds a snapshot from before the delete",
      ["BEGIN ISOLATION LEVEL REPEATABLE READ", "SELECT count(*) FROM newsletter_subscribers"],
    ],
    ["has a transaction begun before the delete", ["BEGIN", "SELECT txid_current()"]],
  ])("nor while another session %s", async (_, statements) => {
    const seeded = await seed(kind);
    const database = new Database(seeded);
    closers.push(() => database.close());
    const reader = new pg.Client({ connectionString: seeded.databaseUrl });
    await reader.connect();
    closers.push(() => reader.end());
    for (const statement of statements) await reader.query(statement);
    const subscribers = subscriberStore(database);
    const row = (await subscribers.all()).find((entry) => entry.email === "oldconfirmedxq@example.org");
    const removed = subscribers.remove(Number(row?.id));
    // The reader ends its transaction once the delete is committed (the erase is then waiting, or would have rewritten
    // the table already).
    while ((await seeded.store.subscribers()).some((entry) => entry.email === "oldconfirmedxq@example.org")) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await reader.query("COMMIT");
    await removed;
    expect(await storeBytes(kind, seeded)).not.toContain("oldconfirmedxq");
  });
});
