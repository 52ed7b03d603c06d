import { eventCalendarPath, eventPath, eventsFeedPath, eventsListPath, eventsPath } from "@site/schemas/addresses";
import { z } from "zod";
import { eventsMoment, eventsPageSizeQuery, instant, isPastAt, slug } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";
import { richText, richTextFields } from "./rich-text";

// When the events pages change, and the list's page size: ./address-reads.ts (the proxy decides with them too).
export { eventCalendarPath, eventPath, eventsFeedPath, eventsListPath, eventsMoment, eventsPageSizeQuery, eventsPath, isPastAt };

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

/**
 * An online event's link to join, read apart from its card and page (never on the site): the registration's
 * confirmation email carries it.
 */
export const eventJoinLinkQuery = contentQuery(
  "eventJoinLink",
  `*[_type == "event" && slug.current == $slug][0].joinUrl`,
  z
    .string()
    .regex(/^https:\/\/./, "an https:// address")
    .nullable(),
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
