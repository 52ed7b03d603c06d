import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import {
  accentColor,
  callToAction,
  callToActionFields,
  documentBase,
  documentFields,
  pageHero,
  pageHeroFields,
  sectionIntro,
  sectionIntroFields,
  seo,
  seoFields,
  stat,
  statFields,
} from "./fragments";

export const caseStudy = documentBase.extend({
  title: z.string().min(1),
  category: z.string().min(1),
  client: z.string().min(1),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  results: z.array(z.string().min(1)).length(4, "a case study lists exactly four results"),
  color: accentColor,
});
export type CaseStudy = z.infer<typeof caseStudy>;

export const caseStudiesQuery = defineQuery(
  "caseStudies",
  `*[_type == "caseStudy"] | order(order asc){${documentFields}, title, category, client, challenge, solution, results, color}`,
  z.array(caseStudy),
);

export const getCaseStudies = () => fetchContent(caseStudiesQuery);

export const caseStudiesPageQuery = defineQuery(
  "caseStudiesPage",
  `*[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0]{
    ${documentFields}, ${seoFields},
    hero{${pageHeroFields}},
    cardLabels{client, challenge, results, readMore},
    impact{${sectionIntroFields}, stats[]{${statFields}}},
    closingCta{${callToActionFields}}
  }`,
  documentBase.extend({
    seo,
    hero: pageHero,
    cardLabels: z.object({
      client: z.string().min(1),
      challenge: z.string().min(1),
      results: z.string().min(1),
      readMore: z.string().min(1),
    }),
    impact: sectionIntro.extend({ stats: z.array(stat).length(4, "the impact band shows exactly four figures") }),
    closingCta: callToAction,
  }),
);

export type CaseStudiesPage = z.infer<typeof caseStudiesPageQuery.schema>;
export type CaseStudyCardLabels = CaseStudiesPage["cardLabels"];

export const getCaseStudiesPage = () => fetchContent(caseStudiesPageQuery);
