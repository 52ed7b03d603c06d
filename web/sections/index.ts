import { z } from "zod";
import { callToAction } from "./call-to-action";
import { caseStudyGrid } from "./case-study-grid";
import { contactBlock } from "./contact-block";
import type { Section, SectionQuery } from "./define";
import { eventListing } from "./event-listing";
import { featureList } from "./feature-list";
import { featuredOutcomes } from "./featured-outcomes";
import { fernApproach } from "./fern-approach";
import { homeHero } from "./home-hero";
import { jobOpenings } from "./job-openings";
import { latestInsights } from "./latest-insights";
import { leadership } from "./leadership";
import { legalText } from "./legal-text";
import { newsletter } from "./newsletter";
import { pageHero } from "./page-hero";
import { postListing } from "./post-listing";
import { processSteps } from "./process-steps";
import type { sectionSchemas } from "./schemas";
import { serviceGrid } from "./service-grid";
import { statBand } from "./stat-band";
import { statGrid } from "./stat-grid";
import { statements } from "./statements";
import { successStories } from "./success-stories";
import { tagList } from "./tag-list";
import { testimonials } from "./testimonials";
import { timeline } from "./timeline";
import { upcomingEvents } from "./upcoming-events";

// The sections every page is composed from. Each is one folder (sections/<name>/): schema.ts (the Sanity
// type editors fill, listed for the Studio in ./schemas.ts), query.ts (its GROQ projection and zod schema),
// its component and index.ts (the three together). This list is the site's: the union of what a page's
// sections can be, the projection of a page's `sections[]` and the component of each type all derive from it.

export const sections = [
  homeHero,
  pageHero,
  legalText,
  statements,
  featureList,
  fernApproach,
  processSteps,
  timeline,
  statGrid,
  statBand,
  successStories,
  featuredOutcomes,
  testimonials,
  tagList,
  leadership,
  serviceGrid,
  caseStudyGrid,
  postListing,
  jobOpenings,
  eventListing,
  latestInsights,
  upcomingEvents,
  contactBlock,
  newsletter,
  callToAction,
] as const;

type Listed = (typeof sections)[number];
type QueryOf<Entry> = Entry extends { query: infer Query extends SectionQuery } ? Query : never;
export type SectionType = QueryOf<Listed>["type"];

// The Studio's list and this one name the same types: a section missing from either fails to compile here.
type StudioType = (typeof sectionSchemas)[number]["name"];
const sameTypes: [StudioType] extends [SectionType] ? ([SectionType] extends [StudioType] ? true : never) : never = true;
void sameTypes;

type SchemasOf<List extends readonly unknown[]> = { [K in keyof List]: QueryOf<List[K]>["schema"] };
const schemas = sections.map((entry) => entry.query.schema) as unknown as SchemasOf<typeof sections>;

/** One section of a page, as its type's query returns it. */
const pageSection = z.discriminatedUnion("_type", schemas);
export type PageSection = z.infer<typeof pageSection>;
export type SectionOf<T extends SectionType> = Extract<PageSection, { _type: T }>;

/** The entry of a section type in the list. */
export const sectionEntry = <T extends SectionType>(type: T) =>
  sections.find((entry) => entry.query.type === type) as unknown as Section<Extract<QueryOf<Listed>, { type: T }>, unknown>;

/**
 * The projection of a `sections[]` array: each section's own fields by its type; with `types`, only those
 * sections' fields (a page's read then depends only on what its own sections list: see `sectionedRead`).
 */
export const sectionFieldsFor = (types?: readonly string[]) =>
  [
    "_key, _type",
    ...sections
      .map((entry): SectionQuery => entry.query)
      .filter((query) => !types || types.includes(query.type))
      .map((query) => `_type == "${query.type}" => {${query.fields}}`),
  ].join(",\n  ");

const openings: readonly SectionType[] = ["homeHero", "pageHero", "legalText"];

/** A page's sections: at least one, opening with its one header (the page's h1). */
export const pageSections = z
  .array(pageSection)
  .min(1)
  .refine((list) => openings.includes(list[0]?._type ?? "statGrid") && list.filter((s) => openings.includes(s._type)).length === 1, {
    message: "a page starts with its one header (homeHero, pageHero or legalText) and has no second one",
  });
