import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { eventsFeedPath, eventsListPath, getEventCards } from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { pageTitleSuffix } from "@/lib/content/listing";
import { drawnAt } from "@/lib/content/moment";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

// The events pages are drawn at the last end of an event passed and held until the next (lib/content/moment.ts).

/** The ends of every event: the moments the events pages change at. */
export const eventEnds = async () => (await getEventCards()).map((event) => Date.parse(event.end));

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

/** The events page showing page `page` of its list; NaN (an address segment that is no page number) is the 404. */
export async function EventsRoute({ moment, page }: { moment: number; page: number }) {
  const [events, settings] = await Promise.all([getEventsPage(), getSiteSettings()]);
  if (!events || Number.isNaN(page)) notFound();
  return (
    <PageFrame settings={settings} path={eventsListPath(page)}>
      <PageSections sections={events.page.sections} settings={settings} events={{ moment, page }} />
    </PageFrame>
  );
}
