// An event's zones and times as its editor reads them in the Studio (the site formats them in lib/format-event-time.ts).

/** The zones an event is held in (IANA names), named as people say them. */
export const eventTimeZoneNames = {
  "America/New_York": "Eastern Time (New York)",
  "America/Chicago": "Central Time (Chicago)",
  "America/Denver": "Mountain Time (Denver)",
  "America/Phoenix": "Arizona Time (Phoenix)",
  "America/Los_Angeles": "Pacific Time (Los Angeles)",
  "America/Anchorage": "Alaska Time (Anchorage)",
  "Pacific/Honolulu": "Hawaii Time (Honolulu)",
  "Europe/London": "UK Time (London)",
  "Europe/Berlin": "Central European Time (Berlin)",
  "Asia/Singapore": "Singapore Time",
  "Australia/Sydney": "Australian Eastern Time (Sydney)",
} as const;

/** A zone's name for people, or the IANA name of a zone not in the list. */
export const zoneTitle = (zone: string) => (eventTimeZoneNames as Record<string, string>)[zone] ?? zone;

/** A readable date and time in the zone, for the Studio's lists: "Mar 10, 2027, 2:00 PM Eastern Time (New York)". */
export function readableTime(instant: string | undefined, zone: string | undefined): string | undefined {
  if (!instant || Number.isNaN(Date.parse(instant))) return undefined;
  const timeZone = zone && zone in eventTimeZoneNames ? zone : "UTC";
  const date = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
  return `${date} ${zoneTitle(timeZone)}`;
}
