import { z } from "zod";
import { pagination, paginationFields, sectionQuery, texts } from "../define";

export const kinds = "webinar, panel, conference, workshop";
const words = `heading, upcomingHeading, pastHeading, noUpcomingText, feedLabel, whenLabel, whereLabel, onlineLabel, speakersLabel,
  canceledLabel, canceledText, pastLabel, pastText, recordingLabel, slidesLabel, recapHeading, calendarLabel, aboutHeading,
  registrationClosedText, allEventsLabel, serviceEventsHeading, searchTypeLabel`;
const registration = `heading, nameLabel, emailLabel, organizationLabel, roleLabel, consentLabel, submitLabel, capacityNote,
  confirmedHeading, confirmedText, waitlistedHeading, waitlistedText, emailSubject, emailText, waitlistEmailSubject,
  waitlistEmailText, joinLinkText, cancelLinkText, cancelHeading, cancelText, cancelButton, canceledHeading, canceledText, backLabel`;

/** The list's words and page size, and every event page's words; the events themselves are read by the loader (./load.ts). */
export const query = sectionQuery("eventListing", `${words}, ${paginationFields}, kindLabels{${kinds}}, registration`, {
  ...texts(words),
  pagination,
  kindLabels: z.object(texts(kinds)),
  registration: z.object(texts(registration)),
});
