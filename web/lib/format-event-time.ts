/**
 * An event's date and times in its own zone, the zone named: "Tuesday, January 12, 2027, 1:00 – 2:00 PM
 * (Eastern Standard Time)" (in the site's language). A visitor elsewhere reads the zone and converts; the
 * calendar file carries the exact instants, which their calendar shows in their own zone.
 */
export function formatEventTime(start: string, end: string, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return `${format.formatRange(new Date(start), new Date(end))} (${zoneName(start, timeZone, locale)})`;
}

/** The zone's name at that instant, in full (Eastern Standard Time, or Eastern Daylight Time in summer) or short (EST). */
export function zoneName(instant: string, timeZone: string, locale: string, style: "long" | "short" = "long"): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? (style === "long" ? timeZone : "");
}

/** The day and start time alone, in the event's zone, the zone short: "January 12, 2027, 1:00 PM EST" (the cards). */
export const formatEventStart = (start: string, timeZone: string, locale: string) =>
  `${new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "long", timeStyle: "short" }).format(new Date(start))} ${zoneName(start, timeZone, locale, "short")}`;
