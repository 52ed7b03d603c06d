import { authorPath, blogPath, categoryPath } from "./post";

/** Which part of the blog's list of posts a page shows: every post or one category's, and which page. */
export type ListingState = { category?: string | undefined; page: number };

/** How many pages `total` posts make at `size` per page (one page even with no post). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / Math.max(1, size)));

/** Page `page` of the list at `base`: page 1 is the list's own address, later pages `<base>/page/<n>`. */
export const pagedPath = (base: string, page: number) => (page > 1 ? `${base}/page/${page}` : base);

/** The address of a page of the list: /blog, /blog/page/2, /blog/category/<slug>, /blog/category/<slug>/page/2. */
export const listingPath = ({ category, page }: ListingState): string => pagedPath(category ? categoryPath(category) : blogPath, page);

/** The address of a page of an author's posts: /blog/author/<slug>, /blog/author/<slug>/page/2. */
export const authorPagePath = (slug: string, page: number): string => pagedPath(authorPath(slug), page);

/** What a later page adds to its list's title (" – Page 2"), in the listing's words; nothing on page 1. */
export const pageTitleSuffix = (pageLabel: string, page: number) => (page > 1 ? ` – ${pageLabel} ${page}` : "");

/** Pages 2 to n of a list (page 1 is the list's own address). */
export const laterPages = (total: number, size: number) => Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);

/** A page number as it appears in an address: digits only, no leading zero, within the list's pages. */
export function parsePageNumber(segment: string, total: number, size: number): number | null {
  if (!/^[1-9][0-9]{0,3}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= pageCount(total, size) ? page : null;
}

/** A run of page numbers left out of the page links (drawn as an ellipsis). */
export type PageGap = { gap: "before" | "after" };

/** At most this many entries in the page links (numbers and gaps), however many pages a list has. */
export const pageLinkSlots = 7;

/**
 * The page links under a list: every page when they fit in `pageLinkSlots`, otherwise the first, the last,
 * the current page and its neighbours, with a gap where numbers are left out. Always the same number of
 * entries on a long list, so the links keep their place from page to page and a list of any length stays
 * the same size.
 */
export function pageLinks(count: number, current: number): (number | PageGap)[] {
  const all = Array.from({ length: count }, (_, index) => index + 1);
  if (count <= pageLinkSlots) return all;
  // Five numbers between the ends when the current page is near one of them, three with a gap on each side otherwise.
  const inner = pageLinkSlots - 2;
  if (current <= inner - 1) return [...all.slice(0, inner), { gap: "after" }, count];
  if (current >= count - inner + 2) return [1, { gap: "before" }, ...all.slice(count - inner)];
  return [1, { gap: "before" }, current - 1, current, current + 1, { gap: "after" }, count];
}
