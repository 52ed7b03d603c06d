import { z } from "zod";
import { filedUnder } from "./category";
import { contentQuery, fetchContent } from "./fetch";
import { type ListingState, laterPages, pageCount } from "./listing";
import { blogPath, newestFirst, postCard, postCardFields } from "./post";

/** What decides which list pages exist: the page size, how many posts there are, and in each category. */
export type ListingFacts = { pageSize: number; total: number; categories: { slug: string; count: number }[] };

/**
 * The same facts, read lightly (a few numbers, whatever the number of posts) on every request by the proxy.
 * Categories in the editors' order; only those with posts have lists.
 */
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

export async function getListingFacts(): Promise<ListingFacts | null> {
  const facts = await fetchContent(listingFactsQuery);
  if (facts.pageSize === null) return null;
  return { pageSize: facts.pageSize, total: facts.total, categories: facts.categories.filter((category) => category.count > 0) };
}

/** One page of a list, `$start` to `$end` (not included), and how many posts the whole list has. */
const listPage = (filter: string) => `{
  "total": count(*[${filter}]),
  "posts": *[${filter}] | ${newestFirst}[$start...$end]{${postCardFields}}
}`;
const listPageSchema = z.object({ total: z.number().int().min(0), posts: z.array(postCard) });
export const postsPageQuery = contentQuery("postsPage", listPage(`_type == "post"`), listPageSchema);
export const categoryPostsPageQuery = contentQuery("categoryPostsPage", listPage(filedUnder("$category")), listPageSchema);

/**
 * Page `page` (from 1) of every post or of one category's (by its document id), `size` to a page, newest first:
 * a list page reads only the posts it shows, whatever the number of posts.
 */
export const listingPageWith =
  (fetch: typeof fetchContent) =>
  (categoryId: string | undefined, page: number, size: number): Promise<z.infer<typeof listPageSchema>> => {
    const range = { start: (page - 1) * size, end: page * size };
    return categoryId === undefined ? fetch(postsPageQuery, range) : fetch(categoryPostsPageQuery, { ...range, category: categoryId });
  };
export const getListingPage = listingPageWith(fetchContent);

const countIn = (facts: ListingFacts, category: string | undefined) =>
  category === undefined ? facts.total : (facts.categories.find((entry) => entry.slug === category)?.count ?? 0);

/** Whether a list page exists: every post or a category with posts, and a page number within the list's pages. */
export function listingExists(facts: ListingFacts, state: ListingState): boolean {
  if (state.category !== undefined && countIn(facts, state.category) === 0) return false;
  const count = pageCount(countIn(facts, state.category), facts.pageSize);
  return Number.isInteger(state.page) && state.page >= 1 && state.page <= count;
}

/** Every list page but /blog itself: each category's first page, then every later page of each list. */
export function listingStates(facts: ListingFacts): ListingState[] {
  const lists: (string | undefined)[] = [undefined, ...facts.categories.filter((entry) => entry.count > 0).map((entry) => entry.slug)];
  return lists.flatMap((category) => [
    ...(category ? [{ category, page: 1 }] : []),
    ...laterPages(countIn(facts, category), facts.pageSize).map((page) => ({ category, page })),
  ]);
}
