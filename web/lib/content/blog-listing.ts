import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { type ListingState, laterPages, pageCount } from "./listing";
import { getPage, type Page } from "./page";
import { blogPath } from "./post";
import type { SectionOf } from "./sections";

type PostListingSection = SectionOf<"postListing">;

/** The blog's page document (at /blog) and its Post listing section, which every listing page draws from. */
export async function getBlog(): Promise<{ page: Page; listing: PostListingSection } | null> {
  const page = await getPage(blogPath.slice(1));
  const listing = page?.sections.find((section): section is PostListingSection => section._type === "postListing");
  return page && listing ? { page, listing } : null;
}

/** What decides which list pages exist: the page size, each post's categories, the categories with posts. */
export type ListingFacts = { pageSize: number; posts: { categories: string[] }[]; categories: string[] };

/** The same facts, read lightly on every request by the proxy. */
export const listingFactsQuery = defineQuery(
  "listingFacts",
  `{
    "pageSize": *[_type == "page" && slug.current == "${blogPath.slice(1)}"][0].sections[_type == "postListing"][0].pagination.pageSize,
    "posts": *[_type == "post"]{"categories": coalesce(categories[]->slug.current, [])},
    "categories": *[_type == "category" && count(*[_type == "post" && references(^._id)]) > 0].slug.current
  }`,
  z.object({
    pageSize: z.number().int().min(1).nullable(),
    posts: z.array(z.object({ categories: z.array(z.string().nullable()) })),
    categories: z.array(z.string()),
  }),
);

export async function getListingFacts(): Promise<ListingFacts | null> {
  const facts = await fetchContent(listingFactsQuery);
  if (facts.pageSize === null) return null;
  return {
    pageSize: facts.pageSize,
    posts: facts.posts.map((post) => ({ categories: post.categories.filter((slug): slug is string => slug !== null) })),
    categories: facts.categories,
  };
}

export const factsOf = (listing: PostListingSection): ListingFacts => ({
  pageSize: listing.pagination.pageSize,
  posts: listing.posts.map((post) => ({ categories: post.categories.map((category) => category.slug) })),
  categories: listing.categories.map((category) => category.slug),
});

/** The posts a list shows: every post, or one category's. */
export const postsOf = (listing: PostListingSection, category: string | undefined) =>
  category ? listing.posts.filter((post) => post.categories.some((c) => c.slug === category)) : listing.posts;

const countIn = (facts: ListingFacts, category: string | undefined) =>
  category ? facts.posts.filter((post) => post.categories.includes(category)).length : facts.posts.length;

/** Whether a list page exists: every post or a category with posts, and a page number within the list's pages. */
export function listingExists(facts: ListingFacts, state: ListingState): boolean {
  if (state.category !== undefined && !facts.categories.includes(state.category)) return false;
  const count = pageCount(countIn(facts, state.category), facts.pageSize);
  return Number.isInteger(state.page) && state.page >= 1 && state.page <= count;
}

/** Every list page but /blog itself: each category's first page, then every later page of each list. */
export function listingStates(facts: ListingFacts): ListingState[] {
  const lists: (string | undefined)[] = [undefined, ...facts.categories];
  return lists.flatMap((category) => [
    ...(category ? [{ category, page: 1 }] : []),
    ...laterPages(countIn(facts, category), facts.pageSize).map((page) => ({ category, page })),
  ]);
}
