import type { Transaction } from "kysely";
import type { Database, Tables } from "../db/database.mjs";

export type SubscriberStatus = "pending" | "confirmed";

/** A subscription as stored: the address, when and how it was given (the consent wording, the client's address). */
export type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  /** When the (latest) subscription was asked for: an unconfirmed one expires from here. */
  created_at: string;
  consent_text: string;
  /** The client's network address when they subscribed (the rate limit's key), for the record of consent. */
  address: string;
  confirmed_at: string | null;
  /** When the last confirmation email went out (null: none yet, or the last one failed). */
  last_sent_at: string | null;
};

export type NewSubscription = { email: string; consentText: string; address: string };

/** What deciding a stored request did: the subscription it left, and whether a confirmation email is to go out now. */
export type Decision = { row: SubscriberRow; send: boolean };

/**
 * The newsletter's subscribers, in the same database as the contact submissions. A subscribe is stored as it was asked (`request`: one INSERT into `newsletter_requests`,
 * the same statement whatever the address, so the answer's time tells no one's subscription), and
 * decided after the answer (`decide`), atomically, so two posts at once, or a visitor pressing twice,
 * send one email per cooldown.
 */
export interface SubscriberStore {
  readonly location: string;
  /** The database it is in. */
  readonly database: Database;
  /** Stores a subscribe as asked, durably (committed when it resolves): the request path's only write. */
  request(entry: NewSubscription): Promise<number>;
  /** The requests stored and not decided yet (left by a process that stopped, say), oldest first. */
  waiting(): Promise<number[]>;
  /**
   * Decides a stored request and deletes it, in one transaction (undefined: already decided elsewhere).
   * A new address is stored pending, and claimed for an email. An address pending whose last email is
   * older than the cooldown (or failed) is refreshed with this consent and time, and claimed. Otherwise
   * (pending within the cooldown, or confirmed) nothing changes and nothing is claimed.
   */
  decide(requestId: number, cooldownMs: number): Promise<Decision | undefined>;
  /** The claimed email could not be sent: the next subscribe may send again at once. */
  sendFailed(id: number): Promise<void>;
  find(id: number): Promise<SubscriberRow | undefined>;
  /** Marks a pending subscription confirmed (a confirmed one stays as it is). */
  confirm(id: number): Promise<void>;
  /** Deletes the subscription (its text overwritten, see lib/retention.mjs). */
  remove(id: number): Promise<void>;
  all(): Promise<SubscriberRow[]>;
}

/** The subscribers of a database (lib/db/database.mjs). */
export function subscriberStore(database: Database): SubscriberStore {
  const { db } = database;
  const find = (id: number) => db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
  return {
    location: database.location,
    database,
    async request(entry) {
      await database.ready();
      const { id } = await db
        .insertInto("newsletter_requests")
        .values({ created_at: new Date().toISOString(), email: entry.email, consent_text: entry.consentText, address: entry.address })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    async waiting() {
      await database.ready();
      return (await db.selectFrom("newsletter_requests").select("id").orderBy("id").execute()).map(({ id }) => id);
    },
    async decide(requestId, cooldownMs) {
      await database.ready();
      return db.transaction().execute((trx) => decide(trx, requestId, cooldownMs));
    },
    async sendFailed(id) {
      await database.ready();
      await db.updateTable("newsletter_subscribers").set({ last_sent_at: null }).where("id", "=", id).execute();
    },
    async find(id) {
      await database.ready();
      return find(id);
    },
    async confirm(id) {
      await database.ready();
      await db
        .updateTable("newsletter_subscribers")
        .set({ status: "confirmed", confirmed_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
    },
    async remove(id) {
      await database.ready();
      const removed = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
      // The requests' table too: it still holds the address's decided subscribe requests as deleted rows.
      if (removed.numDeletedRows > 0n) await database.erase(["newsletter_subscribers", "newsletter_requests"]);
    },
    async all() {
      await database.ready();
      return db.selectFrom("newsletter_subscribers").selectAll().orderBy("id").execute();
    },
  };
}

/**
 * One transaction (on SQLite it holds the file's write lock from its start; on PostgreSQL the deleted request
 * stays locked to the commit, so another instance deciding it waits and then finds it gone).
 */
async function decide(trx: Transaction<Tables>, requestId: number, cooldownMs: number): Promise<Decision | undefined> {
  const request = await trx
    .deleteFrom("newsletter_requests")
    .where("id", "=", requestId)
    .returning(["email", "consent_text", "address", "created_at"])
    .executeTakeFirst();
  if (!request) return undefined;
  const now = new Date();
  const fresh = {
    created_at: request.created_at,
    consent_text: request.consent_text,
    address: request.address,
    last_sent_at: now.toISOString(),
  };
  for (;;) {
    const inserted = await trx
      .insertInto("newsletter_subscribers")
      .values({ email: request.email, status: "pending", ...fresh })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, send: true };
    // One statement: of two decisions at once, one updates the row and the other finds it within the cooldown.
    const refreshed = await trx
      .updateTable("newsletter_subscribers")
      .set(fresh)
      .where("email", "=", request.email)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("last_sent_at", "is", null), eb("last_sent_at", "<", new Date(now.getTime() - cooldownMs).toISOString())]))
      .returningAll()
      .executeTakeFirst();
    if (refreshed) return { row: refreshed, send: true };
    const row = await trx.selectFrom("newsletter_subscribers").selectAll().where("email", "=", request.email).executeTakeFirst();
    // Deleted in between (unsubscribed, expired): subscribe afresh.
    if (row) return { row, send: false };
  }
}
