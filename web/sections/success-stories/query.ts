import { z } from "zod";
import { caseStudyCard } from "@/lib/content/case-study";
import { stat, statFields } from "@/lib/content/fragments";
import { headed, headingFields, optionalText, publication, sectionQuery, text } from "../define";

/**
 * A story told in full by a case study shows that case study's client and results (never figures of its own, so
 * the two cannot disagree) and links to its page; another story gives its own client and figures.
 */
export const query = sectionQuery(
  "successStories",
  `${headingFields}, stories[]{_key, client, summary, results[]{${statFields}}, "caseStudy": caseStudy->{"slug": slug.current, client, results}},
  "readCaseStudyLabel": ${publication}.readCaseStudyLabel`,
  {
    ...headed,
    stories: z
      .array(
        z
          .object({
            _key: z.string(),
            client: optionalText,
            summary: text,
            results: z.array(stat).nullish(),
            caseStudy: caseStudyCard.pick({ slug: true, client: true, results: true }).nullish(),
          })
          .refine((story) => story.caseStudy ?? (story.client && story.results?.length), {
            message: "a success story names its client and gives figures, or picks the case study it tells short",
          }),
      )
      .min(1),
    readCaseStudyLabel: text,
  },
);
