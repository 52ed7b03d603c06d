import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StoreKind, type StoreUnderTest, sql, storeKinds, storeUnderTest } from "@/tests/contact-stores";
import { databaseFileName, submissionStore } from "../contact/store";
import { registrationStore } from "../events/registrations";
import { subscriberStore } from "../newsletter/store";
import { Database, sql as query } from "./database.mjs";
import { referralMigration } from "./fixtures/referral-migration.mjs";
import { type Release, releases } from "./migrations.mjs";

// Issue 38: a database made by the release before migrations (its schema kept as a fixture, with rows in every
// table) is opened by this code: the staff commands still read every row, and new submissions, subscriptions
// and registrations store; then a later release's migration adds a column, and the same holds. The schema the
// first migration leaves on such a database is the one it makes on an empty one (this fails if the first
// migration ever differs from the schema of that release).

vi.setConfig({ testTimeout: 90_000 });
const root = join(import.meta.dirname, "..", "..", "..");
const fixture = (kind: StoreKind) => readFileSync(join(import.meta.dirname, "fixtures", `schema-before-migrations.${kind}.sql`), "utf8");
const closers: Array<() => Promise<void>> = [];
const added: Release[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  for (const release of added.splice(0)) releases.splice(releases.indexOf(release), 1);
});

const at = "2026-01-05T10:00:00.000Z";
const ends = "2030-01-01T00:00:00.000Z";
// Literal values, the same text on both engines (PostgreSQL reads the ISO text as timestamptz).
const oldRows = `
INSERT INTO submissions (created_at, name, email, message) VALUES ('${at}', 'Oldname Alpha', 'alpha@example.org', 'First old message');
INSERT INTO submissions (created_at, name, email, phone, company, service, message, notified_at, notify_attempts)
  VALUES ('${at}', 'Oldname Beta', 'beta@example.org', '555 0100', 'Clinic', 'strategy', 'Second old message', '${at}', 1);
INSERT INTO newsletter_subscribers (email, status, created_at, consent_text, address, confirmed_at, last_sent_at)
  VALUES ('old-confirmed@example.org', 'confirmed', '${at}', 'Yes', '203.0.113.1', '${at}', '${at}');
INSERT INTO newsletter_subscribers (email, status, created_at, consent_text, address) VALUES ('old-pending@example.org', 'pending', '${at}', 'Yes', '203.0.113.2');
INSERT INTO newsletter_requests (created_at, email, consent_text, address) VALUES ('${at}', 'old-request@example.org', 'Yes', '203.0.113.3');
INSERT INTO event_registrations (created_at, event_id, event_slug, event_end, name, email, organization, role, consent_text, address, status)
  VALUES ('${at}', 'event-1', 'old-event', '${ends}', 'Oldname Gamma', 'gamma@example.org', 'Hospital', 'Nurse', '', '203.0.113.4', 'confirmed');
INSERT INTO event_registrations (created_at, event_id, event_slug, event_end, name, email, organization, role, consent_text, address, status)
  VALUES ('${at}', 'event-1', 'old-event', '${ends}', 'Oldname Delta', 'delta@example.org', 'Hospital', 'Doctor', 'Yes', '203.0.113.5', 'waitlisted');
`;
// The tables only PostgreSQL had: the shared rate-limit counts, the sweep's bookkeeping, the webhook's deliveries.
const oldPostgresRows = `
INSERT INTO contact_rate_hits (key, at) VALUES ('client:203.0.113.1', 1767607200000);
INSERT INTO retention_sweeps (id, swept_at) VALUES (true, '${at}');
INSERT INTO webhook_deliveries (key, keep_until) VALUES ('signature:old', 4102444800000);
`;

/** A database as the release before migrations left it: its schema, and rows in every table. */
async function oldDatabase(kind: StoreKind): Promise<StoreUnderTest> {
  const store = await storeUnderTest(kind);
  if (store.config.databaseUrl) {
    await sql(store.config.databaseUrl, fixture(kind) + oldRows + oldPostgresRows);
  } else {
    const db = new DatabaseSync(join(store.config.dataDir, databaseFileName));
    db.exec(`PRAGMA journal_mode = WAL; ${fixture(kind)}${oldRows}`);
    db.close();
  }
  return store;
}

/** Tables, columns, types, defaults, indexes and constraints: what a migration could make differently. */
async function schemaOf(store: StoreUnderTest): Promise<unknown> {
  const url = store.config.databaseUrl;
  if (!url) {
    const db = new DatabaseSync(join(store.config.dataDir, databaseFileName), { readOnly: true });
    try {
      return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all();
    } finally {
      db.close();
    }
  }
  return {
    columns: await sql(
      url,
      "SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity, identity_generation FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name",
    ),
    indexes: await sql(url, "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname"),
    constraints: await sql(
      url,
      "SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY conname",
    ),
  };
}

