import { createEvents, type EventAttributes } from "ics";
import { type EventCard, eventPath } from "./content/events";

type Site = { siteUrl: string; firmName: string; email: string };

/**
 * A text the calendar writes, as one line: every control character (a CR or LF would start a property of its own,
 * such as a forged ATTENDEE) becomes a space. The `ics` package escapes TEXT values (\\ ; , and LF) but not a bare
 * CR, nor a parameter such as ORGANIZER's CN, and PRODID and the calendar name not at all.
 */
const line = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
/** A longer text (DESCRIPTION): its line breaks kept (the package escapes LF), every other control character a space. */
const paragraph = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(/(?!\n)[\p{Cc}\u2028\u2029]/gu, " ")
    .trim();
/** A parameter value (CN="…"): one line, no double quote (RFC 5545 has no escape for it inside a quoted value). */
const parameter = (value: string) => line(value).replaceAll('"', "'");
/** TEXT escaping (RFC 5545 3.3.11), for the lines written here rather than by the package. */
const escapeText = (value: string) => line(value).replace(/[\\;,]/g, (char) => `\\${char}`);
const productId = (site: Site) => `-//${escapeText(site.firmName)}//Events//EN`;

const pageUrl = (event: EventCard, site: Site) => new URL(eventPath(event.slug), site.siteUrl).toString();

/** Where an event is held, in one line (a calendar's LOCATION): the venue's address, or the event's page for an online one. */
function location(event: EventCard, site: Site) {
  if (event.online) return pageUrl(event, site);
  const venue = event.venue;
  return line([venue?.name, venue?.street, venue?.city, venue?.region, venue?.country].filter(Boolean).join(", "));
}

/**
 * Events as an RFC 5545 calendar, times in UTC so every calendar app shows them in its own zone. Each event keeps one
 * UID (its document id at the site's host), so a calendar that imported it updates it rather than adding a copy.
 */
export function eventsCalendar(events: readonly EventCard[], site: Site, calendarName?: string): string {
  if (events.length === 0) return emptyCalendar(site, calendarName);
  const calName = calendarName ? { calName: escapeText(calendarName) } : {};
  const host = new URL(site.siteUrl).host;
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event._id}@${host}`,
    start: Date.parse(event.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(event.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: line(event.title),
    description: paragraph(event.summary),
    location: location(event, site),
    url: pageUrl(event, site),
    status: event.status === "canceled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: parameter(site.firmName), email: line(site.email).replace(/[\s"]/g, "") },
    productId: productId(site),
    ...calName,
  }));
  const { error, value } = createEvents(attributes, { productId: productId(site), method: "PUBLISH", ...calName });
  if (error || !value) throw error ?? new Error("the calendar could not be written");
  return value;
}

/** A calendar with no event (the feed when nothing is scheduled): still a valid VCALENDAR. */
function emptyCalendar(site: Site, calendarName?: string) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId(site)}`,
    "METHOD:PUBLISH",
    ...(calendarName ? [`X-WR-CALNAME:${escapeText(calendarName)}`] : []),
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
