import { Pool, type PoolClient } from "pg";
import { type PurgeLimits, purgePostgres } from "../retention.mjs";
import { type RateLimitConfig, type RateLimiter, type Reservation, verdict } from "./rate-limit";
import type { NotificationClaim, StoredSubmission, SubmissionRow, SubmissionStore } from "./store";

const schema = `
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
`;

/** The retention sweep's advisory lock (one instance sweeps at a time). */
const sweepLock = "hashtext('fernleaf retention sweep')";

/** The first key of the rate limit's advisory locks (the second is the key's hash), apart from other locks. */
const rateLimitLockSpace = 0x7261_7465; // "rate"

type Row = Omit<SubmissionRow, "created_at" | "notified_at"> & { created_at: Date; notified_at: Date | null };
const toRow = ({ created_at, notified_at, ...row }: Row): SubmissionRow => ({
  ...row,
  created_at: created_at.toISOString(),
  notified_at: notified_at ? notified_at.toISOString() : null,
});

/**
 * The PostgreSQL side of the capture, for hosts without a lasting disk or with several instances:
 * submissions, the notification queue and the rate-limit counts, shared by every instance. A commit
 * is durable when the query returns (PostgreSQL's default synchronous_commit), so the 2xx that
 * follows never announces a lost message; any failure rejects and the handler answers 503.
 */
export class PostgresStore {
  readonly pool: Pool;
  readonly location: string;
  #ready: Promise<void> | undefined;

