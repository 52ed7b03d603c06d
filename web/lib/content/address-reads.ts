import {
  blogPath,
  type CareersState,
  careersLocationValue,
  documentPathGroq,
  eventsPath,
  type ListingState,
  localPathPattern,
  pageCount,
} from "@site/schemas/addresses";
import { z } from "zod";
import { lastPassed } from "../publish-clock.mjs";
import { eachValid } from "./errors";
import { contentQuery, fetchContent } from "./fetch";

// The reads the proxy decides addresses with (./addresses.ts), each whole (a read per address would cache every
// made-up one); the sitemap and the pages built ahead share them.

/** A document's address segment. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an address is lower-case letters, digits and dashes");
/** Every address of a document type, in `order`; one that breaks `rule` is left out (and logged once). */
export const slugsQuery = (name: string, type: string, order: string, rule: z.ZodType<string> = slug) =>
  contentQuery(
    name,
    `*[_type == "${type}" && defined(slug.current)] | ${order}{_id, _type, "slug": slug.current}`,
    eachValid(z.object({ _id: z.string(), slug: rule })).transform((documents) => documents.map((document) => document.slug)),
  );

/** A date and time (an opening's closing, an event's end). */
export const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "a date and time (ISO 8601)");

export const serviceSlugsQuery = slugsQuery("serviceSlugs", "service", "order(order asc)");
export const caseStudySlugsQuery = slugsQuery("caseStudySlugs", "caseStudy", "order(order asc)");
/** Posts newest first; posts of one day by title, so every list has one order. */
export const newestFirst = "order(publishedAt desc, title asc)";
export const postSlugsQuery = slugsQuery("postSlugs", "post", newestFirst);

/** A filter of the posts by the author `author` (a GROQ expression of their id). */
export const writtenBy = (author: string) => `_type == "post" && author._ref == ${author}`;

export const authorPostCountsQuery = contentQuery(
  "authorPostCounts",
  `*[_type == "author" && defined(slug.current)] | order(name asc){"slug": slug.current, "posts": count(*[${writtenBy("^._id")}])}`,
  z.array(z.object({ slug: z.string().min(1), posts: z.number().int().min(0) })),
);

/** A filter of the posts filed under the category `category` (a GROQ expression of its id). */
export const filedUnder = (category: string) => `_type == "post" && ${category} in categories[]._ref`;

/** Which list pages exist: the page size, how many posts, and in each category. */
export type ListingFacts = { pageSize: number; total: number; categories: { slug: string; count: number }[] };

export const listingFactsQuery = contentQuery(
  "listingFacts",
  `{
    "pageSize": *[_type == "page" && slug.current == "${blogPath.slice(1)}"][0].sections[_type == "postListing"][0].pagination.pageSize,
    "total": count(*[_type == "post"]),
    "categories": *[_type == "category" && defined(slug.current)] | order(order asc){"slug": slug.current, "count": count(*[${filedUnder("^._id")}])}
  }`,
  z.object({
    pageSize: z.number().int().min(1).nullable(),
    total: z.number().int().min(0),
    categories: z.array(z.object({ slug: z.string(), count: z.number().int().min(0) })),
  }),
);

/** The facts, only categories with posts (those alone have lists); null with no blog list. */
export async function getListingFacts(): Promise<ListingFacts | null> {
  const facts = await fetchContent(listingFactsQuery);
  if (facts.pageSize === null) return null;
  return { pageSize: facts.pageSize, total: facts.total, categories: facts.categories.filter((category) => category.count > 0) };
}

export const countIn = (facts: ListingFacts, category: string | undefined) =>
  category === undefined ? facts.total : (facts.categories.find((entry) => entry.slug === category)?.count ?? 0);

/** Whether a list page exists: every post or a category with posts, and a page number within the list's pages. */
export function listingExists(facts: ListingFacts, state: ListingState): boolean {
  if (state.category !== undefined && countIn(facts, state.category) === 0) return false;
  const count = pageCount(countIn(facts, state.category), facts.pageSize);
  return Number.isInteger(state.page) && state.page >= 1 && state.page <= count;
}

/** Every opening's address, closing, practice and location. */
export const openingPlacesQuery = contentQuery(
  "openingPlaces",
  `*[_type == "jobOpening" && defined(slug.current)]{_id, _type, "slug": slug.current, validThrough, workplace, location{city}, "practice": practice->{"slug": slug.current}}`,
  eachValid(
    z.object({
      slug,
      validThrough: instant,
      workplace: z.string(),
      location: z.object({ city: z.string().nullish() }).nullish(),
      practice: z.object({ slug }),
    }),
  ),
);

type OpeningPlace = z.infer<typeof openingPlacesQuery.schema>[number];

const closesAt = (opening: { validThrough: string }) => Date.parse(opening.validThrough);

/** The moment the careers pages are drawn at: the last closing passed (./moment.ts). */
export const careersMoment = (openings: readonly { validThrough: string }[], now = Date.now()) => lastPassed(openings.map(closesAt), now);

export const isOpenAt = (opening: { validThrough: string }, moment: number) => closesAt(opening) > moment;

export const locationKey = (opening: Pick<OpeningPlace, "workplace" | "location">) =>
  careersLocationValue({ workplace: opening.workplace, city: opening.location?.city });

/** The open roles a list state shows: all, a practice's or a location's. */
export function openingsIn<Opening extends OpeningPlace>(open: readonly Opening[], state: CareersState): Opening[] {
  const { facet } = state;
  if (!facet) return [...open];
  return open.filter((opening) => (facet.kind === "practice" ? opening.practice.slug : locationKey(opening)) === facet.value);
}

/** Every event's address and end. */
export const eventEndsQuery = contentQuery(
  "eventEnds",
  `*[_type == "event" && defined(slug.current)]{_id, _type, "slug": slug.current, end}`,
  eachValid(z.object({ slug, end: instant })),
);

export const eventsPageSizeQuery = contentQuery(
  "eventsPageSize",
  `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0].pagination.pageSize`,
  z.number().int().min(1).nullable(),
);

/** Every old address and where it leads now; a target that is no path of this site is none. */
export const redirectsQuery = contentQuery(
  "redirects",
  `*[_type == "redirect" && defined(from)]{_id, _type, from, "to": ${documentPathGroq("to->")}}`,
  eachValid(z.object({ from: z.string(), to: z.string().regex(localPathPattern).nullable().catch(null) })),
);
