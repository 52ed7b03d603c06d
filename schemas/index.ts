import { aboutPage } from "./documents/about-page";
import { blogPage } from "./documents/blog-page";
import { caseStudiesPage } from "./documents/case-studies-page";
import { caseStudy } from "./documents/case-study";
import { contactPage } from "./documents/contact-page";
import { globalImpactPage } from "./documents/global-impact-page";
import { homePage } from "./documents/home-page";
import { legalPage } from "./documents/legal-page";
import { post } from "./documents/post";
import { service } from "./documents/service";
import { servicesPage } from "./documents/services-page";
import { siteSettings } from "./documents/site-settings";
import { callToAction } from "./objects/call-to-action";
import { feature } from "./objects/feature";
import { link } from "./objects/link";
import { serviceSectionTypes } from "./objects/sections";
import { seo } from "./objects/seo";
import { stat } from "./objects/stat";

export type { AccentColor, IconName } from "./objects/colors";
export { accentColors, iconNames } from "./objects/colors";
export type { IllustrationKey } from "./objects/illustrations";
export { illustrationKeys } from "./objects/illustrations";

/** Document types with exactly one document each; the id of that document is the type name. */
export const singletonTypes = [
  "siteSettings",
  "homePage",
  "aboutPage",
  "servicesPage",
  "caseStudiesPage",
  "globalImpactPage",
  "blogPage",
  "contactPage",
] as const;

export const schemaTypes = [
  // documents
  siteSettings,
  homePage,
  aboutPage,
  servicesPage,
  caseStudiesPage,
  globalImpactPage,
  blogPage,
  contactPage,
  service,
  caseStudy,
  post,
  legalPage,
  // objects
  link,
  seo,
  stat,
  callToAction,
  // sections of a service page
  ...serviceSectionTypes,
  feature,
];