  constructor(databaseUrl: string) {
    this.pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      query_timeout: 10_000,
    });
    // An idle connection dropped by the server: the pool replaces it; say so without any row data.
    this.pool.on("error", (error) => console.error(`contact: PostgreSQL connection lost: ${error.message}`));
    const url = new URL(databaseUrl);
    this.location = `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  }

  /** Creates the tables once per process (under an advisory lock, so instances starting together agree). */
  ready(): Promise<void> {
    this.#ready ??= this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('fernleaf contact schema'))");
      await client.query(schema);
    }).catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    return this.#ready;
  }

  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    await this.ready();
    return (await this.pool.query(text, values)).rows as T[];
  }

  submissions(): SubmissionStore {
    return {
      location: this.location,
      insert: async (s: StoredSubmission) => {
        const [row] = await this.query<{ id: number }>(
          "INSERT INTO submissions (name, email, phone, company, service, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
          [s.name, s.email, s.phone, s.company, s.service, s.message],
        );
        if (!row) throw new Error("the insert returned no id");
        return row.id;
      },
      claimPending: (maxAttempts: number, afterId: number) => this.claimPending(maxAttempts, afterId),
      all: async () => (await this.query<Row>("SELECT * FROM submissions ORDER BY id")).map(toRow),
      purge: (limits: PurgeLimits) => this.purge(limits),
      close: () => this.close(),
    };
  }

  /**
   * A pending row locked in a transaction of its own until the caller says how the send went: another
   * instance's flush skips it (`SKIP LOCKED`) instead of waiting for it or emailing it too. A crash while
   * the email is out rolls the transaction back and the row is tried again later (at least once, never
   * twice at the same time).
   */
  async claimPending(maxAttempts: number, afterId: number): Promise<NotificationClaim | undefined> {
    await this.ready();
    const client = await this.pool.connect();
    let row: SubmissionRow | undefined;
    const end = async (sql: string | undefined) => {
      try {
        if (sql) await client.query(sql, [row?.id]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    };
    try {
      await client.query("BEGIN");
      const [found] = (
        await client.query<Row>(
          "SELECT * FROM submissions WHERE notified_at IS NULL AND notify_attempts < $1 AND id > $2 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED",
          [maxAttempts, afterId],
        )
      ).rows;
      row = found && toRow(found);
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      client.release();
      throw error;
    }
    if (!row) {
      await end(undefined);
      return undefined;
    }
    return {
      row,
      sent: () => end("UPDATE submissions SET notified_at = now(), notify_attempts = notify_attempts + 1 WHERE id = $1"),
      failed: () => end("UPDATE submissions SET notify_attempts = notify_attempts + 1 WHERE id = $1"),
    };
  }

  /** Deletes what is past its retention period, then rewrites the tables that lost rows (lib/retention.mjs). */
  async purge(limits: PurgeLimits) {
    await this.ready();
    return purgePostgres((text, values) => this.pool.query(text, values), limits);
  }

  /**
   * The running servers' sweep, once per period for all instances together: under a session advisory
   * lock (an instance that finds it taken skips: another is sweeping), and only if no instance swept in
   * the last `periodMs` (less a tenth, so timers that drift still sweep every period). Resolves to
   * undefined when it left the sweep to another instance.
   */
  async purgeAsOne(limits: PurgeLimits, periodMs: number): Promise<Awaited<ReturnType<typeof purgePostgres>> | undefined> {
    await this.ready();
    const client = await this.pool.connect();
    try {
      const [lock] = (await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${sweepLock}) AS locked`)).rows;
      if (!lock?.locked) return undefined;
      try {
        const recent = await client.query("SELECT 1 FROM retention_sweeps WHERE swept_at > now() - make_interval(secs => $1)", [
          (periodMs * 0.9) / 1000,
        ]);
        if ((recent.rowCount ?? 0) > 0) return undefined;
        const purged = await purgePostgres((text, values) => client.query(text, values), limits);
        await client.query(
          "INSERT INTO retention_sweeps (id, swept_at) VALUES (true, now()) ON CONFLICT (id) DO UPDATE SET swept_at = excluded.swept_at",
        );
        return purged;
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${sweepLock})`);
      }
    } finally {
      client.release();
    }
  }

  /**
   * A sliding-window limit shared by every instance; `scope` keeps the per-client and global counts apart.
   * A reservation is one transaction holding an advisory lock on its key: instances (and requests of one
   * instance) reserving the same key wait for each other, so each sees the slots the others took.
   */
  rateLimiter(scope: string, config: RateLimitConfig, now: () => number = Date.now): RateLimiter {
    const windowMs = config.windowSeconds * 1000;
    let lastSweep = 0;
    return {
      reserve: async (key): Promise<Reservation> => {
        await this.ready();
        const scoped = `${scope}:${key}`;
        const at = now();
        const answer = await this.transaction(async (client) => {
          await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [rateLimitLockSpace, scoped]);
          const { rows } = await client.query<{ at: string }>(
            "SELECT at FROM contact_rate_hits WHERE key = $1 AND at > $2 ORDER BY at DESC LIMIT $3",
            [scoped, at - windowMs, config.max],
          );
          const result = verdict(rows.map((row) => Number(row.at)).reverse(), config, at);
          if (result.ok) await client.query("INSERT INTO contact_rate_hits (key, at) VALUES ($1, $2)", [scoped, at]);
          return result;
        });
        if (!answer.ok) return answer;
        // Counts older than the window are of no use: each instance drops them once per window.
        if (at - lastSweep >= windowMs) {
          lastSweep = at;
          await this.query("DELETE FROM contact_rate_hits WHERE key LIKE $1 AND at <= $2", [`${scope}:%`, at - windowMs]).catch(
            (error: Error) => console.error(`contact: could not drop old rate-limit counts: ${error.message}`),
          );
        }
        let released = false;
        return {
          ok: true,
          release: async () => {
            if (released) return;
            released = true;
            // Rows of one key and time are alike: giving back any one of them frees the slot. SKIP LOCKED: a
            // release running at the same moment (two posts of one millisecond refused together) takes
            // another row, not the one this one is deleting, which it would find gone and delete nothing.
            await this.query(
              "DELETE FROM contact_rate_hits WHERE ctid IN (SELECT ctid FROM contact_rate_hits WHERE key = $1 AND at = $2 LIMIT 1 FOR UPDATE SKIP LOCKED)",
              [scoped, at],
            );
          },
        };
      },
    };
  }

  #closed: Promise<void> | undefined;
  close(): Promise<void> {
    this.#closed ??= this.pool.end();
    return this.#closed;
  }
}
