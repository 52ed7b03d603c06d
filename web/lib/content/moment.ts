import { unstable_cache } from "next/cache";
import { changesAt, momentTag } from "../publish-clock.mjs";
import { inNextServer } from "../runtime";

/**
 * The moment time-bound pages are drawn at (the careers pages: openings' closing; the events pages: events'
 * ends): the last of `instants` already passed at `now`, or 0 when none has. Between two such instants the
 * pages are the same.
 */
export function lastPassed(instants: readonly number[], now = Date.now()): number {
  return instants.reduce((moment, instant) => (instant <= now && instant > moment ? instant : moment), 0);
}

/**
 * The moment a page is drawn at now (`lastPassed`), the page held until the next of `instants`: its entry in
 * Next's page cache carries that moment's tag, which the cache handler expires when it passes, and the publish
 * clock is told (lib/publish-clock.mjs: the server's copies empty then). So a role leaves the careers list, and an
 * event moves among the past ones, at its moment: no timer, no publish, no route per moment.
 */
export async function drawnAt(instants: readonly number[], now = Date.now()): Promise<number> {
  const next = Math.min(...instants.filter((instant) => instant > now));
  if (Number.isFinite(next)) {
    changesAt([next], now);
    // A read of nothing, tagged: Next adds a read's tags to the page rendering it.
    if (inNextServer) await unstable_cache(async () => next, ["moment", String(next)], { tags: [momentTag(next)], revalidate: false })();
  }
  return lastPassed(instants, now);
}
