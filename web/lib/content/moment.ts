import { unstable_cache } from "next/cache";
import { changesAt, lastPassed, momentTag } from "../publish-clock.mjs";
import { inNextServer } from "../runtime";

/** The first of `instants` still to come at `now` (Infinity when none is). */
const nextMoment = (instants: readonly number[], now = Date.now()) => Math.min(...instants.filter((instant) => instant > now));

/** The moment a page is drawn at now; its entry carries the next instant's tag, and the publish clock is told of it. */
export async function drawnAt(instants: readonly number[], now = Date.now()): Promise<number> {
  const next = nextMoment(instants, now);
  if (Number.isFinite(next)) {
    changesAt([next], now);
    // A read of nothing, tagged: Next adds a read's tags to the page rendering it.
    if (inNextServer) await unstable_cache(async () => next, ["moment", String(next)], { tags: [momentTag(next)], revalidate: false })();
  }
  return lastPassed(instants, now);
}
