import type { Metadata } from "next";
import { pageParam } from "@/app/blog/listing-route";
import { getEventCards, getEventsPageSize } from "@/lib/content/events";
import { laterPages } from "@/lib/content/listing";
import { EventsRoute, eventsMetadata, eventsNow } from "../../events-route";

type Props = { params: Promise<{ n: string }> };

/** /events/page/<n>: later pages of the list. */
export async function generateStaticParams() {
  const [events, size] = await Promise.all([getEventCards(), getEventsPageSize()]);
  return laterPages(events.length, size ?? events.length).map((n) => ({ n: String(n) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return eventsMetadata(pageParam((await params).n));
}

export default async function EventsLaterPage({ params }: Props) {
  const { n } = await params;
  return <EventsRoute moment={await eventsNow()} page={pageParam(n)} />;
}
