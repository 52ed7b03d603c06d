import type { Metadata } from "next";
import { EventsRoute, eventsMetadata, eventsParams, momentParam } from "../events-route";

type Props = { params: Promise<{ at: string }> };

/** /events: the events page, its list's first page (upcoming events first, then past ones). */
export async function generateStaticParams() {
  return [{ at: String((await eventsParams()).moment) }];
}

export async function generateMetadata(): Promise<Metadata> {
  return eventsMetadata(1);
}

export default async function EventsPage({ params }: Props) {
  return <EventsRoute moment={momentParam((await params).at)} page={1} />;
}
