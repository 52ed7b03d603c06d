import { z } from "zod";
import { texts } from "@/sections/define";
import { caseStudySlugsQuery, slug } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { accentColor, documentBase, documentFields, seo, seoFields, uniqueTexts } from "./fragments";
import { image, imageFields } from "./image";
import { serviceLink } from "./post";
import { richText, richTextFields } from "./rich-text";

export { caseStudiesPath, caseStudyPath } from "@site/schemas/addresses";

/** What a case-study card shows (the Case studies grid section lists them, in their order). */
export const caseStudyCardFields = `${documentFields}, title, "slug": slug.current, category, client, challenge, results, color`;
export const caseStudyCard = documentBase.extend({
  title: z.string().min(1),
  slug,
  ...texts("category, client, challenge"),
  results: uniqueTexts.min(1),
  color: accentColor,
});
export type CaseStudyCard = z.infer<typeof caseStudyCard>;

/** The words of every case-study card (Blog and case studies → Case studies); the button's also links a success story. */
export const caseStudyCardLabels = z.object(texts("clientLabel, cardChallengeLabel, cardResultsLabel, readCaseStudyLabel"));
export type CaseStudyCardLabels = z.infer<typeof caseStudyCardLabels>;

export const caseStudyPageQuery = contentQuery(
  "caseStudyPage",
  `*[_type == "caseStudy" && slug.current == $slug][0]{
    ${caseStudyCardFields}, ${imageFields("image")}, ${seoFields},
    story{ challenge[]{${richTextFields}}, approach[]{${richTextFields}}, solution[]{${richTextFields}} },
    "relatedServices": relatedServices[]->{_id, title, "slug": slug.current, description}, "topics": coalesce(topics[]._ref, [])
  }`,
  caseStudyCard
    .extend({
      image,
      seo: seo.nullish(),
      story: z.object({ challenge: richText, approach: richText, solution: richText }),
      relatedServices: z.array(serviceLink).nullish(),
      topics: z.array(z.string()),
    })
    .nullable(),
);
export type CaseStudyPage = NonNullable<z.infer<typeof caseStudyPageQuery.schema>>;

/** A case study's search title and description: its own, or its title and challenge. */
export const caseStudySeo = (study: Pick<CaseStudyPage, "title" | "challenge" | "seo">) =>
  study.seo ?? { title: study.title, description: study.challenge };

export const getCaseStudyPage = (slug: string) => fetchContent(caseStudyPageQuery, { slug });
export const getCaseStudySlugs = () => fetchContent(caseStudySlugsQuery);
