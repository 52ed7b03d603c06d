import { createTransport, type Transporter } from "nodemailer";
import { Database } from "../db/database.mjs";
import type { ContactConfig, MailerConfig } from "../env";
import { createMemoryRateLimiter, databaseRateLimiter, type RateLimiter } from "./rate-limit";

/**
 * What a capture (the contact form, the newsletter's subscribers, event registrations) keeps: its store on the
 * database (PostgreSQL when DATABASE_URL is set, else the SQLite file) and its two rate limits (the client's
 * and everyone's, `<scope>-client` and `<scope>-global`). Engine difference: several instances share
 * PostgreSQL, so the limits are counted there; SQLite has one process, which counts in its memory.
 */
export function captureBackend<Store>(
  config: Pick<ContactConfig, "dataDir" | "databaseUrl" | "rateLimit" | "globalRateLimit">,
  scope: string,
  openStore: (database: Database) => Store,
): { store: Store; perClient: RateLimiter; global: RateLimiter; close(): Promise<void> } {
  const database = new Database(config);
  const shared = database.engine === "postgres";
  return {
    store: openStore(database),
    perClient: shared ? databaseRateLimiter(database, `${scope}-client`, config.rateLimit) : createMemoryRateLimiter(config.rateLimit),
    global: shared
      ? databaseRateLimiter(database, `${scope}-global`, config.globalRateLimit)
      : createMemoryRateLimiter(config.globalRateLimit, { maxKeys: 1 }),
    close: () => database.close(),
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
