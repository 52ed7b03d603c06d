import { z } from "zod";
import { query as callToAction } from "./call-to-action/query";
import { query as caseStudyGrid } from "./case-study-grid/query";
import { query as contactBlock } from "./contact-block/query";
import { type SectionQuery, sectionProjection } from "./define";
import { query as eventListing } from "./event-listing/query";
import { query as featureList } from "./feature-list/query";
import { query as featuredOutcomes } from "./featured-outcomes/query";
import { query as fernApproach } from "./fern-approach/query";
import { query as homeHero } from "./home-hero/query";
import { query as jobOpenings } from "./job-openings/query";
import { query as latestInsights } from "./latest-insights/query";
import { query as leadership } from "./leadership/query";
import { query as legalText } from "./legal-text/query";
import { query as newsletter } from "./newsletter/query";
import { query as pageHero } from "./page-hero/query";
import { query as postListing } from "./post-listing/query";
import { query as processSteps } from "./process-steps/query";
import type { sectionSchemas } from "./schemas";
import { query as serviceGrid } from "./service-grid/query";
import { query as statBand } from "./stat-band/query";
import { query as statGrid } from "./stat-grid/query";
import { query as statements } from "./statements/query";
import { query as successStories } from "./success-stories/query";
import { query as tagList } from "./tag-list/query";
import { query as testimonials } from "./testimonials/query";
import { query as timeline } from "./timeline/query";
import { query as upcomingEvents } from "./upcoming-events/query";

// The queries' list: each section type's projection and the zod schema of what it returns. lib/content reads this
// list alone, never a component (the routes' list is ./components.ts).

export const sectionQueries = [
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

type Listed = (typeof sectionQueries)[number];
export type SectionType = Listed["type"];

// The Studio's list and this one name the same types: a section missing from either fails to compile here.
type StudioType = (typeof sectionSchemas)[number]["name"];
const sameTypes: [StudioType] extends [SectionType] ? ([SectionType] extends [StudioType] ? true : never) : never = true;
void sameTypes;

type SchemasOf<List extends readonly SectionQuery[]> = { [K in keyof List]: List[K]["schema"] };
const schemas = sectionQueries.map((query) => query.schema) as unknown as SchemasOf<typeof sectionQueries>;

const pageSection = z.discriminatedUnion("_type", schemas);
export type PageSection = z.infer<typeof pageSection>;
export type SectionOf<T extends SectionType> = Extract<PageSection, { _type: T }>;

/**
 * The projection of a `sections[]` array: each section's own fields by its type; with `types`, only those
 * sections' fields (a page's read then depends only on what its own sections list: see `sectionedRead`).
 */
export const sectionFieldsFor = (types?: readonly string[]) =>
  ["_key, _type", ...sectionQueries.filter((query: SectionQuery) => !types || types.includes(query.type)).map(sectionProjection)].join(
    ",\n  ",
  );

const openings: readonly SectionType[] = ["homeHero", "pageHero", "legalText"];

/** A page's sections: at least one, opening with its one header (the page's h1). */
export const pageSections = z
  .array(pageSection)
  .min(1)
  .refine((list) => openings.includes(list[0]?._type ?? "statGrid") && list.filter((s) => openings.includes(s._type)).length === 1, {
    message: "a page starts with its one header (homeHero, pageHero or legalText) and has no second one",
  });
