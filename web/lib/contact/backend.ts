import { createTransport, type Transporter } from "nodemailer";
import { Database } from "../db/database.mjs";
import type { ContactConfig, MailerConfig } from "../form-settings";
import { createMemoryRateLimiter, databaseRateLimiter } from "./rate-limit";

/**
 * A capture's store on the database (PostgreSQL with DATABASE_URL, else the SQLite file) and its two rate limits, the
 * client's and everyone's. Engine difference: several instances share PostgreSQL, so the limits are counted there;
 * SQLite has one process, which counts in its memory.
 */
export function captureBackend<Store>(
  config: Pick<ContactConfig, "dataDir" | "databaseUrl" | "rateLimit" | "globalRateLimit">,
  scope: string,
  openStore: (database: Database) => Store,
) {
  const database = new Database(config);
  const shared = database.engine === "postgres";
  const limits = {
    perClient: shared ? databaseRateLimiter(database, `${scope}-client`, config.rateLimit) : createMemoryRateLimiter(config.rateLimit),
    global: shared
      ? databaseRateLimiter(database, `${scope}-global`, config.globalRateLimit)
      : createMemoryRateLimiter(config.globalRateLimit, { maxKeys: 1 }),
  };
  return { store: openStore(database), limits, close: () => database.close() };
}

export type Backend<Store> = ReturnType<typeof captureBackend<Store>>;

/** An SMTP connection with bounded waits (a stuck relay never holds a queue forever). */
export function mailTransport(mailer: MailerConfig): Transporter {
  return createTransport({
    host: mailer.host,
    port: mailer.port,
    secure: mailer.secure,
    ...(mailer.auth ? { auth: mailer.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
