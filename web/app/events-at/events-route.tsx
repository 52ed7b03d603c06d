import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { eventsFeedPath, eventsListPath, eventsMoment, getEventCards } from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { pageTitleSuffix } from "@/lib/content/listing";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { MomentListRoute, momentParam } from "../_time-keyed/list-route";

// The events pages, drawn at a moment (the last end of an event passed, the address's first segment): the proxy
// rewrites /events, /events/page/<n> and /events/<event> here at the moment now is in, as the careers pages
// (app/_time-keyed). When an event ends, the next request is drawn with it among the past ones.

export { momentParam };

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
  const valid = !Number.isNaN(moment) && !Number.isNaN(page);
  return <MomentListRoute read={read} path={eventsListPath(page)} valid={valid} events={{ moment, page }} />;
}

/** The moment of the build and every event, for the pages built ahead. */
export async function eventsParams() {
  const events = await getEventCards();
  return { moment: eventsMoment(events), events };
}
