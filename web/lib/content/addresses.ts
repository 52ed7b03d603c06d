import {
  addressPrefixes,
  authorPagePath,
  blogPath,
  type CareersState,
  careersListPath,
  careersPath,
  confirmationPath,
  contactPath,
  contactServicePath,
  contactServiceValues,
  contentPagePrefix,
  contentPageTarget,
  documentAddress,
  eventReservedSlugs,
  eventsListPath,
  eventsPath,
  homePath,
  laterPages,
  listingPath,
  newsletterPath,
  newsletterResultPaths,
  pagePath,
} from "@site/schemas/addresses";
import type { z } from "zod";
import { decodedPath } from "../request-guards";
import {
  authorPostCountsQuery,
  careersMoment,
  caseStudySlugsQuery,
  eventEndsQuery,
  eventsPageSizeQuery,
  isOpenAt,
  listingFactsQuery,
  listingStates,
  locationKey,
  openingPlacesQuery,
  postSlugsQuery,
  redirectsQuery,
  serviceSlugsQuery,
} from "./address-reads";
import { fetchContent, queriesAsOne } from "./fetch";
import { pageSlugsQuery } from "./page-ids";

// Every address the content has, in one map: what the proxy does with a request (resolveAddress) and what the sitemap
// lists (publicRoutes) are read from it, so they never disagree.

/** Page documents shown by a route of their own. */
export const pagesWithOwnRoute = new Set(["contact", careersPath.slice(1), eventsPath.slice(1)]);

/** What an address is. */
export type Resolution = { kind: "as-is" } | { kind: "not-found" } | { kind: "rewrite" | "redirect"; path: string };

const asIs: Resolution = { kind: "as-is" };
const notFound: Resolution = { kind: "not-found" };
const redirect = (path: string): Resolution => ({ kind: "redirect", path });

/** Where Next's routes render any address asked for: an address there that no content has is the static 404. */
const routed = new RegExp(`^(?:${[...Object.values(addressPrefixes).filter(Boolean), contactPath, newsletterPath].join("|")})(?:/|$)`);

const serviceCard = new RegExp(`^(${addressPrefixes.service}/[^/]+)/opengraph-image/[\\w-]+$`);

/** The addresses the content has now, each with what to do and whether the sitemap lists it; lists' own addresses. */
type ContentAddresses = {
  known: Map<string, { resolution: Resolution; listed: boolean }>;
  lists: Set<string>;
  redirects: Map<string, string>;
};

/** Every fact the addresses are made from, in one read: the proxy reads it for every request it sees. */
const addressFactsQuery = queriesAsOne("addressFacts", {
  pages: pageSlugsQuery,
  services: serviceSlugsQuery,
  posts: postSlugsQuery,
  listing: listingFactsQuery,
  authors: authorPostCountsQuery,
  caseStudies: caseStudySlugsQuery,
  openings: openingPlacesQuery,
  events: eventEndsQuery,
  eventsPageSize: eventsPageSizeQuery,
  redirects: redirectsQuery,
});

/** The map made last, kept while the facts are the same object (fetch.ts keeps an unchanged result's) and the moment. */
let made: { facts: unknown; moment: number; addresses: ContentAddresses } | undefined;

/** The content's addresses now: careers as of the last closing passed (a practice no open role has is none until the next). */
export async function contentAddresses(now = Date.now()): Promise<ContentAddresses> {
  const facts = await fetchContent(addressFactsQuery);
  const moment = careersMoment(facts.openings, now);
  if (made?.facts !== facts || made.moment !== moment) made = { facts, moment, addresses: mapAddresses(facts, moment) };
  return made.addresses;
}

