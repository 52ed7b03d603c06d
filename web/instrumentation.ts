/**
 * Runs once when the Next server starts: the database is brought to the site's schema (lib/db/migrations.mjs;
 * a migration that fails stops the server with its reason, rather than serving 503s to prospects), then the retention sweep (lib/retention-sweep.ts) deletes what is
 * past its retention period, at start and periodically. Not during `next build`, nor on the Edge runtime.
 */
export async function register() {
  // Not an environment read: Next writes the runtime's name here when it compiles this file, so the Edge
  // runtime's bundle keeps nothing of what follows (a test through lib/env.ts would bring it all along).
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { nextServerStarting } = await import("./lib/runtime");
  const { contactConfig, retentionConfig } = await import("./lib/env");
  if (!nextServerStarting()) return;
  if (contactConfig.target === "self") await migrateOrExit(contactConfig);
  const { startRetentionSweep } = await import("./lib/retention-sweep");
  startRetentionSweep({ config: contactConfig, retention: retentionConfig });
}

/** A migration that fails stops the server; a database unreachable for now does not (the stores migrate on first use, or answer 503). */
async function migrateOrExit(config: { dataDir: string; databaseUrl: string | undefined }) {
  const { Database, MigrationError } = await import("./lib/db/database.mjs");
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
