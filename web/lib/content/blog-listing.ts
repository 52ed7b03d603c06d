import { type ListingState, laterPages } from "@site/schemas/addresses";
import { z } from "zod";
import { countIn, filedUnder, getListingFacts, type ListingFacts, listingExists, newestFirst } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { postCard, postCardFields } from "./post";

/** Which list pages exist (./address-reads.ts: the proxy decides with them too). */
export { getListingFacts, listingExists };

/** Every list page but /blog itself: each category's first page, then every later page of each list. */
export function listingStates(facts: ListingFacts): ListingState[] {
  const lists: (string | undefined)[] = [undefined, ...facts.categories.filter((entry) => entry.count > 0).map((entry) => entry.slug)];
  return lists.flatMap((category) => [
    ...(category ? [{ category, page: 1 }] : []),
    ...laterPages(countIn(facts, category), facts.pageSize).map((page) => ({ category, page })),
  ]);
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
