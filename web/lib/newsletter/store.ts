import type { Selectable, Transaction } from "kysely";
import { whenReady } from "../contact/store";
import type { Database, Tables } from "../db/database.mjs";

/** A subscription as stored: the address, when and how it was given (the consent wording, the client's address). */
export type SubscriberRow = Selectable<Tables["newsletter_subscribers"]>;

/**
 * The newsletter's subscribers, in the same database as the contact submissions. A subscribe is stored as it was
 * asked (`request`: one INSERT into `newsletter_requests`, the same statement whatever the address, so the answer's
 * time tells no one's subscription), and decided after the answer (`decide`), atomically, so two posts at once, or a
 * visitor pressing twice, send one email per cooldown.
 */
export function subscriberStore(database: Database) {
  const { db } = database;
  const ready = whenReady(database);
  const subscribers = () => db.selectFrom("newsletter_subscribers").selectAll();
  return {
    location: database.location,
    database,
    request: ready(async (entry: { email: string; consentText: string; address: string }) => {
      const { id } = await db
        .insertInto("newsletter_requests")
        .values({ created_at: new Date().toISOString(), email: entry.email, consent_text: entry.consentText, address: entry.address })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    }),
    /** The requests stored and not decided yet (left by a process that stopped, say), oldest first. */
    waiting: ready(async () => (await db.selectFrom("newsletter_requests").select("id").orderBy("id").execute()).map(({ id }) => id)),
    decide: ready((requestId: number, cooldownMs: number) => db.transaction().execute((trx) => decide(trx, requestId, cooldownMs))),
    /** The claimed email could not be sent: the next subscribe may send again at once. */
    sendFailed: ready(async (id: number) => {
      await db.updateTable("newsletter_subscribers").set({ last_sent_at: null }).where("id", "=", id).execute();
    }),
    find: ready((id: number) => subscribers().where("id", "=", id).executeTakeFirst()),
    /** Marks a pending subscription confirmed (a confirmed one stays as it is). */
    confirm: ready(async (id: number) => {
      await db
        .updateTable("newsletter_subscribers")
        .set({ status: "confirmed", confirmed_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
    }),
    remove: ready(async (id: number) => {
      const removed = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
      // The requests' table too: it still holds the address's decided subscribe requests as deleted rows.
      if (removed.numDeletedRows > 0n) await database.erase(["newsletter_subscribers", "newsletter_requests"]);
    }),
    all: ready(() => subscribers().orderBy("id").execute()),
  };
}

export type SubscriberStore = ReturnType<typeof subscriberStore>;

/**
 * Decides a stored request and deletes it, in one transaction (undefined: already decided elsewhere; on SQLite it
 * holds the file's write lock from its start, on PostgreSQL the deleted request stays locked to the commit, so
 * another instance deciding it waits and then finds it gone). A new address is stored pending and claimed for an
 * email; one pending whose last email is older than the cooldown (or failed) is refreshed with this consent and
 * time, and claimed; otherwise (pending within the cooldown, or confirmed) nothing changes and nothing is claimed.
 */
async function decide(trx: Transaction<Tables>, requestId: number, cooldownMs: number) {
  const request = await trx
    .deleteFrom("newsletter_requests")
    .where("id", "=", requestId)
    .returning(["email", "consent_text", "address", "created_at"])
    .executeTakeFirst();
  if (!request) return undefined;
  const { email, ...asked } = request;
  const now = new Date();
  const fresh = { ...asked, last_sent_at: now.toISOString() };
  for (;;) {
    const inserted = await trx
      .insertInto("newsletter_subscribers")
      .values({ email, status: "pending", ...fresh })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, send: true };
    // One statement: of two decisions at once, one updates the row and the other finds it within the cooldown.
    const refreshed = await trx
      .updateTable("newsletter_subscribers")
      .set(fresh)
      .where("email", "=", email)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("last_sent_at", "is", null), eb("last_sent_at", "<", new Date(now.getTime() - cooldownMs).toISOString())]))
      .returningAll()
      .executeTakeFirst();
    if (refreshed) return { row: refreshed, send: true };
    const row = await trx.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    // Deleted in between (unsubscribed, expired): subscribe afresh.
    if (row) return { row, send: false };
  }
}
