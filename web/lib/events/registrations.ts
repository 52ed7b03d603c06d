import type { SqliteSubmissionStore } from "../contact/store";
import type { PostgresStore } from "../contact/store-postgres";

export type RegistrationStatus = "confirmed" | "waitlisted";

/** A registration as stored: who, for which event, with the consent they gave and when. */
export type RegistrationRow = {
  id: number;
  created_at: string;
  event_id: string;
  event_slug: string;
  /** When the event ends: the retention purge deletes registrations a while after it (lib/retention.mjs). */
  event_end: string;
  name: string;
  email: string;
  organization: string;
  role: string;
  /** The wording of the consent to be contacted the visitor ticked (empty: not ticked). */
  consent_text: string;
  /** The client's network address (the rate limit's key), for the record of consent. */
  address: string;
  status: RegistrationStatus;
};

export type NewRegistration = Omit<RegistrationRow, "id" | "created_at" | "status">;

/** A registration's outcome: its row (a new one, or the one this address already had for the event). */
export type Registered = { row: RegistrationRow; created: boolean };

/**
 * Registrations for events, in the contact capture's store (the SQLite file or PostgreSQL). `register`
 * decides the seat atomically: the count of confirmed registrations and the insert are one transaction
 * under a lock on the event (SQLite: `BEGIN IMMEDIATE`, the file's write lock; PostgreSQL: an advisory
 * lock on the event's id, held to the commit), so registrations arriving together never over-book: once
 * `capacity` are confirmed, the next are waiting-listed. An address registers once per event (a second
 * post answers the first registration). Resolves once the row is committed, rejects otherwise.
 */
export interface RegistrationStore {
  readonly location: string;
  register(entry: NewRegistration, capacity: number | null): Promise<Registered>;
  find(id: number): Promise<RegistrationRow | undefined>;
  /**
   * Deletes a registration; when it held a seat and someone waits, the first on the waiting list takes it
   * (in the same transaction), and is returned so they can be told.
   */
  cancel(id: number, capacity: number | null): Promise<{ canceled: RegistrationRow | undefined; promoted: RegistrationRow | undefined }>;
  /** Every registration, or one event's, oldest first. */
  list(eventId?: string): Promise<RegistrationRow[]>;
  close(): Promise<void>;
}

const sqliteSchema = `
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
`;

export class SqliteRegistrationStore implements RegistrationStore {
  #ready = false;
  constructor(
    readonly base: SqliteSubmissionStore,
    readonly ownsBase = false,
  ) {}

  get location(): string {
    return this.base.location;
  }

