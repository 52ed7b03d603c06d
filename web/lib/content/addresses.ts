import {
  addressPrefixes,
  authorPagePath,
  blogPath,
  careersFacets,
  careersPath,
  caseStudiesPath,
  confirmationPath,
  contactPath,
  contactServiceValues,
  contentPagePrefix,
  contentPageTarget,
  eventReservedSlugs,
  eventsPath,
  listingPath,
  newsletterPath,
  newsletterResultPaths,
  pageCount,
  pagePath,
  servicesPath,
} from "@site/schemas/addresses";
import { decodedPath } from "../request-guards";
import {
  authorPostCountsQuery,
  careersMoment,
  caseStudySlugsQuery,
  eventEndsQuery,
  eventsPageSizeQuery,
  getListingFacts,
  isOpenAt,
  listingExists,
  openingPlacesQuery,
  openingsIn,
  postSlugsQuery,
  redirectsQuery,
  serviceSlugsQuery,
} from "./address-reads";
import { fetchContent } from "./fetch";
import { pageSlugsQuery } from "./page-ids";

/** Page documents shown by a route of their own. */
export const pagesWithOwnRoute = new Set(["contact", careersPath.slice(1), eventsPath.slice(1)]);

/** What an address is. */
export type Resolution = { kind: "as-is" } | { kind: "not-found" } | { kind: "rewrite" | "redirect"; path: string };

const asIs: Resolution = { kind: "as-is" };
const notFound: Resolution = { kind: "not-found" };
const redirect = (path: string): Resolution => ({ kind: "redirect", path });

/** A later page of a list: `…/page/<n>`, n with no leading zero and at most four digits. */
const pageNumber = /^[1-9][0-9]{0,3}$/;
const listSlug = /^[a-z0-9-]+$/;

/** The segments of `path` below `prefix` ([] for the prefix itself), or undefined when it is neither. */
function below(prefix: string, path: string): string[] | undefined {
  if (path === prefix) return [];
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1).split("/") : undefined;
}

const single = (segments: string[] | undefined) => (segments?.length === 1 && segments[0] ? segments[0] : undefined);

/** Segments that may end with `page/<n>`: the ones before it, and n (undefined when they do not end so). */
function paged(segments: string[]): { base: string[]; page: number | undefined } {
  const [word, number = ""] = segments.slice(-2);
  if (word !== "page" || !pageNumber.test(number)) return { base: segments, page: undefined };
  return { base: segments.slice(0, -2), page: Number(number) };
}

/** What a request for `pathname` is now: a page document's address, a redirect's, no document's, or none of the content's business. */
export async function resolveAddress(pathname: string): Promise<Resolution> {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return notFound;
  const path = decoded.replace(/\/+$/, "") || "/";
  const resolution = await resolveContentAddress(path);
  if (resolution && resolution.kind !== "not-found") return resolution;
  if (!path.startsWith(`${contentPagePrefix}/`)) {
    const target = (await fetchContent(redirectsQuery)).find((entry) => entry.from === path)?.to;
    if (target && target !== path) return redirect(target);
  }
  return resolution ?? asIs;
}

/** The content's decision on `path`, or undefined for an address no content claims. */
async function resolveContentAddress(path: string): Promise<Resolution | undefined> {
  if (path === "/" || path === confirmationPath) return asIs;
  if (below(newsletterPath, path)) return (Object.values(newsletterResultPaths) as string[]).includes(path) ? asIs : notFound;
  // The contact form opens with one of its values or a service chosen.
  const chosen = single(below(contactPath, path));
  if (chosen !== undefined && (contactServiceValues as readonly string[]).includes(chosen)) return asIs;
  if (chosen !== undefined) return (await fetchContent(serviceSlugsQuery)).includes(chosen) ? asIs : notFound;
  // A service's page, or its sharing card (app/services/[slug]/opengraph-image/<id>); nothing else is below /services.
  const [service, ...rest] = below(servicesPath, path) ?? [];
  if (service) {
    const page = rest.length === 0 || (rest.length === 2 && rest[0] === "opengraph-image");
    return page && (await fetchContent(serviceSlugsQuery)).includes(service) ? asIs : notFound;
  }
  if (below(blogPath, path)?.length) return resolveBlogAddress(path);
  const events = below(eventsPath, path);
  if (events) return resolveEventsAddress(events);
  const careers = below(careersPath, path);
  if (careers) return resolveCareersAddress(careers);
  const caseStudy = below(caseStudiesPath, path)?.join("/");
  if (caseStudy) return (await fetchContent(caseStudySlugsQuery)).includes(caseStudy) ? asIs : notFound;
  // The internal route's own address: sent to the page's public one.
  const internal = below(contentPagePrefix, path)?.join("/");
  if (internal) {
    const known = !pagesWithOwnRoute.has(internal) && (await fetchContent(pageSlugsQuery)).includes(internal);
    return known ? redirect(pagePath(internal)) : notFound;
  }
  const slug = path.slice(1);
  if (pagesWithOwnRoute.has(slug)) return asIs;
  return (await fetchContent(pageSlugsQuery)).includes(slug) ? { kind: "rewrite", path: contentPageTarget(slug) } : undefined;
}

