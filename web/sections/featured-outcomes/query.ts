import { z } from "zod";
import { caseStudyCard, caseStudyCardFields } from "@/lib/content/case-study";
import { headed, headingFields, publication, sectionQuery, text } from "../define";

/** Case studies the editor picked, in that order; one since deleted (a dangling reference) is left out. */
export const query = sectionQuery(
  "featuredOutcomes",
  `${headingFields}, "studies": caseStudies[]->{${caseStudyCardFields}}, "readCaseStudyLabel": ${publication}.readCaseStudyLabel`,
  {
    ...headed,
    studies: z
      .array(caseStudyCard.nullable())
      .transform((studies) => studies.filter((study) => study !== null))
      .pipe(z.array(caseStudyCard).min(1, "featured outcomes need at least one case study")),
    readCaseStudyLabel: text,
  },
);
