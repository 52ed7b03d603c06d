/**
 * Where a page document lives: the home page at `/`, every other at /<slug> (lower-case words joined by
 * dashes, nested with /), never at an address the site's own routes answer.
 */
import {
  blogPath,
  careersPath,
  caseStudiesPath,
  contentPagePrefix,
  eventsPath,
  filesPath,
  homePageId,
  localPathPattern,
  newsletterPath,
  pageSlugPattern,
  servicesPath,
} from "../addresses";

/** Pages editors keep but never delete: the site's links and the law depend on them. */
export const fixedPageIds = [homePageId, "page-contact", "page-privacy-policy", "page-terms-of-service", "page-accessibility"] as const;

const firstSegment = (path: string) => path.split("/")[1] ?? "";
/** Lists that are page documents, their own route's documents below them: a page may be the segment, never below it. */
const listingPages = [servicesPath, blogPath, caseStudiesPath, careersPath, eventsPath].map(firstSegment);
/** First segments that belong to the site's own routes. */
const reservedSegments = [
  ...listingPages,
  ...[contentPagePrefix, newsletterPath, filesPath].map(firstSegment),
  "api",
  "_next",
  "og",
  "events.ics",
  "search",
  "studio",
  "images",
  "sitemap.xml",
  "robots.txt",
  "manifest.webmanifest",
];

/** The blog's own addresses under /blog/: no post may take these as its slug. */
export const blogReservedSlugs = ["page", "category", "author", "rss"] as const;

/** Why a slug cannot be a page's address, or true when it can. */
export function checkPageSlug(slug: string | undefined): true | string {
  if (!slug) return true;
  if (!pageSlugPattern.test(slug))
    return "Use lower-case letters, digits and dashes, with / between nested parts (for example about or solutions/rural-clinics).";
  const [first = ""] = slug.split("/");
  if (!listingPages.includes(slug) && reservedSegments.includes(first))
    return `Addresses starting with “${first}/” belong to the site itself; choose another.`;
  return true;
}

/** Why a slug would not give a path of this site, or true when it does. */
export function checkLocalSlug(slug: { current?: string } | undefined): true | string {
  const current = slug?.current;
  if (!current || localPathPattern.test(`/${current}`)) return true;
  return "An address is words separated by single /, with no . or .. parts, \\ or spaces: click Generate to make it from the title.";
}

export const redirectPathPattern = /^\/[a-z0-9]+(?:[-_.][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_.][a-z0-9]+)*)*$/;
