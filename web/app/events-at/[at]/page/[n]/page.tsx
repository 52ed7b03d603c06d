import type { Metadata } from "next";
import { getEventsPageSize } from "@/lib/content/events";
import { laterPages } from "@/lib/content/listing";
import { EventsRoute, eventsMetadata, eventsParams, momentParam } from "../../../events-route";

type Props = { params: Promise<{ at: string; n: string }> };

const pageParam = (segment: string) => (/^[1-9][0-9]{0,3}$/.test(segment) ? Number(segment) : Number.NaN);

/** /events/page/<n>: later pages of the list. */
export async function generateStaticParams() {
  const [{ moment, events }, size] = await Promise.all([eventsParams(), getEventsPageSize()]);
  return laterPages(events.length, size ?? events.length).map((n) => ({ at: String(moment), n: String(n) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return eventsMetadata(pageParam((await params).n));
}

export default async function EventsLaterPage({ params }: Props) {
  const { at, n } = await params;
  return <EventsRoute moment={momentParam(at)} page={pageParam(n)} />;
}
