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

/** The words of /services around the service cards (which come from `getServiceCards`). */
export const servicesPageQuery = defineQuery(
  "servicesPage",
  `*[_type == "servicesPage" && _id == "servicesPage"][0]{
    ${documentFields}, ${seoFields},
    hero{${pageHeroFields}},
    services{${sectionIntroFields}, learnMoreLabel},
    process{${sectionIntroFields}, steps[]{${featureFields}}},
    closingCta{${callToActionFields}}
  }`,
  documentBase.extend({
    seo,
    hero: pageHero,
    services: sectionIntro.extend({ learnMoreLabel: z.string().min(1) }),
    process: sectionIntro.extend({ steps: z.array(feature).length(4, "the process has exactly four steps") }),
    closingCta: callToAction,
  }),
);

export type ServicesPage = z.infer<typeof servicesPageQuery.schema>;

export const getServicesPage = () => fetchContent(servicesPageQuery);
