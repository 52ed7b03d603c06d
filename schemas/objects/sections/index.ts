import { ctaButtons } from "./cta-buttons";
import { featureList } from "./feature-list";
import { pageHero } from "./page-hero";
import { processSteps } from "./process-steps";
import { statGrid } from "./stat-grid";
import { successStories } from "./success-stories";
import { tagList } from "./tag-list";

/** The sections an editor composes a service page from, in the order the insert menu lists them. */
export const serviceSectionTypes = [pageHero, statGrid, featureList, processSteps, successStories, tagList, ctaButtons];

export const serviceSectionNames = serviceSectionTypes.map((type) => type.name);
