import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, Tables } from "../db/database.mjs";

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

/** The registrations of a database (lib/db/database.mjs); `close` closes the handle. */
export function registrationStore(database: Database): RegistrationStore {
  const { db } = database;
  const rows = (executor: Kysely<Tables> = db) => executor.selectFrom("event_registrations").selectAll();
  return {
    location: database.location,
    async register(entry, capacity) {
      await database.ready();
      return db.transaction().execute(async (trx) => {
        await lockEvent(database, trx, entry.event_id);
        const existing = await rows(trx).where("event_id", "=", entry.event_id).where("email", "=", entry.email).executeTakeFirst();
        if (existing) return { row: existing, created: false };
        const status: RegistrationStatus = capacity === null || (await seated(trx, entry.event_id)) < capacity ? "confirmed" : "waitlisted";
        const row = await trx
          .insertInto("event_registrations")
          .values({ created_at: new Date().toISOString(), ...entry, status })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, created: true };
      });
    },
    async find(id) {
      await database.ready();
      return rows().where("id", "=", id).executeTakeFirst();
    },
    cancel: (id, capacity) => cancel(database, id, capacity),
    async list(eventId) {
      await database.ready();
      return rows()
        .$if(eventId !== undefined, (query) => query.where("event_id", "=", eventId ?? ""))
        .orderBy("id")
        .execute();
    },
    close: () => database.close(),
  };
}

/** Deletes a registration and, when it held a seat, gives the seat to the first on the waiting list (one transaction). */
async function cancel(database: Database, id: number, capacity: number | null) {
  const { db } = database;
  await database.ready();
  const result = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom("event_registrations").select("event_id").where("id", "=", id).executeTakeFirst();
    if (!found) return { canceled: undefined, promoted: undefined };
    await lockEvent(database, trx, found.event_id);
    const canceled = await trx.deleteFrom("event_registrations").where("id", "=", id).returningAll().executeTakeFirst();
    if (canceled?.status !== "confirmed" || (capacity !== null && (await seated(trx, canceled.event_id)) >= capacity)) {
      return { canceled, promoted: undefined };
    }
    const next = trx
      .selectFrom("event_registrations")
      .select("id")
      .where("event_id", "=", canceled.event_id)
      .where("status", "=", "waitlisted")
      .orderBy("id")
      .limit(1);
    const promoted = await trx
      .updateTable("event_registrations")
      .set({ status: "confirmed" })
      .where("id", "=", next)
      .returningAll()
      .executeTakeFirst();
    return { canceled, promoted };
  });
  if (result.canceled) await database.erase(["event_registrations"]);
  return result;
}

async function seated(trx: Transaction<Tables>, eventId: string): Promise<number> {
  const { seated } = await trx
    .selectFrom("event_registrations")
    .select((eb) => eb.fn.countAll<number | string>().as("seated"))
    .where("event_id", "=", eventId)
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return Number(seated);
}

/**
 * Engine difference: registrations for one event wait for each other from here to the commit. PostgreSQL
 * takes an advisory lock on the event's id (other events' pass); on SQLite the transaction already holds the
 * file's write lock from its start (BEGIN IMMEDIATE, lib/db/database.mjs).
 */
async function lockEvent(database: Database, trx: Transaction<Tables>, eventId: string): Promise<void> {
  if (database.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${eventLockSpace}, hashtext(${eventId}))`.execute(trx);
}

/** The first key of an event's advisory lock (the second is the event id's hash), apart from the other locks. */
const eventLockSpace = 0x6576_6e74; // "evnt"
