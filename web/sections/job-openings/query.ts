import { z } from "zod";
import { headed, headingFields, sectionQuery, texts } from "../define";

const employmentTypes = "FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN";
const words = `practiceFilterLabel, locationFilterLabel, allLabel, emptyText, remoteLabel, hybridLabel, practiceLabel, locationLabel,
  employmentTypeLabel, postedLabel, closesLabel, payLabel, equalOpportunityText, applyHeading, applyLabel, noCvNote, closedHeading,
  closedText, openingsLinkLabel, searchTypeLabel`;

/** The list's and every opening page's words; the openings themselves are read by the loader (./load.ts). */
export const query = sectionQuery(
  "jobOpenings",
  `${headingFields}, ${words}, employmentTypeLabels{${employmentTypes}}, payUnitLabels{YEAR, HOUR}`,
  {
    ...headed,
    ...texts(words),
    employmentTypeLabels: z.object(texts(employmentTypes)),
    payUnitLabels: z.object(texts("YEAR, HOUR")),
  },
);
