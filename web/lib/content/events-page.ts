import { z } from "zod";
import { query as eventListingQuery } from "@/sections/event-listing/query";
import { eventsPath } from "./events";
import { contentQuery, fetchContent } from "./fetch";
import { refusalMessages, refusalMessagesFields } from "./newsletter";
import { pageWith } from "./page";

/** The events page document (at /events) and its Event listing section, whose words every event's page uses. */
export const getEventsPage = () => pageWith(eventsPath, "eventListing", "listing");

const { registration, registrationClosedText, allEventsLabel } = eventListingQuery.schema.shape;
/** Registration's words alone (the Event listing's Registration, closed text and refusals): read on every registration, so kept small. */
export const registrationWordsQuery = contentQuery(
  "registrationWords",
  `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0]{
    registration, registrationClosedText, allEventsLabel, registrationRefusals{${refusalMessagesFields}}
  }`,
  z.object({ registration, registrationClosedText, allEventsLabel, registrationRefusals: refusalMessages }).nullable(),
);
export const getRegistrationWords = () => fetchContent(registrationWordsQuery);
