import type { ReactNode } from "react";
import { getUpcomingEvents } from "@/lib/content/events";
import { loadEvents } from "./event-listing/load";
import type { SectionOf, SectionType } from "./index";
import { loadOpenings } from "./job-openings/load";
import { loadListing } from "./post-listing/load";
import type { SectionContext } from "./types";

// The routes' list of sections (only ./render.tsx reads it; lib/content reads the queries' list, ./index.ts): each
// type's component, loaded when a page is drawn, and for a section that shows more than its page's query reads (a
// page of posts), its loader. Keyed by type, it fails to compile when it and the queries' list name different types.

type Entry<T extends SectionType> = {
  component: () => Promise<(props: { section: SectionOf<T>; context: SectionContext; data: never }) => ReactNode>;
  load?: (section: SectionOf<T>, context: SectionContext) => Promise<unknown>;
  /** Drawn in a band: such sections alternate plain and tinted, in the order they stand on the page. */
  banded?: boolean | ((section: SectionOf<T>) => boolean);
};

export const sectionComponents = {
  homeHero: { component: async () => (await import("./home-hero/home-hero")).HomeHero },
  pageHero: { component: async () => (await import("./page-hero/page-hero")).PageHero },
  legalText: { component: async () => (await import("./legal-text/legal-text")).LegalText },
  statements: { component: async () => (await import("./statements/statements")).Statements },
  featureList: { component: async () => (await import("./feature-list/feature-list")).FeatureList, banded: true },
  fernApproach: { component: async () => (await import("./fern-approach/fern-approach")).FernApproach },
  processSteps: { component: async () => (await import("./process-steps/process-steps")).ProcessSteps, banded: true },
  timeline: { component: async () => (await import("./timeline/timeline")).Timeline, banded: true },
  statGrid: { component: async () => (await import("./stat-grid/stat-grid")).StatGrid, banded: true },
  statBand: { component: async () => (await import("./stat-band/stat-band")).StatBand },
  successStories: { component: async () => (await import("./success-stories/success-stories")).SuccessStories, banded: true },
  featuredOutcomes: { component: async () => (await import("./featured-outcomes/featured-outcomes")).FeaturedOutcomes, banded: true },
  testimonials: { component: async () => (await import("./testimonials/testimonials")).Testimonials, banded: true },
  tagList: { component: async () => (await import("./tag-list/tag-list")).TagList, banded: true },
  leadership: { component: async () => (await import("./leadership/leadership")).Leadership },
  serviceGrid: { component: async () => (await import("./service-grid/service-grid")).ServiceGrid },
  // Banded with a heading of its own (a service's case studies); the Case studies page's cards stand under its header.
  caseStudyGrid: {
    component: async () => (await import("./case-study-grid/case-study-grid")).CaseStudyGrid,
    banded: (section) => Boolean(section.heading),
  },
  postListing: { component: async () => (await import("./post-listing/post-listing")).PostListing, load: loadListing },
  jobOpenings: { component: async () => (await import("./job-openings/job-openings")).JobOpenings, load: loadOpenings, banded: true },
  eventListing: { component: async () => (await import("./event-listing/event-listing")).EventListing, load: loadEvents },
  latestInsights: { component: async () => (await import("./latest-insights/latest-insights")).LatestInsights, banded: true },
  upcomingEvents: {
    component: async () => (await import("./upcoming-events/upcoming-events")).UpcomingEvents,
    load: (section) => getUpcomingEvents(section.count),
    banded: true,
  },
  contactBlock: { component: async () => (await import("./contact-block/contact-block")).ContactBlock },
  newsletter: { component: async () => (await import("./newsletter/newsletter")).Newsletter },
  callToAction: { component: async () => (await import("./call-to-action/call-to-action")).CallToAction },
} satisfies { [T in SectionType]: Entry<T> };

/** The entry of a section type: its component, loader and band. */
export const sectionEntry = (type: SectionType) => sectionComponents[type] as Entry<SectionType>;
