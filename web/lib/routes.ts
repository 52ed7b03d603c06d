import { authorPagePath, caseStudyPath, homePath, laterPages, listingPath, pagePath, postPath, servicePath } from "@site/schemas/addresses";
import { getAuthorPostCounts } from "./content/author";
import { getListingFacts, listingStates } from "./content/blog-listing";
import { careersListPath, careersMoment, careersPath, careersStates, getOpeningCards, isOpenAt, jobOpeningPath } from "./content/careers";
import { getCaseStudySlugs } from "./content/case-study";
import { eventPath, eventsListPath, eventsPath, getEventCards, getEventsPageSize } from "./content/events";
import { getPageSlugs } from "./content/page-ids";
import { getPostSlugs } from "./content/post";
import { getServiceSlugs } from "./content/service";

/** Every public route, read from the content, as of now (a closed role is not offered to search engines). */
export async function publicRoutes(): Promise<string[]> {
  const [pages, services, posts, facts, authors, caseStudies, openings, events, eventsPageSize] = await Promise.all([
    getPageSlugs(),
    getServiceSlugs(),
    getPostSlugs(),
    getListingFacts(),
    getAuthorPostCounts(),
    getCaseStudySlugs(),
    getOpeningCards(),
    getEventCards(),
    getEventsPageSize(),
  ]);
  const eventRoutes =
    pages.includes(eventsPath.slice(1)) && eventsPageSize
      ? [...laterPages(events.length, eventsPageSize).map(eventsListPath), ...events.map((event) => eventPath(event.slug))]
      : [];
  const moment = careersMoment(openings);
  const careers = pages.includes(careersPath.slice(1))
    ? [
        ...careersStates(openings, moment).flatMap((state) => (state.facet ? [careersListPath(state)] : [])),
        ...openings.filter((opening) => isOpenAt(opening, moment)).map((opening) => jobOpeningPath(opening.slug)),
      ]
    : [];
  return [
    homePath,
    ...pages.map(pagePath),
    ...services.map(servicePath),
    ...posts.map(postPath),
    ...(facts ? listingStates(facts).map(listingPath) : []),
    ...authors.flatMap(({ slug, posts }) =>
      [1, ...(facts ? laterPages(posts, facts.pageSize) : [])].map((page) => authorPagePath(slug, page)),
    ),
    ...caseStudies.map(caseStudyPath),
    ...careers,
    ...eventRoutes,
  ];
}
