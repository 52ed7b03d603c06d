import type { SchemaTypeDefinition } from "sanity";
import { author } from "./documents/author";
import { caseStudy, caseStudyStory } from "./documents/case-study";
import { category } from "./documents/category";
import { claim } from "./documents/claim";
import { contactPage } from "./documents/contact-page";
import { event } from "./documents/event";
import { jobOpening } from "./documents/job-opening";
import { newsletterSettings } from "./documents/newsletter-settings";
import { page } from "./documents/page";
import { post } from "./documents/post";
import { publication } from "./documents/publication";
import { redirect } from "./documents/redirect";
import { searchSettings } from "./documents/search-settings";
import { service } from "./documents/service";
import { siteSettings } from "./documents/site-settings";
import { testimonial } from "./documents/testimonial";
import { feature } from "./objects/feature";
import { link } from "./objects/link";
import { callout } from "./objects/rich-text";
import { seo } from "./objects/seo";
import { stat } from "./objects/stat";

export type { AccentColor, IconName } from "./objects/colors";
export { accentColors, iconNames } from "./objects/colors";

/** Document types with exactly one document each; the id of that document is the type name. */
export const singletonTypes = ["siteSettings", "contactPage", "newsletterSettings", "publication", "searchSettings"] as const;

/**
 * Every type the Studio knows: the documents and shared objects defined here, and the sections pages are
 * composed from, which the Studio passes in (web/sections/schemas.ts: each section's type lives in its folder).
 */
export const schemaTypesWith = (sectionTypes: readonly (SchemaTypeDefinition & { name: string })[]) => [
  // documents
  siteSettings,
  page(sectionTypes.map((type) => type.name)),
  service(sectionTypes.map((type) => type.name)),
  caseStudy,
  post,
  jobOpening,
  event,
  author,
  testimonial,
  claim,
  category,
  publication,
  redirect,
  contactPage,
  newsletterSettings,
  searchSettings,
  // objects
  link,
  seo,
  stat,
  feature,
  callout,
  caseStudyStory,
  // the sections every page is composed from
  ...sectionTypes,
];
