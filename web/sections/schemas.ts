import { callToAction } from "./call-to-action/schema";
import { caseStudyGrid } from "./case-study-grid/schema";
import { contactBlock } from "./contact-block/schema";
import { eventListing } from "./event-listing/schema";
import { featureList } from "./feature-list/schema";
import { featuredOutcomes } from "./featured-outcomes/schema";
import { fernApproach } from "./fern-approach/schema";
import { homeHero } from "./home-hero/schema";
import { jobOpenings } from "./job-openings/schema";
import { latestInsights } from "./latest-insights/schema";
import { leadership } from "./leadership/schema";
import { legalText } from "./legal-text/schema";
import { newsletter } from "./newsletter/schema";
import { pageHero } from "./page-hero/schema";
import { postListing } from "./post-listing/schema";
import { processSteps } from "./process-steps/schema";
import { serviceGrid } from "./service-grid/schema";
import { statBand } from "./stat-band/schema";
import { statGrid } from "./stat-grid/schema";
import { statements } from "./statements/schema";
import { successStories } from "./success-stories/schema";
import { tagList } from "./tag-list/schema";
import { testimonials } from "./testimonials/schema";
import { timeline } from "./timeline/schema";
import { upcomingEvents } from "./upcoming-events/schema";

/**
 * The Studio's list of sections: each folder's Sanity type (sections/<name>/schema.ts), in the order the insert
 * menu lists them, openings first, closing bands last. The Studio imports this file alone (none of the site's
 * code); ./index.ts, the site's list, fails to compile when the two name different types.
 */
export const sectionSchemas = [
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
