import { eventCalendarPath, eventPath, eventsFeedPath, eventsListPath, eventsPath } from "@site/schemas/addresses";
import { z } from "zod";
import { eventsPageSizeQuery, instant, slug } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, httpsAddress, seo, seoFields } from "./fragments";
import { richText, richTextFields } from "./rich-text";

// Which events are past, and the list's page size: ./address-reads.ts (the proxy decides with them too).
export { eventCalendarPath, eventPath, eventsFeedPath, eventsListPath, eventsPath };

export const isPastAt = (event: { end: string }, moment: number) => Date.parse(event.end) <= moment;

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "a time zone's IANA name, for example America/New_York");

const optional = z.string().nullish();
const titled = z.object({ _id: z.string(), title: z.string().min(1), slug });
const person = z.object({ _id: z.string(), name: z.string().min(1), slug, role: z.string().min(1) });

/** What an event's card shows, and what decides where it is listed (upcoming or past). */
export const eventCardFields = `${documentFields}, title, "slug": slug.current, kind, status, start, end, timeZone, online,
  venue{name, street, city, region, country}, summary, registration, capacity, recordingUrl,
  "slides": slides.asset->{url, size, extension},
  "speakers": speakers[]->{_id, name, "slug": slug.current, role},
  "services": services[]->{_id, title, "slug": slug.current}`;
export const eventCard = documentBase
  .extend({
    title: z.string().min(1),
    slug,
    kind: z.enum(["webinar", "panel", "conference", "workshop"]),
    status: z.enum(["scheduled", "canceled"]),
    start: instant,
    end: instant,
    timeZone,
    online: z.boolean().nullish(),
    venue: z.object({ name: optional, street: optional, city: optional, region: optional, country: optional }).nullish(),
    summary: z.string().min(1),
    registration: z.enum(["open", "closed"]),
    capacity: z.number().int().min(1).nullish(),
    recordingUrl: httpsAddress.nullish(),
    slides: z.object({ url: z.string().min(1), size: z.number().int().nonnegative(), extension: z.string().min(1) }).nullish(),
    speakers: z.array(person).min(1, "an event needs at least one speaker, and each must exist"),
    services: z.array(titled).nullish(),
  })
  .refine((event) => Date.parse(event.end) > Date.parse(event.start), "an event must end after it starts")
  .refine((event) => Boolean(event.online) || Boolean(event.venue?.name && event.venue.city), "an event is online or has a venue");
export type EventCard = z.infer<typeof eventCard>;

/** Every event, soonest first: a firm's events are tens a year, read whole (titles and summaries only). */
export const eventCardsQuery = contentQuery(
  "eventCards",
  `*[_type == "event" && defined(slug.current)] | order(start asc, title asc){${eventCardFields}}`,
  z.array(eventCard),
);

export const eventPageQuery = contentQuery(
  "eventPage",
  `*[_type == "event" && slug.current == $slug][0]{
    ${eventCardFields}, ${seoFields}, recap, body[]{${richTextFields}}, "bodyText": pt::text(body),
    "topics": topics[]->{_id, title, "slug": slug.current}
  }`,
  z
    .object({
      seo: seo.nullish(),
      recap: z.string().nullish(),
      body: richText,
      bodyText: z.string(),
      topics: z.array(titled).nullish(),
    })
    .and(eventCard)
    .nullable(),
);
export type EventPage = NonNullable<z.infer<typeof eventPageQuery.schema>>;

export const getEventCards = () => fetchContent(eventCardsQuery);

/** An online event's link to join: never on the site, only in the registration's confirmation email. */
export const eventJoinLinkQuery = contentQuery(
  "eventJoinLink",
  `*[_type == "event" && slug.current == $slug][0].joinUrl`,
  httpsAddress.nullable(),
);
export const getEventJoinLink = (slug: string) => fetchContent(eventJoinLinkQuery, { slug });
export const getEventPage = (slug: string) => fetchContent(eventPageQuery, { slug });

/** The list's order: upcoming events soonest first, then past ones most recent first. */
export function eventsInListOrder<Event extends Pick<EventCard, "start" | "end">>(events: readonly Event[], moment: number): Event[] {
  const upcoming = events.filter((event) => !isPastAt(event, moment)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past = events.filter((event) => isPastAt(event, moment)).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return [...upcoming, ...past];
}

export const getEventsPageSize = () => fetchContent(eventsPageSizeQuery);

/** The next scheduled events (not over at `now`, not canceled), soonest first, of the service if one is given. */
export async function getUpcomingEvents(limit: number, serviceId?: string, now = Date.now()): Promise<EventCard[]> {
  return (await getEventCards())
    .filter((event) => event.status === "scheduled" && !isPastAt(event, now))
    .filter((event) => serviceId === undefined || (event.services ?? []).some((service) => service._id === serviceId))
    .slice(0, limit);
}
