import { z } from "zod";
import { sectionQuery, text } from "../define";

const kinds = ["webinar", "panel", "conference", "workshop"] as const;

/** The list's words and page size, and every event page's words; the events themselves are read by the loader (./load.ts). */
export const query = sectionQuery(
  "eventListing",
  `heading, upcomingHeading, pastHeading, noUpcomingText, feedLabel,
  pagination{label, pageLabel, pageSize, previousLabel, nextLabel}, kindLabels{${kinds.join(", ")}},
  whenLabel, whereLabel, onlineLabel, speakersLabel, canceledLabel, canceledText, pastLabel, pastText, recordingLabel,
  slidesLabel, recapHeading, calendarLabel, aboutHeading, registrationClosedText, allEventsLabel, serviceEventsHeading, searchTypeLabel`,
  {
    heading: text,
    upcomingHeading: text,
    pastHeading: text,
    noUpcomingText: text,
    feedLabel: text,
    pagination: z.object({ label: text, pageLabel: text, pageSize: z.number().int().min(1).max(24), previousLabel: text, nextLabel: text }),
    kindLabels: z.object({ webinar: text, panel: text, conference: text, workshop: text }),
    whenLabel: text,
    whereLabel: text,
    onlineLabel: text,
    speakersLabel: text,
    canceledLabel: text,
    canceledText: text,
    pastLabel: text,
    pastText: text,
    recordingLabel: text,
    slidesLabel: text,
    recapHeading: text,
    calendarLabel: text,
    aboutHeading: text,
    registrationClosedText: text,
    allEventsLabel: text,
    serviceEventsHeading: text,
    searchTypeLabel: text,
  },
);
