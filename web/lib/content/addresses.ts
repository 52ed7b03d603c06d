import {
  addressPatterns,
  authorPagePath,
  blogPath,
  type CareersState,
  careersFacets,
  careersPath,
  confirmationPath,
  contentPagePrefix,
  contentPageTarget,
  eventsPath,
  isUnder,
  listingPath,
  newsletterPath,
  pageCount,
  pagePath,
  parseBlogAddress,
} from "@site/schemas/addresses";
import { contactServiceValues } from "@site/schemas/contact-fields";
import { newsletterResultPaths } from "@site/schemas/newsletter-fields";
import { localPathPattern } from "@site/schemas/page-path";
import { decodedPath } from "../request-guards";
import {
  authorPostCountsQuery,
  careersMoment,
  careersStateExists,
  caseStudySlugsQuery,
  eventEndsQuery,
  eventsPageSizeQuery,
  getListingFacts,
  listingExists,
  openingPlacesQuery,
  postSlugsQuery,
  serviceSlugsQuery,
} from "./address-reads";
import { fetchContent } from "./fetch";
import { pageSlugsQuery } from "./page-ids";
import { getRedirect } from "./redirect";

/** Where a page document is rendered (schemas/addresses.ts): the proxy rewrites its public address there. */
export { contentPagePrefix };

/** Page documents shown by a route of their own (it loads what the page needs, such as the form's script). */
export const pagesWithOwnRoute = new Set(["contact", careersPath.slice(1), eventsPath.slice(1)]);

/**
 * What an address is. `until`: the moment (ms since 1970) the decision changes without a publish (a careers
 * facet whose last role closes): the proxy tells the publish clock, which then empties what was kept.
 */
export type Resolution = (
  | { kind: "as-is" }
  | { kind: "rewrite"; path: string }
  | { kind: "redirect"; path: string }
  | { kind: "not-found" }
) & {
  until?: number;
};

/** The first of `instants` still to come at `now` (Infinity when none is). */
const nextMoment = (instants: readonly number[], now = Date.now()) => Math.min(...instants.filter((instant) => instant > now));

const asIs: Resolution = { kind: "as-is" };
const notFound: Resolution = { kind: "not-found" };

/**
 * What a request for `pathname` is, from the content as it is now: a page document's address (rewritten to
 * the route that renders it), a service's page, an old address a redirect document sends on (308), an
 * address no document has (404), or none of the content's business (the site's other routes, which Next routes as usual). Read on every request, so a
 * page or service published a moment ago is found, and one deleted is gone, without a rebuild.
 */
export async function resolveAddress(pathname: string): Promise<Resolution> {
  const resolution = await resolveAnyAddress(pathname);
  // Every redirect is built from content (a redirect document's target, a category's or an author's slug):
  // one whose path a browser would read otherwise (`/blog/category/../../..//evil.example`) is no redirect.
  return resolution.kind === "redirect" && !localPathPattern.test(resolution.path) ? notFound : resolution;
}

async function resolveAnyAddress(pathname: string): Promise<Resolution> {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return notFound;
  const path = decoded.replace(/\/+$/, "") || "/";
  const resolution = await resolveContentAddress(path);
  if (resolution !== unknown && resolution.kind !== "not-found") return resolution;
  // An address no content has: an old address an editor (or a rename in the Studio) sent elsewhere.
  if (!isUnder(contentPagePrefix, path)) {
    const target = await getRedirect(path);
    if (target && target !== path) return { kind: "redirect", path: target };
  }
  return resolution === unknown ? asIs : resolution;
}

/** An address that is neither content's nor known to be missing: left to Next's routing (its own routes, or its 404). */
const unknown: Resolution = { kind: "as-is" };