  get #db() {
    const db = this.base.db;
    if (!this.#ready) {
      db.exec(sqliteSchema);
      this.#ready = true;
    }
    return db;
  }

  /** One write transaction: SQLite's write lock is taken at BEGIN IMMEDIATE, so no other writer (process) runs between the count and the insert. */
  #transaction<T>(work: () => T): T {
    const db = this.#db;
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }

  async register(entry: NewRegistration, capacity: number | null): Promise<Registered> {
    return this.#transaction(() => {
      const db = this.#db;
      const existing = db.prepare("SELECT * FROM event_registrations WHERE event_id = ? AND email = ?").get(entry.event_id, entry.email) as
        | RegistrationRow
        | undefined;
      if (existing) return { row: existing, created: false };
      const { seated } = db
        .prepare("SELECT count(*) AS seated FROM event_registrations WHERE event_id = ? AND status = 'confirmed'")
        .get(entry.event_id) as { seated: number };
      const status: RegistrationStatus = capacity === null || seated < capacity ? "confirmed" : "waitlisted";
      const result = db
        .prepare(
          `INSERT INTO event_registrations (created_at, event_id, event_slug, event_end, name, email, organization, role, consent_text, address, status)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          new Date().toISOString(),
          entry.event_id,
          entry.event_slug,
          entry.event_end,
          entry.name,
          entry.email,
          entry.organization,
          entry.role,
          entry.consent_text,
          entry.address,
          status,
        );
      return { row: this.#get(Number(result.lastInsertRowid)), created: true };
    });
  }

  #get(id: number): RegistrationRow {
    const row = this.#db.prepare("SELECT * FROM event_registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
    if (!row) throw new Error(`registration ${id} vanished`);
    return row;
  }

  async find(id: number): Promise<RegistrationRow | undefined> {
    return this.#db.prepare("SELECT * FROM event_registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
  }

  async cancel(id: number, capacity: number | null) {
    const result = this.#transaction(() => {
      const db = this.#db;
      const canceled = db.prepare("SELECT * FROM event_registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
      if (!canceled) return { canceled: undefined, promoted: undefined };
      db.prepare("DELETE FROM event_registrations WHERE id = ?").run(id);
      let promoted: RegistrationRow | undefined;
      if (canceled.status === "confirmed") {
        const { seated } = db
          .prepare("SELECT count(*) AS seated FROM event_registrations WHERE event_id = ? AND status = 'confirmed'")
          .get(canceled.event_id) as { seated: number };
        const next = db
          .prepare("SELECT * FROM event_registrations WHERE event_id = ? AND status = 'waitlisted' ORDER BY id LIMIT 1")
          .get(canceled.event_id) as RegistrationRow | undefined;
        if (next && (capacity === null || seated < capacity)) {
          db.prepare("UPDATE event_registrations SET status = 'confirmed' WHERE id = ?").run(next.id);
          promoted = { ...next, status: "confirmed" };
        }
      }
      return { canceled, promoted };
    });
    if (result.canceled) this.base.truncateLog();
    return result;
  }

  async list(eventId?: string): Promise<RegistrationRow[]> {
    const db = this.#db;
    return (
      eventId === undefined
        ? db.prepare("SELECT * FROM event_registrations ORDER BY id").all()
        : db.prepare("SELECT * FROM event_registrations WHERE event_id = ? ORDER BY id").all(eventId)
    ) as RegistrationRow[];
  }

  async close(): Promise<void> {
    if (this.ownsBase) await this.base.close();
  }
}

const postgresSchema = `
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
`;

/** The first key of an event's advisory lock (the second is the event id's hash), apart from the other locks. */
const eventLockSpace = 0x6576_6e74; // "evnt"

type PgRow = Omit<RegistrationRow, "created_at" | "event_end"> & { created_at: Date; event_end: Date };
const fromPg = ({ created_at, event_end, ...row }: PgRow): RegistrationRow => ({
  ...row,
  created_at: created_at.toISOString(),
  event_end: event_end.toISOString(),
});

export class PostgresRegistrationStore implements RegistrationStore {
  #ready: Promise<void> | undefined;
  constructor(
    readonly base: PostgresStore,
    readonly ownsBase = false,
  ) {}

  get location(): string {
    return this.base.location;
  }

  #schema(): Promise<void> {
    this.#ready ??= this.base
      .ready()
      .then(() =>
        this.base.transaction(async (client) => {
          await client.query("SELECT pg_advisory_xact_lock(hashtext('fernleaf event registrations schema'))");
          await client.query(postgresSchema);
        }),
      )
      .catch((error: unknown) => {
        this.#ready = undefined;
        throw error;
      });
    return this.#ready;
  }

  async register(entry: NewRegistration, capacity: number | null): Promise<Registered> {
    await this.#schema();
    return this.base.transaction(async (client) => {
      // Registrations for one event wait for each other here, to the commit; other events' pass.
      await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [eventLockSpace, entry.event_id]);
      const existing = await client.query<PgRow>("SELECT * FROM event_registrations WHERE event_id = $1 AND email = $2", [
        entry.event_id,
        entry.email,
      ]);
      if (existing.rows[0]) return { row: fromPg(existing.rows[0]), created: false };
      const seated = await client.query<{ seated: number }>(
        "SELECT count(*)::int AS seated FROM event_registrations WHERE event_id = $1 AND status = 'confirmed'",
        [entry.event_id],
      );
      const status: RegistrationStatus = capacity === null || (seated.rows[0]?.seated ?? 0) < capacity ? "confirmed" : "waitlisted";
      const inserted = await client.query<PgRow>(
        `INSERT INTO event_registrations (event_id, event_slug, event_end, name, email, organization, role, consent_text, address, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          entry.event_id,
          entry.event_slug,
          entry.event_end,
          entry.name,
          entry.email,
          entry.organization,
          entry.role,
          entry.consent_text,
          entry.address,
          status,
        ],
      );
      const row = inserted.rows[0];
      if (!row) throw new Error("the insert returned no row");
      return { row: fromPg(row), created: true };
    });
  }

  async find(id: number): Promise<RegistrationRow | undefined> {
    await this.#schema();
    const [row] = await this.base.query<PgRow>("SELECT * FROM event_registrations WHERE id = $1", [id]);
    return row ? fromPg(row) : undefined;
  }

  async cancel(id: number, capacity: number | null) {
    await this.#schema();
    const result = await this.base.transaction(async (client) => {
      const found = await client.query<PgRow>("SELECT * FROM event_registrations WHERE id = $1", [id]);
      const row = found.rows[0];
      if (!row) return { canceled: undefined, promoted: undefined };
      await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [eventLockSpace, row.event_id]);
      const deleted = await client.query<PgRow>("DELETE FROM event_registrations WHERE id = $1 RETURNING *", [id]);
      const canceled = deleted.rows[0];
      if (!canceled) return { canceled: undefined, promoted: undefined };
      let promoted: RegistrationRow | undefined;
      if (canceled.status === "confirmed") {
        const seated = await client.query<{ seated: number }>(
          "SELECT count(*)::int AS seated FROM event_registrations WHERE event_id = $1 AND status = 'confirmed'",
          [canceled.event_id],
        );
        if (capacity === null || (seated.rows[0]?.seated ?? 0) < capacity) {
          const next = await client.query<PgRow>(
            `UPDATE event_registrations SET status = 'confirmed' WHERE id = (
               SELECT id FROM event_registrations WHERE event_id = $1 AND status = 'waitlisted' ORDER BY id LIMIT 1
             ) RETURNING *`,
            [canceled.event_id],
          );
          promoted = next.rows[0] ? fromPg(next.rows[0]) : undefined;
        }
      }
      return { canceled: fromPg(canceled), promoted };
    });
    return result;
  }

  async list(eventId?: string): Promise<RegistrationRow[]> {
    await this.#schema();
    const rows =
      eventId === undefined
        ? await this.base.query<PgRow>("SELECT * FROM event_registrations ORDER BY id")
        : await this.base.query<PgRow>("SELECT * FROM event_registrations WHERE event_id = $1 ORDER BY id", [eventId]);
    return rows.map(fromPg);
  }

  async close(): Promise<void> {
    if (this.ownsBase) await this.base.close();
  }
}
