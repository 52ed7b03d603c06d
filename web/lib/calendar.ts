import { createEvents, type EventAttributes } from "ics";
import { type EventCard, eventPath } from "./content/events";

type Site = { siteUrl: string; firmName: string; email: string };

/** Where an event is held, in one line (a calendar's LOCATION): the venue's address, or the event's page for an online one. */
function location(event: EventCard, site: Site) {
  if (event.online) return new URL(eventPath(event.slug), site.siteUrl).toString();
  const venue = event.venue;
  return [venue?.name, venue?.street, venue?.city, venue?.region, venue?.country].filter(Boolean).join(", ");
}

/**
 * Events as an RFC 5545 calendar (the npm `ics` package writes it: folded lines, escaped text, CRLF), times
 * in UTC so every calendar app shows them in its own zone. Each event keeps one UID (its document id at the
 * site's host), so a calendar that imported it updates it (a cancellation included) rather than adding a copy.
 */
export function eventsCalendar(events: readonly EventCard[], site: Site, calendarName?: string): string {
  if (events.length === 0) return emptyCalendar(site, calendarName);
  const host = new URL(site.siteUrl).host;
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event._id}@${host}`,
    start: Date.parse(event.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(event.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description: event.summary,
    location: location(event, site),
    url: new URL(eventPath(event.slug), site.siteUrl).toString(),
    status: event.status === "canceled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: site.firmName, email: site.email },
    productId: `-//${site.firmName}//Events//EN`,
    ...(calendarName ? { calName: calendarName } : {}),
  }));
  const { error, value } = createEvents(attributes, {
    productId: `-//${site.firmName}//Events//EN`,
    method: "PUBLISH",
    ...(calendarName ? { calName: calendarName } : {}),
  });
  if (error || !value) throw error ?? new Error("the calendar could not be written");
  return value;
}

/** A calendar with no event (the feed when nothing is scheduled): still a valid VCALENDAR. */
function emptyCalendar(site: Site, calendarName?: string) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.firmName}//Events//EN`,
    "METHOD:PUBLISH",
    ...(calendarName ? [`X-WR-CALNAME:${calendarName}`] : []),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** An answer carrying a calendar: a download named after the event, or the feed a calendar app subscribes to. */
export function calendarResponse(body: string, fileName: string) {
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });
}
