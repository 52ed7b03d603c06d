// The two stores of the contact capture, for tests that must hold on both: the SQLite file in a fresh
// temporary directory, or a fresh database on the run's PostgreSQL cluster (tests/postgres-setup.ts, started
// when a test first asks for it).
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Client } from "pg";
import { beforeAll, inject } from "vitest";
import { databaseFileName } from "@/lib/contact/store";
import type { ContactConfig } from "@/lib/form-settings";

export const storeKinds = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** Runs SQL on a PostgreSQL database and closes the connection. */
export async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let cluster: Promise<string> | undefined;

/** The run's PostgreSQL cluster (its `postgres` database as superuser), started on first use by any test file. */
export function postgresUrl(): Promise<string> {
  cluster ??= fetch(inject("postgresBroker")).then(async (response) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`The test PostgreSQL cluster could not start: ${text}`);
    return text;
  });
  return cluster;
}

// A file that imports this one runs tests on PostgreSQL: the cluster is started (once for the run) before
// the file's tests, with room for a slow start, not within the first test's time limit.
beforeAll(async () => {
  await postgresUrl();
}, 120_000);

/** A fresh, empty database on the test cluster. */
export async function freshPostgresDatabase(): Promise<string> {
  const admin = await postgresUrl();
  const name = `test_${randomBytes(6).toString("hex")}`;
  await sql(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export type StoreUnderTest = {
  kind: StoreKind;
  config: Pick<ContactConfig, "dataDir" | "databaseUrl">;
  /** Every submission row, read straight from the file or the database. */
  rows(): Promise<Array<Record<string, unknown>>>;
  /** Every newsletter subscription, read straight from the file or the database. */
  subscribers(): Promise<Array<Record<string, unknown>>>;
  /** Every event registration, read straight from the file or the database. */
  registrations(): Promise<Array<Record<string, unknown>>>;
  /** Runs SQL on the store's own database (SQLite: a second connection to the file). */
  exec(text: string): Promise<void>;
};

async function readSqlite(file: string, query: string): Promise<Array<Record<string, unknown>>> {
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(query).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

export async function storeUnderTest(kind: StoreKind): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), "contact-"));
  if (kind === "postgres") {
    const databaseUrl = await freshPostgresDatabase();
    return {
      kind,
      config: { dataDir, databaseUrl },
      rows: async () => {
        const tables = await sql(databaseUrl, "SELECT to_regclass('submissions') AS t");
        return tables[0]?.t ? sql(databaseUrl, "SELECT * FROM submissions ORDER BY id") : [];
      },
      subscribers: async () => {
        const tables = await sql(databaseUrl, "SELECT to_regclass('newsletter_subscribers') AS t");
        return tables[0]?.t ? sql(databaseUrl, "SELECT * FROM newsletter_subscribers ORDER BY id") : [];
      },
      registrations: async () => {
        const tables = await sql(databaseUrl, "SELECT to_regclass('event_registrations') AS t");
        return tables[0]?.t ? sql(databaseUrl, "SELECT * FROM event_registrations ORDER BY id") : [];
      },
      exec: async (text) => {
        await sql(databaseUrl, text);
      },
    };
  }
  const file = join(dataDir, databaseFileName);
  return {
    kind,
    config: { dataDir, databaseUrl: undefined },
    rows: () => readSqlite(file, "SELECT * FROM submissions ORDER BY id"),
    subscribers: () => readSqlite(file, "SELECT * FROM newsletter_subscribers ORDER BY id"),
    registrations: () =>
      readSqlite(file, "SELECT name FROM sqlite_master WHERE name = 'event_registrations'").then((tables) =>
        tables.length ? readSqlite(file, "SELECT * FROM event_registrations ORDER BY id") : [],
      ),
    exec: async (text) => {
      const db = new DatabaseSync(file);
      try {
        db.exec(text);
      } finally {
        db.close();
      }
    },
  };
}
