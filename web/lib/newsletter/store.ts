import type { SqliteSubmissionStore } from "../contact/store";
import type { PostgresStore } from "../contact/store-postgres";

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
 * The newsletter's subscribers, in the same store as the contact submissions (the SQLite file or
 * PostgreSQL). A subscribe is stored as it was asked (`request`: one INSERT into `newsletter_requests`,
 * the same statement whatever the address, so the answer's time tells no one's subscription), and
 * decided after the answer (`decide`), atomically, so two posts at once, or a visitor pressing twice,
 * send one email per cooldown.
 */
export interface SubscriberStore {
  readonly location: string;
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

/** A subscribe as stored by `request`, until it is decided. */
type RequestRow = { id: number; created_at: string; email: string; consent_text: string; address: string };

export class SqliteSubscriberStore implements SubscriberStore {
  constructor(readonly base: SqliteSubmissionStore) {}

  get location(): string {
    return this.base.location;
  }

  #transaction<T>(work: () => T): T {
    const db = this.base.db;
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      // SQLite has already rolled back a transaction a full disk or an I/O error ended: a ROLLBACK then
      // throws "no transaction is active", which would hide the real error.
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  async request(entry: NewSubscription): Promise<number> {
    const result = this.base.db
      .prepare("INSERT INTO newsletter_requests (created_at, email, consent_text, address) VALUES (?, ?, ?, ?)")
      .run(new Date().toISOString(), entry.email, entry.consentText, entry.address);
    return Number(result.lastInsertRowid);
  }

  async waiting(): Promise<number[]> {
    return (this.base.db.prepare("SELECT id FROM newsletter_requests ORDER BY id").all() as Array<{ id: number }>).map(({ id }) => id);
  }

  async decide(requestId: number, cooldownMs: number): Promise<Decision | undefined> {
    const db = this.base.db;
    return this.#transaction(() => {
      const request = db.prepare("SELECT * FROM newsletter_requests WHERE id = ?").get(requestId) as RequestRow | undefined;
      if (!request) return undefined;
      db.prepare("DELETE FROM newsletter_requests WHERE id = ?").run(requestId);
      const now = new Date();
      const existing = db.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?").get(request.email) as SubscriberRow | undefined;
      if (!existing) {
        const result = db
          .prepare(
            "INSERT INTO newsletter_subscribers (email, status, created_at, consent_text, address, last_sent_at) VALUES (?, 'pending', ?, ?, ?, ?)",
          )
          .run(request.email, request.created_at, request.consent_text, request.address, now.toISOString());
        return { row: this.#get(Number(result.lastInsertRowid)), send: true };
      }
      const cutoff = new Date(now.getTime() - cooldownMs).toISOString();
      if (existing.status === "pending" && (existing.last_sent_at === null || existing.last_sent_at < cutoff)) {
        db.prepare("UPDATE newsletter_subscribers SET created_at = ?, consent_text = ?, address = ?, last_sent_at = ? WHERE id = ?").run(
          request.created_at,
          request.consent_text,
          request.address,
          now.toISOString(),
          existing.id,
        );
        return { row: this.#get(existing.id), send: true };
      }
      return { row: existing, send: false };
    });
  }

  #get(id: number): SubscriberRow {
    const row = this.base.db.prepare("SELECT * FROM newsletter_subscribers WHERE id = ?").get(id) as SubscriberRow | undefined;
    if (!row) throw new Error(`subscriber ${id} vanished`);
    return row;
  }

  async sendFailed(id: number): Promise<void> {
    this.base.db.prepare("UPDATE newsletter_subscribers SET last_sent_at = NULL WHERE id = ?").run(id);
  }

  async find(id: number): Promise<SubscriberRow | undefined> {
    return this.base.db.prepare("SELECT * FROM newsletter_subscribers WHERE id = ?").get(id) as SubscriberRow | undefined;
  }

  async confirm(id: number): Promise<void> {
    this.base.db
      .prepare("UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'")
      .run(new Date().toISOString(), id);
  }

  async remove(id: number): Promise<void> {
    const { changes } = this.base.db.prepare("DELETE FROM newsletter_subscribers WHERE id = ?").run(id);
    if (Number(changes) > 0) this.base.truncateLog();
  }

  async all(): Promise<SubscriberRow[]> {
    return this.base.db.prepare("SELECT * FROM newsletter_subscribers ORDER BY id").all() as SubscriberRow[];
  }
}

