import { getAuthorSlugs } from "./content/author";
import { getListingFacts, listingStates } from "./content/blog-listing";
import { caseStudyPath, getCaseStudySlugs } from "./content/case-study";
import { listingPath } from "./content/listing";
import { getPageSlugs, pagePath } from "./content/page";
import { authorPath, getPostSlugs, postPath } from "./content/post";
import { servicePath } from "./content/service";
import { getServiceSlugs } from "./content/service-page";

/**
 * Every public route, read from the content: the home page, every page document, every service, every
 * post, the blog's category and later pages, every author and every case study.
 */
export async function publicRoutes(): Promise<string[]> {
  const [pages, services, posts, facts, authors, caseStudies] = await Promise.all([
    getPageSlugs(),
    getServiceSlugs(),
    getPostSlugs(),
    getListingFacts(),
    getAuthorSlugs(),
    getCaseStudySlugs(),
  ]);
  return [
    "/",
    ...pages.map(pagePath),
    ...services.map(servicePath),
    ...posts.map(postPath),
    ...(facts ? listingStates(facts).map(listingPath) : []),
    ...authors.map(authorPath),
    ...caseStudies.map(caseStudyPath),
  ];
}
