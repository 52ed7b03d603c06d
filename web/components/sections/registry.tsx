import type { ReactNode } from "react";
import { type Accent, siteAccent } from "@/components/ui/accent";
import type { PageSection, SectionType } from "@/lib/content/sections";
import type { SiteSettings } from "@/lib/content/site-settings";
import { CallToAction } from "./call-to-action";
import { CaseStudyGrid } from "./case-study-grid";
import { ContactBlock } from "./contact-block";
import { FeatureList } from "./feature-list";
import { FeaturedOutcomes } from "./featured-outcomes";
import { FernApproach } from "./fern-approach";
import { HomeHero } from "./home-hero";
import { LatestInsights } from "./latest-insights";
import { Leadership } from "./leadership";
import { LegalText } from "./legal-text";
import { Newsletter } from "./newsletter";
import { PageHero } from "./page-hero";
import { PostListing } from "./post-listing";
import { ProcessSteps } from "./process-steps";
import { ServiceGrid } from "./service-grid";
import { StatBand } from "./stat-band";
import { StatGrid } from "./stat-grid";
import { Statements } from "./statements";
import { SuccessStories } from "./success-stories";
import { TagList } from "./tag-list";
import { Testimonials } from "./testimonials";
import { Timeline } from "./timeline";
import type { SectionContext, SectionOf, SectionProps } from "./types";

export type SectionComponents = { [T in SectionType]: (props: SectionProps<T>) => ReactNode };

/** One component per section type. A new section type fails to compile until it is listed here. */
const registry: SectionComponents = {
  homeHero: HomeHero,
  pageHero: PageHero,
  legalText: LegalText,
  statements: Statements,
  featureList: FeatureList,
  fernApproach: FernApproach,
  processSteps: ProcessSteps,
  timeline: Timeline,
  statGrid: StatGrid,
  statBand: StatBand,
  successStories: SuccessStories,
  featuredOutcomes: FeaturedOutcomes,
  testimonials: Testimonials,
  tagList: TagList,
  leadership: Leadership,
  serviceGrid: ServiceGrid,
  caseStudyGrid: CaseStudyGrid,
  postListing: PostListing,
  latestInsights: LatestInsights,
  contactBlock: ContactBlock,
  newsletter: Newsletter,
  callToAction: CallToAction,
};

/** Sections drawn in a `Band`: they alternate plain and tinted, in the order they stand on the page. */
const banded = new Set<SectionType>([
  "featureList",
  "processSteps",
  "timeline",
  "statGrid",
  "successStories",
  "featuredOutcomes",
  "testimonials",
  "latestInsights",
  "tagList",
]);
/** A case-study grid is drawn in a band when it has a heading of its own (a service's case studies). */
const inBand = (section: PageSection) => banded.has(section._type) || (section._type === "caseStudyGrid" && Boolean(section.heading));

function renderSection<T extends SectionType>(
  components: SectionComponents,
  type: T,
  section: SectionOf<T>,
  context: SectionContext,
): ReactNode {
  const Component: (props: SectionProps<T>) => ReactNode = components[type];
  return <Component key={section._key} section={section} context={context} />;
}

type Props = {
  sections: PageSection[];
  settings: SiteSettings;
  /** The service's colour on its page; the site's own by default. */
  accent?: Accent;
  service?: SectionContext["service"];
  /** A route's own component for a section type, for example the contact form with its script. */
  components?: Partial<SectionComponents>;
  /** Which category and page of posts a Post listing shows (the blog's category and page routes). */
  listing?: SectionContext["listing"];
};

/** A page: its sections in the order the editor composed them. */
export function PageSections({ sections, settings, accent = siteAccent, service, components, listing }: Props) {
  const drawn: SectionComponents = { ...registry, ...components };
  const servicesAnchor = sections.find((section) => section._type === "serviceGrid")?._key;
  let body = 0;
  return sections.map((section) => {
    const band = inBand(section) && body++ % 2 === 1 ? "alt" : "plain";
    return renderSection(drawn, section._type, section, { service, accent, band, settings, servicesAnchor, listing });
  });
}
