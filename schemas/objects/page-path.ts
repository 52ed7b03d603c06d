/**
 * Where a page document lives. The home page is the one page with no address of its own; every other
 * page is at /<slug>, where a slug is lower-case words joined by dashes, optionally nested with /.
 * Addresses that the site's own routes answer are reserved.
 */
import {
  type AddressedType,
  addressedTypes,
  addressPrefixes,
  blogPath,
  careersPath,
  caseStudiesPath,
  contentPagePrefix,
  documentAddress,
  eventsPath,
  filesPath,
  homePageId,
  newsletterPath,
  pagePath,
  servicesPath,
} from "../addresses";

// Addresses themselves are defined in schemas/addresses.ts; these names stay importable from here.
export { type AddressedType, addressedTypes, addressPrefixes, documentAddress, homePageId, pagePath };

/** Pages editors keep but never delete: the site's links and the law depend on them. */
export const fixedPageIds = [homePageId, "page-contact", "page-privacy-policy", "page-terms-of-service", "page-accessibility"] as const;

export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * First segments that belong to routes of their own (service pages, posts, case studies, search, the APIs,
 * Next's files). A page may still be the segment itself (`services`, `blog`, `case-studies`: the listings),
 * never something nested under it.
 */
const firstSegment = (path: string) => path.split("/")[1] ?? "";
export const reservedSegments = [
  "api",
  "_next",
  ...[contentPagePrefix, newsletterPath].map(firstSegment),
  "og",
  ...[servicesPath, blogPath, caseStudiesPath, careersPath, eventsPath].map(firstSegment),
  "events.ics",
  "search",
  "studio",
  firstSegment(filesPath),
  "images",
  "sitemap.xml",
  "robots.txt",
  "manifest.webmanifest",
];

/** Listing pages that are page documents at the first segment of a reserved route. */
const listingPages = new Set([servicesPath, blogPath, caseStudiesPath, careersPath, eventsPath].map(firstSegment));

/** The blog's own addresses under /blog/: a post cannot take one of these as its address. */
export const blogReservedSlugs = ["page", "category", "author", "rss"] as const;

/** Why a slug cannot be a page's address, or true when it can. `services`, `blog`, `case-studies` alone are listings. */
export function checkPageSlug(slug: string | undefined): true | string {
  if (!slug) return true;
  if (!pageSlugPattern.test(slug))
    return "Use lower-case letters, digits and dashes, with / between nested parts (for example about or solutions/rural-clinics).";
  const [first] = slug.split("/");
  if (!listingPages.has(slug) && first !== undefined && reservedSegments.includes(first))
    return `Addresses starting with “${first}/” belong to the site itself; choose another.`;
  return true;
}

/**
 * A segment of a path of this site: not empty, not `.` or `..`, and with no percent-encoded dot, slash or
 * backslash (`%2e%2e` is `..` to a browser), no backslash, `?`, `#`, white space or control character
 * (browsers drop tabs and line breaks from an address, so `/\t/evil.example` is `//evil.example`).
 */
const localSegment = String.raw`(?!\.{1,2}(?:\/|$))(?:[^\/\\\s?#%\x00-\x1f\x7f]|%(?!2[eEfF]|5[cC])[0-9A-Fa-f]{2})+`;

/**
 * A path of this site: `/`, or `/` and segments as above. Such a path is what it says: no browser or URL
 * parser normalises it into another (`/../..//evil.example` is `//evil.example`, another site's address),
 * so a redirect built from it never leads elsewhere.
 */
export const localPathPattern = new RegExp(`^(?:\\/|(?:\\/${localSegment})+)$`);

/** Why a slug would not give a path of this site, or true when it does. */
export function checkLocalSlug(slug: { current?: string } | undefined): true | string {
  const current = slug?.current;
  if (!current || localPathPattern.test(`/${current}`)) return true;
  return "An address is words separated by single /, with no . or .. parts, \\ or spaces: click Generate to make it from the title.";
}

export const redirectPathPattern = /^\/[a-z0-9]+(?:[-_.][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_.][a-z0-9]+)*)*$/;
