import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import {
  documentBase,
  documentFields,
  feature,
  featureFields,
  pageHero,
  pageHeroFields,
  sectionIntro,
  sectionIntroFields,
  seo,
  seoFields,
  stat,
  statFields,
} from "./fragments";

const phase = z.object({
  _key: z.string(),
  years: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  milestones: z.array(z.string().min(1)).min(1),
});
export type ExpansionPhase = z.infer<typeof phase>;

export const globalImpactPageQuery = defineQuery(
  "globalImpactPage",
  `*[_type == "globalImpactPage" && _id == "globalImpactPage"][0]{
    ${documentFields}, ${seoFields},
    hero{${pageHeroFields}},
    targets{${sectionIntroFields}, stats[]{${statFields}}},
    phases{${sectionIntroFields}, items[]{_key, years, title, text, milestones}},
    impactAreas{${sectionIntroFields}, items[]{${featureFields}}},
    partnership{${sectionIntroFields}, points[]{${featureFields}}},
    closing{heading, text, buttons}
  }`,
  documentBase.extend({
    seo,
    hero: pageHero,
    targets: sectionIntro.extend({ stats: z.array(stat).length(4, "show exactly four 2030 targets") }),
    phases: sectionIntro.extend({ items: z.array(phase).length(3, "the expansion has exactly three phases") }),
    impactAreas: sectionIntro.extend({ items: z.array(feature).length(4, "show exactly four impact areas") }),
    partnership: sectionIntro.extend({ points: z.array(feature).min(1) }),
    closing: z.object({
      heading: z.string().min(1),
      text: z.string().min(1),
      buttons: z.array(z.string().min(1)).length(2, "the closing band has exactly two buttons"),
    }),
  }),
);

export type GlobalImpactPage = z.infer<typeof globalImpactPageQuery.schema>;

export const getGlobalImpactPage = () => fetchContent(globalImpactPageQuery);