function mapAddresses(content: z.infer<typeof addressFactsQuery.schema>, moment: number): ContentAddresses {
  const { pages, services, posts, listing, authors, caseStudies, openings, events, eventsPageSize, redirects } = content;
  const known: ContentAddresses["known"] = new Map();
  const lists = new Set<string>();
  const add = (path: string, listed = true, resolution = asIs) => {
    if (!known.has(path)) known.set(path, { resolution, listed });
  };
  add(homePath);
  // The form's own addresses first: no page document takes one.
  for (const path of [confirmationPath, ...Object.values(newsletterResultPaths), ...contactServiceValues.map(contactServicePath)]) {
    add(path, false);
  }
  for (const slug of pages.filter((page) => page !== eventsPath.slice(1) || eventsPageSize !== null)) {
    add(pagePath(slug), true, pagesWithOwnRoute.has(slug) ? asIs : { kind: "rewrite", path: contentPageTarget(slug) });
  }
  for (const slug of services) {
    add(documentAddress("service", slug));
    add(contactServicePath(slug), false);
  }
  for (const slug of posts) add(documentAddress("post", slug));
  // Only categories with posts have lists; a list's page 1 is its own address.
  const { pageSize } = listing;
  const facts = pageSize === null ? null : { ...listing, pageSize, categories: listing.categories.filter((entry) => entry.count > 0) };
  if (facts) for (const list of [blogPath, ...facts.categories.map((entry) => documentAddress("category", entry.slug))]) lists.add(list);
  for (const state of facts ? listingStates(facts) : []) add(listingPath(state));
  for (const { slug, posts } of authors) {
    lists.add(documentAddress("author", slug));
    for (const page of [1, ...(facts ? laterPages(posts, facts.pageSize) : [])]) add(authorPagePath(slug, page));
  }
  for (const slug of caseStudies) add(documentAddress("caseStudy", slug));
  if (pages.includes(careersPath.slice(1))) {
    const open = openings.filter((opening) => isOpenAt(opening, moment));
    const facets: NonNullable<CareersState["facet"]>[] = [
      ...open.map((opening) => ({ kind: "practice" as const, value: opening.practice.slug })),
      ...open.map((opening) => ({ kind: "location" as const, value: locationKey(opening) })),
    ];
    for (const facet of facets) if (facet.value) add(careersListPath({ facet }));
    // A closed role keeps its page, unlisted.
    for (const opening of openings) add(documentAddress("jobOpening", opening.slug), isOpenAt(opening, moment));
  }
  if (eventsPageSize !== null) {
    lists.add(eventsPath);
    for (const page of laterPages(events.length, eventsPageSize)) add(eventsListPath(page));
    for (const { slug } of events) if (!(eventReservedSlugs as readonly string[]).includes(slug)) add(documentAddress("event", slug));
  }
  const targets = new Map<string, string>();
  for (const { from, to } of redirects) if (to && !targets.has(from)) targets.set(from, to);
  return { known, lists, redirects: targets };
}

/** Every address the sitemap offers search engines, as of now. */
export async function publicRoutes(): Promise<string[]> {
  return [...(await contentAddresses()).known].flatMap(([path, { listed }]) => (listed ? [path] : []));
}

/**
 * What a request for `pathname` is now: an address the content has (a page document's rewritten to its route), a list's
 * page 1 or an old address a redirect document names (308), the 404, or none of the content's business.
 */
export async function resolveAddress(pathname: string): Promise<Resolution> {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return notFound;
  const path = decoded.replace(/\/+$/, "") || "/";
  const { known, lists, redirects } = await contentAddresses();
  const found = known.get(path)?.resolution;
  if (found) return found;
  // The internal route's own address: sent to the page's public one.
  if (path.startsWith(`${contentPagePrefix}/`)) {
    const page = pagePath(path.slice(contentPagePrefix.length + 1));
    return known.get(page)?.resolution.kind === "rewrite" ? redirect(page) : notFound;
  }
  const list = /^(.+)\/page\/1$/.exec(path)?.[1];
  if (list && lists.has(list)) return redirect(list);
  const target = redirects.get(path);
  if (target && target !== path) return redirect(target);
  // A service's sharing card (app/services/[slug]/opengraph-image).
  const card = serviceCard.exec(path)?.[1];
  return routed.test(path) && !(card && known.has(card)) ? notFound : asIs;
}
