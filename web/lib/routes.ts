import { authorPagePath, caseStudyPath, homePath, laterPages, listingPath, pagePath, postPath, servicePath } from "@site/schemas/addresses";
import { getAuthorPostCounts } from "./content/author";
import { getListingFacts, listingStates } from "./content/blog-listing";
import { getCaseStudySlugs } from "./content/case-study";
import { getPageSlugs } from "./content/page-ids";
import { getPostSlugs } from "./content/post";
import { getServiceSlugs } from "./content/service";

/**
 * Every public route, read from the content: the home page, every page document, every service, every
 * post, the blog's category and later pages, every author's pages and every case study.
 */
export async function publicRoutes(): Promise<string[]> {
  const [pages, services, posts, facts, authors, caseStudies] = await Promise.all([
    getPageSlugs(),
    getServiceSlugs(),
    getPostSlugs(),
    getListingFacts(),
    getAuthorPostCounts(),
    getCaseStudySlugs(),
  ]);
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
  ];
}
