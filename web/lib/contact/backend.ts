import { createTransport, type Transporter } from "nodemailer";
import type { ContactConfig, MailerConfig } from "../env";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limit";
import { SqliteSubmissionStore } from "./store";
import { PostgresStore } from "./store-postgres";

/**
 * What a capture beside the contact form keeps (the newsletter's subscribers, event registrations): its store on
 * the contact capture's database (PostgreSQL when DATABASE_URL is set, else the SQLite file) and its two rate
 * limits (the client's and everyone's; shared by every instance on PostgreSQL, in this process's memory on SQLite).
 */
export function captureBackend<Store>(
  config: Pick<ContactConfig, "dataDir" | "databaseUrl" | "rateLimit" | "globalRateLimit">,
  name: string,
  stores: { sqlite: (base: SqliteSubmissionStore) => Store; postgres: (base: PostgresStore) => Store },
): { store: Store; perClient: RateLimiter; global: RateLimiter; close(): Promise<void> } {
  if (config.databaseUrl) {
    const postgres = new PostgresStore(config.databaseUrl);
    return {
      store: stores.postgres(postgres),
      perClient: postgres.rateLimiter(`${name}-client`, config.rateLimit),
      global: postgres.rateLimiter(`${name}-global`, config.globalRateLimit),
      close: () => postgres.close(),
    };
  }
  const sqlite = new SqliteSubmissionStore(config.dataDir);
  return {
    store: stores.sqlite(sqlite),
    perClient: createMemoryRateLimiter(config.rateLimit),
    global: createMemoryRateLimiter(config.globalRateLimit, { maxKeys: 1 }),
    close: () => sqlite.close(),
  };
}

/** An SMTP connection with bounded waits (a stuck relay never holds a queue forever), or none without settings. */
export function mailTransport(mailer: MailerConfig): Transporter;
export function mailTransport(mailer: MailerConfig | undefined): Transporter | undefined;
export function mailTransport(mailer: MailerConfig | undefined): Transporter | undefined {
  return mailer
    ? createTransport({
        host: mailer.host,
        port: mailer.port,
        secure: mailer.secure,
        ...(mailer.auth ? { auth: mailer.auth } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
}
