import { z } from "zod";
import { headed, headingFields, sectionQuery, text } from "../define";

const employmentTypeNames = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;

/** The list's and every opening page's words; the openings themselves are read by the loader (./load.ts). */
export const query = sectionQuery(
  "jobOpenings",
  `${headingFields}, practiceFilterLabel, locationFilterLabel, allLabel, emptyText, remoteLabel, hybridLabel,
  employmentTypeLabels{${employmentTypeNames.join(", ")}}, practiceLabel, locationLabel, employmentTypeLabel, postedLabel,
  closesLabel, payLabel, payUnitLabels{YEAR, HOUR}, equalOpportunityText, applyHeading, applyLabel, noCvNote, closedHeading, closedText, openingsLinkLabel, searchTypeLabel`,
  {
    ...headed,
    practiceFilterLabel: text,
    locationFilterLabel: text,
    allLabel: text,
    emptyText: text,
    remoteLabel: text,
    hybridLabel: text,
    employmentTypeLabels: z.object(
      Object.fromEntries(employmentTypeNames.map((name) => [name, text])) as Record<(typeof employmentTypeNames)[number], typeof text>,
    ),
    practiceLabel: text,
    locationLabel: text,
    employmentTypeLabel: text,
    postedLabel: text,
    closesLabel: text,
    payLabel: text,
    payUnitLabels: z.object({ YEAR: text, HOUR: text }),
    equalOpportunityText: text,
    applyHeading: text,
    applyLabel: text,
    noCvNote: text,
    closedHeading: text,
    closedText: text,
    openingsLinkLabel: text,
    searchTypeLabel: text,
  },
);
