import type { SectionOf } from "@/sections";
import { eventsPath } from "./events";
import { getPage, type Page } from "./page";

type EventListingSection = SectionOf<"eventListing">;

/** The events page document (at /events) and its Event listing section, whose words every event's page uses. */
export async function getEventsPage(): Promise<{ page: Page; listing: EventListingSection } | null> {
  const page = await getPage(eventsPath.slice(1));
  const listing = page?.sections.find((section): section is EventListingSection => section._type === "eventListing");
  return page && listing ? { page, listing } : null;
}
