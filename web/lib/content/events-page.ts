import { z } from "zod";
import type { SectionOf } from "@/sections";
import { query as eventListingQuery } from "@/sections/event-listing/query";
import { eventsPath } from "./events";
import { contentQuery, fetchContent } from "./fetch";
import { refusalMessages, refusalMessagesFields } from "./newsletter";
import { getPage, type Page } from "./page";

type EventListingSection = SectionOf<"eventListing">;

/** The events page document (at /events) and its Event listing section, whose words every event's page uses. */
export async function getEventsPage(): Promise<{ page: Page; listing: EventListingSection } | null> {
  const page = await getPage(eventsPath.slice(1));
  const listing = page?.sections.find((section): section is EventListingSection => section._type === "eventListing");
  return page && listing ? { page, listing } : null;
}

/** Registration's words alone (the Event listing's Registration, closed text and refusals): read on every registration, so kept small. */
export const registrationWordsQuery = contentQuery(
  "registrationWords",
  `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0]{
    registration, registrationClosedText, allEventsLabel, registrationRefusals{${refusalMessagesFields}}
  }`,
  z
    .object({
      registration: eventListingQuery.schema.shape.registration,
      registrationClosedText: eventListingQuery.schema.shape.registrationClosedText,
      allEventsLabel: eventListingQuery.schema.shape.allEventsLabel,
      registrationRefusals: refusalMessages,
    })
    .nullable(),
);
export const getRegistrationWords = () => fetchContent(registrationWordsQuery);