async function resolveContentAddress(path: string): Promise<Resolution> {
  if (path === "/") return asIs;
  if (path === confirmationPath) return asIs;
  // The newsletter's result pages (app/newsletter/[result]); any other address under /newsletter is the 404.
  if (path === newsletterPath || isUnder(newsletterPath, path)) {
    return (Object.values(newsletterResultPaths) as string[]).includes(path) ? asIs : notFound;
  }
  const selected = addressPatterns.contactService.exec(path)?.[1];
  if (selected !== undefined)
    return (contactServiceValues as readonly string[]).includes(selected) || (await fetchContent(serviceSlugsQuery)).includes(selected)
      ? asIs
      : notFound;
  const service = addressPatterns.service.exec(path)?.[1];
  if (service !== undefined) return (await fetchContent(serviceSlugsQuery)).includes(service) ? asIs : notFound;
  if (isUnder(blogPath, path)) return resolveBlogAddress(path);
  if (path === eventsPath || isUnder(eventsPath, path)) return resolveEventsAddress(path);
  if (path === careersPath || isUnder(careersPath, path)) return resolveCareersAddress(path);
  const caseStudy = addressPatterns.caseStudy.exec(path)?.[1];
  if (caseStudy !== undefined) return (await fetchContent(caseStudySlugsQuery)).includes(caseStudy) ? asIs : notFound;
  // The route that renders page documents is internal: asked for by its own address (the proxy's rewrite is
  // resolved inside the server and never comes back here), it sends the visitor to the page's public address.
  const internalSlug = addressPatterns.contentPage.exec(path)?.[1];
  if (internalSlug !== undefined) {
    const known = !pagesWithOwnRoute.has(internalSlug) && (await fetchContent(pageSlugsQuery)).includes(internalSlug);
    return known ? { kind: "redirect", path: pagePath(internalSlug) } : notFound;
  }
  const slug = path.slice(1);
  if (pagesWithOwnRoute.has(slug)) return asIs;
  const known = (await fetchContent(pageSlugsQuery)).includes(slug);
  return known ? { kind: "rewrite", path: contentPageTarget(slug) } : unknown;
}

/**
 * An address under /blog/: a post, an author's page, a category's list or a later page of a list. Page 1 of a list
 * is the list's own address (a permanent redirect there); anything else no content has is the 404.
 */
async function resolveBlogAddress(path: string): Promise<Resolution> {
  const address = parseBlogAddress(path);
  if (!address) return notFound;
  if (address.kind === "post") return (await fetchContent(postSlugsQuery)).includes(address.slug) ? asIs : notFound;
  if (address.kind === "author") return resolveAuthorAddress(address.slug, address.page);
  const { category, page = 1 } = address;
  const facts = await getListingFacts();
  if (!facts || !listingExists(facts, { category, page })) return notFound;
  // /blog/page/1 and /blog/category/<slug>/page/1 are the lists' own addresses.
  if (address.page === 1) return { kind: "redirect", path: listingPath({ category, page: 1 }) };
  return asIs;
}

/** An author's page, or a later page of their posts within the pages their posts make (the blog's page size). */
async function resolveAuthorAddress(slug: string, page: number | undefined): Promise<Resolution> {
  const author = (await fetchContent(authorPostCountsQuery)).find((entry) => entry.slug === slug);
  if (!author) return notFound;
  if (page === undefined) return asIs;
  const facts = await getListingFacts();
  if (!facts || !(page >= 1 && page <= pageCount(author.posts, facts.pageSize))) return notFound;
  return page === 1 ? { kind: "redirect", path: authorPagePath(author.slug, 1) } : asIs;
}

/**
 * The careers pages (/careers, /careers/practice/<service>, /careers/location/<place>, /careers/<opening>) as of now
 * (the last closing date passed): a practice or place no open role has, or an opening no document has, is the
 * 404, until the next closing. No careers page document: no careers pages.
 */
async function resolveCareersAddress(path: string): Promise<Resolution> {
  const [openings, pages] = await Promise.all([fetchContent(openingPlacesQuery), fetchContent(pageSlugsQuery)]);
  if (!pages.includes(careersPath.slice(1))) return notFound;
  const moment = careersMoment(openings);
  const rest = path.slice(careersPath.length);
  const [, first, second, extra] = rest.split("/");
  let found: boolean;
  if (first === undefined) found = true;
  else if (second === undefined) found = openings.some((opening) => opening.slug === first);
  else
    found =
      extra === undefined &&
      (careersFacets as readonly string[]).includes(first) &&
      careersStateExists(openings, moment, { facet: { kind: first as NonNullable<CareersState["facet"]>["kind"], value: second } });
  const until = nextMoment(openings.map((opening) => Date.parse(opening.validThrough)));
  return found ? { ...asIs, until } : { ...notFound, until };
}

/**
 * The events pages (/events, /events/page/<n>, /events/<event>): a later page the events make, or an event a
 * document has; /events/page/1 is the list's own address (a permanent redirect there).
 */
async function resolveEventsAddress(path: string): Promise<Resolution> {
  const [events, pageSize] = await Promise.all([fetchContent(eventEndsQuery), fetchContent(eventsPageSizeQuery)]);
  if (pageSize === null) return notFound;
  const rest = path.slice(eventsPath.length);
  const [, first, second, extra] = rest.split("/");
  if (first === "page") {
    const page = second !== undefined && /^[1-9][0-9]{0,3}$/.test(second) ? Number(second) : 0;
    if (extra !== undefined || page < 1 || page > pageCount(events.length, pageSize)) return notFound;
    if (page === 1) return { kind: "redirect", path: eventsPath };
  } else if (first !== undefined && (second !== undefined || !events.some((event) => event.slug === first))) return notFound;
  return asIs;
}
