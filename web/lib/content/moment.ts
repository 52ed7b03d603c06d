import { unstable_cache } from "next/cache";
import { changesAt, momentTag } from "../publish-clock.mjs";
import { inNextServer } from "../runtime";

/**
 * The moment time-bound pages are drawn at (careers: openings' closings; events: their ends): the last of
 * `instants` passed at `now`, or 0. Between two such instants the pages are the same.
 */
export function lastPassed(instants: readonly number[], now = Date.now()): number {
  return instants.reduce((moment, instant) => (instant <= now && instant > moment ? instant : moment), 0);
}

/** The first of `instants` still to come at `now` (Infinity when none is). */
const nextMoment = (instants: readonly number[], now = Date.now()) => Math.min(...instants.filter((instant) => instant > now));

/**
 * The moment a page is drawn at now, held until the next of `instants`: its cache entry carries that moment's tag,
 * expired when it passes, and the publish clock is told. So a role leaves the careers list at its closing, unpublished.
 */
export async function drawnAt(instants: readonly number[], now = Date.now()): Promise<number> {
  const next = nextMoment(instants, now);
  if (Number.isFinite(next)) {
    changesAt([next], now);
    // A read of nothing, tagged: Next adds a read's tags to the page rendering it.
    if (inNextServer) await unstable_cache(async () => next, ["moment", String(next)], { tags: [momentTag(next)], revalidate: false })();
  }
  return lastPassed(instants, now);
}
