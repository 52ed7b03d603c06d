// The database's versions, applied in order at start and recorded in `kysely_migration`, each in one transaction.
// A released migration is never edited: a change to a table is a new migration.
import { sql } from "kysely";

/** @import { Kysely } from "kysely" */
/** @typedef {"sqlite" | "postgres"} Engine */
/** @typedef {{ name: string; up(db: Kysely<unknown>, engine: Engine): Promise<void> }} Release */

// 0001 is the schema the stores created before there were migrations, text for text (SQLite keeps the text), so
// that a database made then adopts it. Rate-limit counts and sweeps are PostgreSQL's alone (SQLite: one process);
// SQLite's webhook deliveries were in a file of their own then (short-lived: not carried over), and are again since
// (lib/content/webhook-replay.ts, webhook-deliveries.sqlite): this file's webhook_deliveries is no longer written;
// dropping it is a later migration's, once no release that writes it runs. PostgreSQL's is still the store's.
const initial = {
  sqlite: `
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS submissions_pending ON submissions (notified_at) WHERE notified_at IS NULL;
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  address TEXT NOT NULL,
  confirmed_at TEXT,
  last_sent_at TEXT
);
CREATE TABLE IF NOT EXISTS newsletter_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  email TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  address TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS event_registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_slug TEXT NOT NULL,
  event_end TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  organization TEXT NOT NULL,
  role TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  address TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'waitlisted')),
  UNIQUE (event_id, email)
);
CREATE INDEX IF NOT EXISTS event_registrations_event ON event_registrations (event_id, status, id);
CREATE TABLE IF NOT EXISTS webhook_deliveries (key TEXT PRIMARY KEY, keep_until INTEGER NOT NULL) STRICT;
`,
  postgres: `
CREATE TABLE IF NOT EXISTS submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  service text NOT NULL DEFAULT '',
  message text NOT NULL,
  notified_at timestamptz,
  notify_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS submissions_pending ON submissions (id) WHERE notified_at IS NULL;
CREATE TABLE IF NOT EXISTS contact_rate_hits (
  key text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_rate_hits_key_at ON contact_rate_hits (key, at);
CREATE TABLE IF NOT EXISTS retention_sweeps (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  swept_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  consent_text text NOT NULL,
  address text NOT NULL,
  confirmed_at timestamptz,
  last_sent_at timestamptz
);
CREATE TABLE IF NOT EXISTS newsletter_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  email text NOT NULL,
  consent_text text NOT NULL,
  address text NOT NULL
);
CREATE TABLE IF NOT EXISTS event_registrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  event_id text NOT NULL,
  event_slug text NOT NULL,
  event_end timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  organization text NOT NULL,
  role text NOT NULL,
  consent_text text NOT NULL,
  address text NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'waitlisted')),
  UNIQUE (event_id, email)
);
CREATE INDEX IF NOT EXISTS event_registrations_event ON event_registrations (event_id, status, id);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  key text PRIMARY KEY,
  keep_until bigint NOT NULL
);
`,
};

/** Oldest first: a release that changes a table appends one, its name sorting after the others'. @type {Release[]} */
export const releases = [
  {
    name: "0001_initial",
    // One statement per query: the SQLite driver runs one at a time.
    up: async (db, engine) => {
      for (const statement of initial[engine].split(";\n")) if (statement.trim()) await sql.raw(statement).execute(db);
    },
  },
];