/** A post, an author's page, a list of posts (all or a category's) or their later pages; anything else is the 404. */
async function resolveBlogAddress(path: string): Promise<Resolution> {
  const author = below(addressPrefixes.author, path);
  const category = below(addressPrefixes.category, path);
  if (author?.length || category?.length) {
    const { base, page } = paged(author ?? category ?? []);
    const slug = single(base);
    if (slug === undefined || !listSlug.test(slug)) return notFound;
    return author ? resolveAuthorAddress(slug, page) : resolveListingAddress(slug, page);
  }
  const { base, page } = paged(below(blogPath, path) ?? []);
  if (page !== undefined) return base.length === 0 ? resolveListingAddress(undefined, page) : notFound;
  const post = single(base);
  return post !== undefined && (await fetchContent(postSlugsQuery)).includes(post) ? asIs : notFound;
}

/** A list's page 1 is the list's own address (a permanent redirect there). */
async function resolveListingAddress(category: string | undefined, page: number | undefined): Promise<Resolution> {
  const facts = await getListingFacts();
  if (!facts || !listingExists(facts, { category, page: page ?? 1 })) return notFound;
  return page === 1 ? redirect(listingPath({ category, page })) : asIs;
}

/** An author's page, or a later page of their posts within the pages they make at the blog's page size. */
async function resolveAuthorAddress(slug: string, page: number | undefined): Promise<Resolution> {
  const author = (await fetchContent(authorPostCountsQuery)).find((entry) => entry.slug === slug);
  if (!author) return notFound;
  if (page === undefined) return asIs;
  const facts = await getListingFacts();
  if (!facts || page > pageCount(author.posts, facts.pageSize)) return notFound;
  return page === 1 ? redirect(authorPagePath(slug, 1)) : asIs;
}

/** /careers, /careers/<opening>, /careers/<practice|location>/<value> while an open role has it; none without the page. */
async function resolveCareersAddress([first, second, ...extra]: string[]): Promise<Resolution> {
  const [openings, pages] = await Promise.all([fetchContent(openingPlacesQuery), fetchContent(pageSlugsQuery)]);
  if (!pages.includes(careersPath.slice(1))) return notFound;
  const facet = careersFacets.find((kind) => kind === first);
  const moment = careersMoment(openings);
  const open = openings.filter((opening) => isOpenAt(opening, moment));
  const found =
    first === undefined ||
    (second === undefined
      ? openings.some((opening) => opening.slug === first)
      : extra.length === 0 && facet !== undefined && openingsIn(open, { facet: { kind: facet, value: second } }).length > 0);
  return found ? asIs : notFound;
}

/** /events, /events/<event>, /events/page/<n> within the pages the events make; /events/page/1 redirects to /events. */
async function resolveEventsAddress(segments: string[]): Promise<Resolution> {
  const [events, pageSize] = await Promise.all([fetchContent(eventEndsQuery), fetchContent(eventsPageSizeQuery)]);
  if (pageSize === null) return notFound;
  const { base, page } = paged(segments);
  if (page !== undefined) {
    if (base.length > 0 || page > pageCount(events.length, pageSize)) return notFound;
    return page === 1 ? redirect(eventsPath) : asIs;
  }
  if (base.length === 0) return asIs;
  const event = single(base);
  const known =
    event !== undefined && !(eventReservedSlugs as readonly string[]).includes(event) && events.some((entry) => entry.slug === event);
  return known ? asIs : notFound;
}
