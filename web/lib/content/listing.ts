// A list's pages and their addresses (page 1 the list's own, later pages `<list>/page/<n>`): schemas/addresses.ts.
export { authorPagePath, type ListingState, laterPages, listingPath, pageCount } from "@site/schemas/addresses";

/** What a later page adds to its list's title (" – Page 2"), in the listing's words; nothing on page 1. */
export const pageTitleSuffix = (pageLabel: string, page: number) => (page > 1 ? ` – ${pageLabel} ${page}` : "");

/** At most this many entries in the page links (numbers and gaps), however many pages a list has. */
export const pageLinkSlots = 7;

/**
 * The page links under a list: every page when they fit in `pageLinkSlots`, otherwise the first, the last, the
 * current page and its neighbours, with gaps: always as many entries, so the links keep their place from page to page.
 */
export function pageLinks(count: number, current: number): (number | { gap: "before" | "after" })[] {
  const all = Array.from({ length: count }, (_, index) => index + 1);
  if (count <= pageLinkSlots) return all;
  // Five numbers between the ends when the current page is near one of them, three with a gap on each side otherwise.
  const inner = pageLinkSlots - 2;
  if (current <= inner - 1) return [...all.slice(0, inner), { gap: "after" }, count];
  if (current >= count - inner + 2) return [1, { gap: "before" }, ...all.slice(count - inner)];
  return [1, { gap: "before" }, current - 1, current, current + 1, { gap: "after" }, count];
}
