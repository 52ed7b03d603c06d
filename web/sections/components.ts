import { callToAction } from "./call-to-action";
import { caseStudyGrid } from "./case-study-grid";
import { contactBlock } from "./contact-block";
import type { Section } from "./define";
import { eventListing } from "./event-listing";
import { featureList } from "./feature-list";
import { featuredOutcomes } from "./featured-outcomes";
import { fernApproach } from "./fern-approach";
import { homeHero } from "./home-hero";
import type { QueryOf, SectionType } from "./index";
import { jobOpenings } from "./job-openings";
import { latestInsights } from "./latest-insights";
import { leadership } from "./leadership";
import { legalText } from "./legal-text";
import { newsletter } from "./newsletter";
import { pageHero } from "./page-hero";
import { postListing } from "./post-listing";
import { processSteps } from "./process-steps";
import { serviceGrid } from "./service-grid";
import { statBand } from "./stat-band";
import { statGrid } from "./stat-grid";
import { statements } from "./statements";
import { successStories } from "./success-stories";
import { tagList } from "./tag-list";
import { testimonials } from "./testimonials";
import { timeline } from "./timeline";
import { upcomingEvents } from "./upcoming-events";

// The sections every page is composed from, as the routes draw them: each type's component and, for a section
// that shows more than its page's query reads (one page of posts), its loader (sections/<name>/index.ts). Only
// the page renderer (./render.tsx) reads this list; what reads content reads the queries' list (./index.ts).
// Keyed by type, the two lists name the same types: a section missing from either, or filed under another
// type's name, fails to compile here.

export const sectionComponents = {
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
} satisfies { [T in SectionType]: { query: QueryOf<T> } };

/** The entry of a section type: its query, component and loader. */
export const sectionEntry = <T extends SectionType>(type: T) => sectionComponents[type] as unknown as Section<QueryOf<T>, unknown>;
