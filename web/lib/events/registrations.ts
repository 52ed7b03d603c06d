import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { whenReady } from "../contact/store";
import type { Database, Tables } from "../db/database.mjs";

/**
 * A registration as stored: who, for which event (`event_end`: the retention purge deletes registrations a while
 * after it, lib/retention.mjs), with the consent wording they ticked (empty: not ticked) and their network address.
 */
export type RegistrationRow = Selectable<Tables["event_registrations"]>;

/**
 * Registrations for events, in the contact capture's store (the SQLite file or PostgreSQL). `register`
 * decides the seat atomically: the count of confirmed registrations and the insert are one transaction
 * under a lock on the event (`lockEvent`), so registrations arriving together never over-book: once
 * `capacity` are confirmed, the next are waiting-listed. An address registers once per event (a second
 * post answers the first registration). Resolves once the row is committed, rejects otherwise.
 */
export function registrationStore(database: Database) {
  const { db } = database;
  const rows = (executor: Kysely<Tables> = db) => executor.selectFrom("event_registrations").selectAll();
  const ready = whenReady(database);
  return {
    location: database.location,
    register: ready((entry: Omit<RegistrationRow, "id" | "created_at" | "status">, capacity: number | null) =>
      db.transaction().execute(async (trx) => {
        await lockEvent(database, trx, entry.event_id);
        const existing = await rows(trx).where("event_id", "=", entry.event_id).where("email", "=", entry.email).executeTakeFirst();
        if (existing) return { row: existing, created: false };
        const status = capacity === null || (await seated(trx, entry.event_id)) < capacity ? "confirmed" : "waitlisted";
        const row = await trx
          .insertInto("event_registrations")
          .values({ created_at: new Date().toISOString(), ...entry, status })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, created: true };
      }),
    ),
    find: ready((id: number) => rows().where("id", "=", id).executeTakeFirst()),
    cancel: ready((id: number, capacity: number | null) => cancel(database, id, capacity)),
    /** Every registration, or one event's, oldest first. */
    list: ready((eventId?: string) =>
      rows()
        .$if(eventId !== undefined, (query) => query.where("event_id", "=", eventId ?? ""))
        .orderBy("id")
        .execute(),
    ),
  };
}

export type RegistrationStore = ReturnType<typeof registrationStore>;

/**
 * Deletes a registration; when it held a seat and someone waits, the first on the waiting list takes it (in the same
 * transaction), and is returned so they can be told.
 */
async function cancel(database: Database, id: number, capacity: number | null) {
  const result = await database.db.transaction().execute(async (trx) => {
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
  // The first key, "evnt", keeps these locks apart from the others; the second is the event id's hash.
  if (database.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${0x6576_6e74}, hashtext(${eventId}))`.execute(trx);
}
