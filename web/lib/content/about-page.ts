import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import {
  callToAction,
  callToActionFields,
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
} from "./fragments";

const statement = z.object({ heading: z.string().min(1), text: z.string().min(1) });

export const aboutPageQuery = defineQuery(
  "aboutPage",
  `*[_type == "aboutPage" && _id == "aboutPage"][0]{
    ${documentFields}, ${seoFields},
    hero{${pageHeroFields}},
    mission{heading, text}, vision{heading, text},
    approach{${sectionIntroFields}, stages[]{${featureFields}}},
    principles{${sectionIntroFields}, items[]{${featureFields}}},
    reasons{${sectionIntroFields}, items[]{${featureFields}}},
    leadership{heading, text},
    closingCta{${callToActionFields}}
  }`,
  documentBase.extend({
    seo,
    hero: pageHero,
    mission: statement,
    vision: statement,
    approach: sectionIntro.extend({ stages: z.array(feature).min(3).max(4) }),
    principles: sectionIntro.extend({ items: z.array(feature).length(3, "the about page lists exactly three principles") }),
    reasons: sectionIntro.extend({ items: z.array(feature).length(4, "the about page lists exactly four reasons") }),
    leadership: statement,
    closingCta: callToAction,
  }),
);

export type AboutPage = z.infer<typeof aboutPageQuery.schema>;

export const getAboutPage = () => fetchContent(aboutPageQuery);
