import { z } from "zod";
import { eventsPath } from "@/lib/content/events";
import { headed, headingFields, sectionQuery, text } from "../define";

/** The band's words, and the events' words from the events page's Event listing section (one place for every event's words). */
export const eventWords = `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0]{
  kindLabels{webinar, panel, conference, workshop}, onlineLabel, canceledLabel, pastLabel, recordingLabel, speakersLabel, allEventsLabel
}`;
export const eventWordsSchema = z.object({
  kindLabels: z.object({ webinar: text, panel: text, conference: text, workshop: text }),
  onlineLabel: text,
  canceledLabel: text,
  pastLabel: text,
  recordingLabel: text,
  speakersLabel: text,
  allEventsLabel: text,
});

export const query = sectionQuery("upcomingEvents", `${headingFields}, count, "labels": ${eventWords}`, {
  ...headed,
  count: z.number().int().min(1).max(6),
  labels: eventWordsSchema,
});
