import { caseStudy } from "./documents/case-study";
import { contactPage } from "./documents/contact-page";
import { newsletterSettings } from "./documents/newsletter-settings";
import { page } from "./documents/page";
import { post } from "./documents/post";
import { service } from "./documents/service";
import { siteSettings } from "./documents/site-settings";
import { feature } from "./objects/feature";
import { link } from "./objects/link";
import { sectionTypes } from "./objects/sections";
import { seo } from "./objects/seo";
import { stat } from "./objects/stat";

export type { AccentColor, IconName } from "./objects/colors";
export { accentColors, iconNames } from "./objects/colors";
export type { IllustrationKey } from "./objects/illustrations";
export { illustrationKeys } from "./objects/illustrations";

/** Document types with exactly one document each; the id of that document is the type name. */
export const singletonTypes = ["siteSettings", "contactPage", "newsletterSettings"] as const;

export const schemaTypes = [
  // documents
  siteSettings,
  page,
  service,
  caseStudy,
  post,
  contactPage,
  newsletterSettings,
  // objects
  link,
  seo,
  stat,
  feature,
  // the sections every page is composed from
  ...sectionTypes,
];
