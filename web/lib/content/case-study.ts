import { z } from "zod";
import { accentColor, documentBase, documentFields, uniqueTexts } from "./fragments";

/** What a case-study card shows (the Case studies grid section lists them all, in their order). */
export const caseStudyCardFields = `${documentFields}, title, category, client, challenge, solution, results, color`;
export const caseStudyCard = documentBase.extend({
  title: z.string().min(1),
  category: z.string().min(1),
  client: z.string().min(1),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  results: uniqueTexts.min(1),
  color: accentColor,
});
export type CaseStudyCard = z.infer<typeof caseStudyCard>;
