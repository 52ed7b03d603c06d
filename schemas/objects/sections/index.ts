import { callToAction } from "./call-to-action";
import { caseStudyGrid } from "./case-study-grid";
import { contactBlock } from "./contact-block";
import { featureList } from "./feature-list";
import { featuredOutcomes } from "./featured-outcomes";
import { fernApproach } from "./fern-approach";
import { homeHero } from "./home-hero";
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

/**
 * Every section an editor composes a page (or a service's page) from, in the order the insert menu
 * lists them: openings first, closing bands last. The web's registry has one component per name.
 */
export const sectionTypes = [
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
  latestInsights,
  contactBlock,
  newsletter,
  callToAction,
];

export const sectionNames = sectionTypes.map((type) => type.name);
