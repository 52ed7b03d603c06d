import type { Metadata } from "next";
import { EventsRoute, eventsMetadata, eventsNow } from "./events-route";

/** /events: the events page, its list's first page (upcoming events first, then past ones). */
export async function generateMetadata(): Promise<Metadata> {
  return eventsMetadata(1);
}

export default async function EventsPage() {
  return <EventsRoute moment={await eventsNow()} page={1} />;
}