type PgRow = Omit<SubscriberRow, "created_at" | "confirmed_at" | "last_sent_at"> & {
  created_at: Date;
  confirmed_at: Date | null;
  last_sent_at: Date | null;
};
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const fromPg = ({ created_at, confirmed_at, last_sent_at, ...row }: PgRow): SubscriberRow => ({
  ...row,
  created_at: created_at.toISOString(),
  confirmed_at: iso(confirmed_at),
  last_sent_at: iso(last_sent_at),
});

export class PostgresSubscriberStore implements SubscriberStore {
  constructor(readonly base: PostgresStore) {}

  get location(): string {
    return this.base.location;
  }

  async request(entry: NewSubscription): Promise<number> {
    const [row] = await this.base.query<{ id: number }>(
      "INSERT INTO newsletter_requests (email, consent_text, address) VALUES ($1, $2, $3) RETURNING id",
      [entry.email, entry.consentText, entry.address],
    );
    if (!row) throw new Error("the insert returned no id");
    return row.id;
  }

  async waiting(): Promise<number[]> {
    return (await this.base.query<{ id: number }>("SELECT id FROM newsletter_requests ORDER BY id")).map(({ id }) => id);
  }

  async decide(requestId: number, cooldownMs: number): Promise<Decision | undefined> {
    await this.base.ready();
    return this.base.transaction(async (client) => {
      // The row stays locked until the commit: another instance deciding the same request waits, then finds it gone.
      const [request] = (
        await client.query<{ email: string; consent_text: string; address: string; created_at: Date }>(
          "DELETE FROM newsletter_requests WHERE id = $1 RETURNING email, consent_text, address, created_at",
          [requestId],
        )
      ).rows;
      if (!request) return undefined;
      const values = [request.email, request.consent_text, request.address, request.created_at];
      for (;;) {
        const inserted = await client.query<PgRow>(
          `INSERT INTO newsletter_subscribers (email, status, consent_text, address, created_at, last_sent_at)
           VALUES ($1, 'pending', $2, $3, $4, now()) ON CONFLICT (email) DO NOTHING RETURNING *`,
          values,
        );
        if (inserted.rows[0]) return { row: fromPg(inserted.rows[0]), send: true };
        // One statement: of two decisions at once, one updates the row and the other finds it within the cooldown.
        const refreshed = await client.query<PgRow>(
          `UPDATE newsletter_subscribers SET created_at = $4, consent_text = $2, address = $3, last_sent_at = now()
           WHERE email = $1 AND status = 'pending' AND (last_sent_at IS NULL OR last_sent_at < now() - make_interval(secs => $5))
           RETURNING *`,
          [...values, cooldownMs / 1000],
        );
        if (refreshed.rows[0]) return { row: fromPg(refreshed.rows[0]), send: true };
        const [row] = (await client.query<PgRow>("SELECT * FROM newsletter_subscribers WHERE email = $1", [request.email])).rows;
        // Deleted in between (unsubscribed, expired): subscribe afresh.
        if (row) return { row: fromPg(row), send: false };
      }
    });
  }

  async sendFailed(id: number): Promise<void> {
    await this.base.query("UPDATE newsletter_subscribers SET last_sent_at = NULL WHERE id = $1", [id]);
  }

  async find(id: number): Promise<SubscriberRow | undefined> {
    const [row] = await this.base.query<PgRow>("SELECT * FROM newsletter_subscribers WHERE id = $1", [id]);
    return row ? fromPg(row) : undefined;
  }

  async confirm(id: number): Promise<void> {
    await this.base.query(
      "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now() WHERE id = $1 AND status = 'pending'",
      [id],
    );
  }

  async remove(id: number): Promise<void> {
    const removed = await this.base.query<{ id: number }>("DELETE FROM newsletter_subscribers WHERE id = $1 RETURNING id", [id]);
    // A DELETE leaves the row's bytes in the table's pages: the table is rewritten without them (small; milliseconds).
    // So is the requests table, which still holds the address's decided subscribe requests as dead rows.
    if (removed.length > 0) {
      await this.base.query("VACUUM FULL newsletter_subscribers");
      await this.base.query("VACUUM FULL newsletter_requests");
    }
  }

  async all(): Promise<SubscriberRow[]> {
    return (await this.base.query<PgRow>("SELECT * FROM newsletter_subscribers ORDER BY id")).map(fromPg);
  }
}
