import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import {
  callToAction,
  callToActionFields,
  documentBase,
  documentFields,
  iconName,
  link,
  linkFields,
  seo,
  seoFields,
  stat,
  statFields,
} from "./fragments";

export const homePageQuery = defineQuery(
  "homePage",
  `*[_type == "homePage" && _id == "homePage"][0]{
    ${documentFields}, ${seoFields},
    hero{eyebrow, heading, text, exploreLabel, consultCta{${linkFields}}, highlights[]{${statFields}}},
    services{heading, intro, learnMoreLabel},
    infrastructure{heading, intro, items[]{_key, icon, title, text}, link{${linkFields}}},
    closingCta{${callToActionFields}}
  }`,
  documentBase.extend({
    seo,
    hero: z.object({
      eyebrow: z.string().nullish(),
      heading: z.string().min(1),
      text: z.string().min(1),
      exploreLabel: z.string().min(1),
      consultCta: link,
      highlights: z.array(stat).nullish(),
    }),
    services: z.object({ heading: z.string().min(1), intro: z.string().min(1), learnMoreLabel: z.string().min(1) }),
    infrastructure: z.object({
      heading: z.string().min(1),
      intro: z.string().min(1),
      items: z.array(z.object({ _key: z.string(), icon: iconName, title: z.string().min(1), text: z.string().min(1) })).min(1),
      link: link.nullish(),
    }),
    closingCta: callToAction,
  }),
);

export type HomePage = z.infer<typeof homePageQuery.schema>;

export const getHomePage = () => fetchContent(homePageQuery);
