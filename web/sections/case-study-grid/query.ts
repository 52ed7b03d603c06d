import { z } from "zod";
import { caseStudyCard, caseStudyCardFields, caseStudyCardLabels } from "@/lib/content/case-study";
import { optionalText, publication, sectionQuery } from "../define";

/**
 * Every case study, or the case studies of the service whose page this is: those naming it among their related
 * services (`^.^` is the document the section belongs to), but for those a success story on the same page already
 * tells (its card would show the same engagement twice). The heading is optional: the Case studies page's
 * cards stand under its header.
 */
export const query = sectionQuery(
  "caseStudyGrid",
  `show, heading, intro, "labels": ${publication}{clientLabel, cardChallengeLabel, cardResultsLabel, readCaseStudyLabel},
  "studies": *[_type == "caseStudy" && (^.show != "related" || (^.^._id in relatedServices[]._ref && !(_id in ^.^.sections[_type == "successStories"].stories[].caseStudy._ref)))] | order(order asc){${caseStudyCardFields}}`,
  {
    show: z.enum(["all", "related"]),
    heading: optionalText,
    intro: optionalText,
    labels: caseStudyCardLabels,
    studies: z.array(caseStudyCard),
  },
);
