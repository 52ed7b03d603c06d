import { notFound } from "next/navigation";
import { eventsInListOrder, getEventCards, isPastAt } from "@/lib/content/events";
import type { SectionData } from "../define";
import type { SectionContext } from "../types";
import type { query } from "./query";

/**
 * The page of events the list shows, at the moment the route is drawn at (context.events: the last end passed):
 * upcoming soonest first, then past most recent first, `pageSize` to a page.
 */
export async function loadEvents(section: SectionData<typeof query>, context: SectionContext) {
  const { moment, page } = context.events ?? { moment: 0, page: 1 };
  const ordered = eventsInListOrder(await getEventCards(), moment);
  const size = section.pagination.pageSize;
  const shown = ordered.slice((page - 1) * size, page * size);
  if (page > 1 && shown.length === 0) notFound();
  return {
    page,
    total: ordered.length,
    upcoming: shown.filter((event) => !isPastAt(event, moment)),
    past: shown.filter((event) => isPastAt(event, moment)),
    anyUpcoming: ordered.some((event) => !isPastAt(event, moment)),
  };
}
