/**
 * Runs once when the Next server starts: the retention sweep (lib/retention-sweep.ts) deletes what is
 * past its retention period, at start and periodically. Not during `next build`, nor on the Edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startRetentionSweep }, { contactConfig, retentionConfig }] = await Promise.all([
    import("./lib/retention-sweep"),
    import("./lib/env"),
  ]);
  startRetentionSweep({ config: contactConfig, retention: retentionConfig });
}
