import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MomentListRoute } from "@/components/layout/moment-list";
import { eventsFeedPath, eventsListPath, getEventCards } from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { pageTitleSuffix } from "@/lib/content/listing";
import { drawnAt } from "@/lib/content/moment";
import { pageImage, pageMetadata } from "@/lib/metadata";

// The events pages (/events, /events/page/<n>, /events/<event>), drawn at a moment (the last end of an event
// passed) and held until the next (lib/content/moment.ts): when an event ends, the next request is drawn with it
// among the past ones.

/** The ends of every event: the moments the events pages change at. */
export const eventEnds = async () => (await getEventCards()).map((event) => Date.parse(event.end));

/** The moment the events pages are drawn at now. */
export const eventsNow = async () => drawnAt(await eventEnds());

export async function eventsMetadata(page: number): Promise<Metadata> {
  const events = await getEventsPage();
  if (!events) notFound();
  const seo = { ...events.page.seo, title: `${events.page.seo.title}${pageTitleSuffix(events.listing.pagination.pageLabel, page)}` };
  const metadata = pageMetadata(seo, eventsListPath(page), pageImage(events.page._id, events.page.seo));
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "text/calendar": [{ url: eventsFeedPath, title: events.page.title }] } },
  };
}

export function EventsRoute({ moment, page }: { moment: number; page: number }) {
  const read = async () => (await getEventsPage())?.page;
  const valid = !Number.isNaN(page);
  return <MomentListRoute read={read} path={eventsListPath(page)} valid={valid} events={{ moment, page }} />;
}

/** Every event, for the pages built ahead. */
export async function eventsParams() {
  return { events: await getEventCards() };
}
