/**
 * Runs once when the Next server starts: the retention sweep (lib/retention-sweep.ts) deletes what is
 * past its retention period, at start and periodically. Not during `next build`, nor on the Edge runtime.
 */
export async function register() {
  // Not an environment read: Next writes the runtime's name here when it compiles this file, so the Edge
  // runtime's bundle keeps nothing of what follows (a test through lib/env.ts would bring it all along).
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { contactConfig, nextServerStarting, retentionConfig } = await import("./lib/env");
  if (!nextServerStarting()) return;
  const { startRetentionSweep } = await import("./lib/retention-sweep");
  startRetentionSweep({ config: contactConfig, retention: retentionConfig });
}
