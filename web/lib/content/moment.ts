/**
 * The moment time-bound pages are drawn at (the careers pages: openings' closing; the events pages: events'
 * ends): the last of `instants` already passed at `now`, or 0 when none has. Between two such instants the
 * pages are the same, so they are cached under this moment; when one passes, the moment changes and the next
 * request is drawn anew, with no timer and no publish. The proxy rewrites the public address to an internal
 * route whose first segment is the moment (lib/content/addresses.ts).
 */
export function lastPassed(instants: readonly number[], now = Date.now()): number {
  return instants.reduce((moment, instant) => (instant <= now && instant > moment ? instant : moment), 0);
}

/** The moment from its internal address segment (ms since 1970), or NaN. */
export const momentParam = (segment: string) => (/^(0|[1-9][0-9]{0,15})$/.test(segment) ? Number(segment) : Number.NaN);
