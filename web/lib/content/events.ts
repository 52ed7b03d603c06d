import { eventCalendarPath, eventPath, eventsFeedPath, eventsListPath, eventsPath } from "@site/schemas/addresses";
import { z } from "zod";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";
import { lastPassed } from "./moment";
import { richText, richTextFields } from "./rich-text";

export { eventCalendarPath, eventPath, eventsFeedPath, eventsListPath, eventsPath };

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an address is lower-case letters, digits and dashes");
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "a date and time (ISO 8601)");
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "a time zone's IANA name, for example America/New_York");

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
    venue: z
      .object({
        name: z.string().nullish(),
        street: z.string().nullish(),
        city: z.string().nullish(),
        region: z.string().nullish(),
        country: z.string().nullish(),
      })
      .nullish(),
    summary: z.string().min(1),
    registration: z.enum(["open", "closed"]),
    capacity: z.number().int().min(1).nullish(),
    recordingUrl: z
      .string()
      .regex(/^https:\/\/./, "an https:// address")
      .nullish(),
    slides: z.object({ url: z.string().min(1), size: z.number().int().nonnegative(), extension: z.string().min(1) }).nullish(),
    speakers: z.array(person).min(1, "an event needs at least one speaker, and each must exist"),
    services: z.array(z.object({ _id: z.string(), title: z.string().min(1), slug })).nullish(),
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
      topics: z.array(z.object({ _id: z.string(), title: z.string().min(1), slug })).nullish(),
    })
    .and(eventCard)
    .nullable(),
);
export type EventPage = NonNullable<z.infer<typeof eventPageQuery.schema>>;

export const getEventCards = () => fetchContent(eventCardsQuery);
export const getEventPage = (slug: string) => fetchContent(eventPageQuery, { slug });

const endsAt = (event: Pick<EventCard, "end">) => Date.parse(event.end);

/** The moment the events pages are drawn at: the last end of an event passed (./moment.ts). */
export const eventsMoment = (events: readonly Pick<EventCard, "end">[], now = Date.now()) => lastPassed(events.map(endsAt), now);

/** Whether an event is over at a moment `eventsMoment` gave. */
export const isPastAt = (event: Pick<EventCard, "end">, moment: number) => endsAt(event) <= moment;

/** The list's order: upcoming events soonest first, then past ones most recent first. */
export function eventsInListOrder<Event extends Pick<EventCard, "start" | "end">>(events: readonly Event[], moment: number): Event[] {
  const upcoming = events.filter((event) => !isPastAt(event, moment)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past = events.filter((event) => isPastAt(event, moment)).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return [...upcoming, ...past];
}

/** The events list's page size (its Event listing section), read lightly by the proxy. */
export const eventsPageSizeQuery = contentQuery(
  "eventsPageSize",
  `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0].pagination.pageSize`,
  z.number().int().min(1).nullable(),
);
export const getEventsPageSize = () => fetchContent(eventsPageSizeQuery);

/** Whether the event can take a registration at a moment: scheduled, open, not over. */
export const takesRegistrations = (event: Pick<EventCard, "status" | "registration" | "end">, moment: number) =>
  event.status === "scheduled" && event.registration === "open" && !isPastAt(event, moment);

/**
 * The next scheduled events (not over at `now`, not canceled), soonest first, those naming the service when
 * one is given: the home page's band and a service page's. Drawn when the page is (at the build or a publish
 * that changes an event): an event that ended since stays until the next publish, its page saying it took place.
 */
export async function getUpcomingEvents(limit: number, serviceId?: string, now = Date.now()): Promise<EventCard[]> {
  return (await getEventCards())
    .filter((event) => event.status === "scheduled" && !isPastAt(event, now))
    .filter((event) => serviceId === undefined || (event.services ?? []).some((service) => service._id === serviceId))
    .slice(0, limit);
}