/** A staff command (pnpm submissions, subscribers, registrations) on the store; `preload` is a module run first. */
function staff(store: StoreUnderTest, command: string, args: string[] = [], preload?: string): string {
  const env = { ...process.env, CONTACT_DATA_DIR: store.config.dataDir, DATABASE_URL: store.config.databaseUrl ?? "" };
  const flags = preload ? ["--import", preload] : [];
  const result = spawnSync(process.execPath, [...flags, join(root, "scripts", `${command}.mjs`), ...args], { env, encoding: "utf8" });
  expect(result.status, `${command}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The database through this code's stores (closed after the test). */
function open(store: StoreUnderTest) {
  const database = new Database(store.config);
  closers.push(() => database.close());
  return {
    database,
    submissions: submissionStore(database),
    subscribers: subscriberStore(database),
    registrations: registrationStore(database),
  };
}

/** Stores a submission, a subscription and a registration marked `marker`, as the handlers do. */
async function storeNew(store: StoreUnderTest, marker: string) {
  const { submissions, subscribers, registrations } = open(store);
  await submissions.insert({
    name: `Newname ${marker}`,
    email: `${marker}@example.org`,
    phone: "",
    company: "",
    service: "",
    message: "New",
  });
  const request = await subscribers.request({ email: `${marker}@example.org`, consentText: "Yes", address: "198.51.100.1" });
  expect((await subscribers.decide(request, 60_000))?.send).toBe(true);
  const entry = {
    event_id: "event-1",
    event_slug: "old-event",
    event_end: ends,
    organization: "Lab",
    role: "Chemist",
    consent_text: "",
    address: "198.51.100.1",
  };
  const registered = await registrations.register({ ...entry, name: `Newname ${marker}`, email: `${marker}@example.org` }, 1);
  expect(registered).toMatchObject({ created: true, row: { status: "waitlisted" } });
}

/** Every row, old and new, as the staff commands list them. */
function expectStaffReadEverything(store: StoreUnderTest, markers: string[], preload?: string) {
  const submissions = staff(store, "submissions", [], preload);
  for (const name of ["Oldname Alpha", "Oldname Beta", ...markers.map((marker) => `Newname ${marker}`)])
    expect(submissions).toContain(name);
  expect(submissions).toContain(`${2 + markers.length} submission(s)`);
  const subscribers = staff(store, "subscribers", [], preload);
  for (const email of ["old-confirmed@example.org", "old-pending@example.org", ...markers.map((marker) => `${marker}@example.org`)]) {
    expect(subscribers).toContain(email);
  }
  const registrations = staff(store, "registrations", ["--event", "old-event"], preload);
  for (const name of ["Oldname Gamma", "Oldname Delta", ...markers.map((marker) => `Newname ${marker}`)])
    expect(registrations).toContain(name);
  expect(staff(store, "registrations", [], preload)).toContain(`old-event  1 registered, ${1 + markers.length} on the waiting list`);
}

describe.each(storeKinds)("a database made before migrations, on %s", (kind) => {
  it("is adopted by the first migration unchanged: the staff read every row, new rows store; then again after a column is added", async () => {
    const store = await oldDatabase(kind);
    expectStaffReadEverything(store, []);
    await storeNew(store, "first");
    expectStaffReadEverything(store, ["first"]);
    // The subscribe request left waiting by the old release is decided by this one.
    const { subscribers } = open(store);
    expect(await subscribers.waiting()).toHaveLength(1);
    for (const id of await subscribers.waiting()) await subscribers.decide(id, 60_000);
    expect((await subscribers.all()).map((row) => row.email)).toContain("old-request@example.org");

    // The same schema as the migrations make on an empty database: the first migration is that release's schema.
    const fresh = await storeUnderTest(kind);
    await open(fresh).database.ready();
    expect(await schemaOf(store)).toEqual(await schemaOf(fresh));

    // A later release adds a column to the submissions (its staff commands bring the migration too).
    for (const close of closers.splice(0).reverse()) await close();
    releases.push(referralMigration);
    added.push(referralMigration);
    const preload = join(import.meta.dirname, "fixtures", "with-referral-migration.mjs");
    expectStaffReadEverything(store, ["first"], preload);
    await storeNew(store, "second");
    expectStaffReadEverything(store, ["first", "second"], preload);
    const rows = await open(store).submissions.all();
    expect(rows.map((row) => (row as Record<string, unknown>).referral)).toEqual(["", "", "", ""]);
  });

  it("leaves the database as it was when a migration fails, and says which and why", async () => {
    const store = await storeUnderTest(kind);
    const current = new Database(store.config);
    await current.ready();
    await current.close();
    const before = await schemaOf(store);
    const failing: Release = {
      name: "9002_test_fails",
      up: async (db) => {
        await db.schema.alterTable("submissions").addColumn("half_done", "text").execute();
        await query`SELECT * FROM no_such_table`.execute(db);
      },
    };
    releases.push(failing);
    added.push(failing);
    const database = new Database(store.config);
    closers.push(() => database.close());
    await expect(database.ready()).rejects.toThrow(/9002_test_fails failed, nothing of it applied: .*no_such_table/);
    expect(await schemaOf(store)).toEqual(before);
  });
});

describe("two instances starting together on one PostgreSQL", () => {
  it("migrate once: the second waits for the first's lock, then finds the migrations applied", async () => {
    const store = await storeUnderTest("postgres");
    const url = store.config.databaseUrl as string;
    let runs = 0;
    const once: Release = {
      name: "9003_test_once",
      up: async (db) => {
        runs += 1;
        // Not idempotent: a second run would fail ("already exists").
        await db.schema.createTable("migrated_once").addColumn("id", "integer").execute();
        // Held until the other instance waits on the migration lock (an event, read from PostgreSQL's lock table).
        for (;;) {
          const [waiting] = await sql<{ n: number }>(
            url,
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          );
          if ((waiting?.n ?? 0) > 0) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
    };
    releases.push(once);
    added.push(once);
    const instances = [new Database(store.config), new Database(store.config)];
    for (const instance of instances) closers.push(() => instance.close());
    await Promise.all(instances.map((instance) => instance.ready()));
    expect(runs).toBe(1);
    const applied = await sql<{ name: string }>(url, "SELECT name FROM kysely_migration ORDER BY name");
    // Every release once, the test's last.
    expect(applied.map((row) => row.name)).toEqual(releases.map((release) => release.name));
    expect(applied.at(-1)?.name).toBe("9003_test_once");
  });
});
