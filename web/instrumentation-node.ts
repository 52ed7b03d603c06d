import { Database, MigrationError } from "./lib/db/database.mjs";
import { redisUrl, retentionConfig } from "./lib/env";
import { contactConfig } from "./lib/form-settings";
import { startRetentionSweep } from "./lib/retention-sweep";

/**
 * The Node server's start (instrumentation.ts): the database is brought to the site's schema (lib/db/migrations.mjs;
 * a migration that fails stops the server with its reason, rather than serving 503s to prospects), then the retention
 * sweep (lib/retention-sweep.ts) deletes what is past its retention period, at start and periodically. Not during
 * `next build`.
 */
export async function register() {
  // Not in a build, which runs the instrumentation too.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (redisUrl && !contactConfig.databaseUrl) {
    console.warn(
      "REDIS_URL is set without DATABASE_URL: submissions, rate limits and the publish webhook's delivery records stay in this instance's data directory (docs/deploy.md: several instances need PostgreSQL)",
    );
  }
  if (contactConfig.target === "self") await migrateOrExit(contactConfig);
  startRetentionSweep({ config: contactConfig, retention: retentionConfig });
}

/** A migration that fails stops the server; a database unreachable for now does not (the stores migrate on first use, or answer 503). */
async function migrateOrExit(config: { dataDir: string; databaseUrl: string | undefined }) {
  const database = new Database(config);
  try {
    await database.ready();
  } catch (error) {
    const reason = `${error instanceof Error ? error.message : String(error)} (${database.location})`;
    if (!(error instanceof MigrationError)) return console.error(`database: ${reason}; tried again at the first query`);
    console.error(`The server does not start: ${reason}`);
    process.exit(1);
  } finally {
    await database.close();
  }
}
