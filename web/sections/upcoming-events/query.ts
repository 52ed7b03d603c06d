import { z } from "zod";
import { eventsPath } from "@/lib/content/events";
import { headed, headingFields, sectionQuery, texts } from "../define";
import { kinds } from "../event-listing/query";

const labels = "onlineLabel, canceledLabel, pastLabel, recordingLabel, speakersLabel, allEventsLabel";
/** The band's words, and the events' words from the events page's Event listing section (one place for every event's words). */
const eventWords = `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0]{
  kindLabels{${kinds}}, ${labels}
}`;

export const query = sectionQuery("upcomingEvents", `${headingFields}, count, "labels": ${eventWords}`, {
  ...headed,
  count: z.number().int().min(1).max(6),
  labels: z.object({ kindLabels: z.object(texts(kinds)), ...texts(labels) }),
});
