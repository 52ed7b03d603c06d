import { type ListingState, pageCount } from "@site/schemas/addresses";
import { z } from "zod";
import { countIn, filedUnder, type ListingFacts, listingFactsQuery, listingStates, newestFirst } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { postCard, postCardFields } from "./post";

export { listingStates };

/** Which list pages exist: the page size, and only categories with posts (those alone have lists); null with no blog list. */
export async function getListingFacts(): Promise<ListingFacts | null> {
  const facts = await fetchContent(listingFactsQuery);
  if (facts.pageSize === null) return null;
  return { pageSize: facts.pageSize, total: facts.total, categories: facts.categories.filter((category) => category.count > 0) };
}

/** Whether a list page exists: every post or a category with posts, and a page number within the list's pages. */
export function listingExists(facts: ListingFacts, state: ListingState): boolean {
  if (state.category !== undefined && countIn(facts, state.category) === 0) return false;
  const count = pageCount(countIn(facts, state.category), facts.pageSize);
  return Number.isInteger(state.page) && state.page >= 1 && state.page <= count;
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
