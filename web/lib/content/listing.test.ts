import { describe, expect, it } from "vitest";
import { listingExists, listingStates } from "./blog-listing";
import { laterPages, listingPath, pageCount, pageItems, pageLinks } from "./listing";

// The blog's pagination maths: how many pages a list makes, what each shows, where each lives.
describe("pagination of the blog's lists", () => {
  it("counts pages from the number of posts and the page size, one page even when empty", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(14, 6)).toBe(3);
    expect(pageCount(18, 6)).toBe(3);
    expect(pageCount(19, 6)).toBe(4);
  });

  it("shows each post on exactly one page, in order", () => {
    const posts = Array.from({ length: 14 }, (_, index) => index);
    const pages = Array.from({ length: pageCount(posts.length, 6) }, (_, index) => pageItems(posts, 6, index + 1));
    expect(pages.map((page) => page.length)).toEqual([6, 6, 2]);
    expect(pages.flat()).toEqual(posts);
    expect(pageItems(posts, 6, 4)).toEqual([]);
  });

  it("gives page 1 the list's own address and later pages /page/<n>", () => {
    expect(listingPath({ page: 1 })).toBe("/blog");
    expect(listingPath({ page: 3 })).toBe("/blog/page/3");
    expect(listingPath({ category: "workforce", page: 1 })).toBe("/blog/category/workforce");
    expect(listingPath({ category: "workforce", page: 2 })).toBe("/blog/category/workforce/page/2");
    expect(laterPages(14, 6)).toEqual([2, 3]);
    expect(laterPages(6, 6)).toEqual([]);
  });

  it("links every page of a short list, and a bounded window of a long one", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 2)).toEqual([1, 2, 3]);
    expect(pageLinks(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const before = { gap: "before" };
    const after = { gap: "after" };
    expect(pageLinks(334, 1)).toEqual([1, 2, 3, 4, 5, after, 334]);
    expect(pageLinks(334, 4)).toEqual([1, 2, 3, 4, 5, after, 334]);
    expect(pageLinks(334, 5)).toEqual([1, before, 4, 5, 6, after, 334]);
    expect(pageLinks(334, 100)).toEqual([1, before, 99, 100, 101, after, 334]);
    expect(pageLinks(334, 330)).toEqual([1, before, 329, 330, 331, after, 334]);
    expect(pageLinks(334, 331)).toEqual([1, before, 330, 331, 332, 333, 334]);
    expect(pageLinks(334, 334)).toEqual([1, before, 330, 331, 332, 333, 334]);
    expect(pageLinks(8, 4)).toEqual([1, 2, 3, 4, 5, after, 8]);
    expect(pageLinks(8, 5)).toEqual([1, before, 4, 5, 6, 7, 8]);
    // Every page is reachable: each one's links include its neighbours, the first and the last.
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const numbers = pageLinks(count, current).filter((entry) => typeof entry === "number");
        for (const page of [1, current - 1, current, current + 1, count]) if (page >= 1 && page <= count) expect(numbers).toContain(page);
        expect(pageLinks(count, current).length).toBe(Math.min(count, 7));
      }
    }
  });

  const facts = {
    pageSize: 2,
    posts: [{ categories: ["a"] }, { categories: ["a", "b"] }, { categories: ["a"] }, { categories: ["c"] }, { categories: [] }],
    categories: ["a", "b", "c"],
  };

  it("knows which list pages exist: categories with posts, pages within the list", () => {
    expect(listingExists(facts, { page: 1 })).toBe(true);
    expect(listingExists(facts, { page: 3 })).toBe(true);
    expect(listingExists(facts, { page: 4 })).toBe(false);
    expect(listingExists(facts, { page: 0 })).toBe(false);
    expect(listingExists(facts, { page: Number.NaN })).toBe(false);
    expect(listingExists(facts, { category: "a", page: 2 })).toBe(true);
    expect(listingExists(facts, { category: "a", page: 3 })).toBe(false);
    expect(listingExists(facts, { category: "b", page: 1 })).toBe(true);
    expect(listingExists(facts, { category: "none", page: 1 })).toBe(false);
  });

  it("lists every list page but /blog itself, for building and the sitemap", () => {
    expect(listingStates(facts).map(listingPath)).toEqual([
      "/blog/page/2",
      "/blog/page/3",
      "/blog/category/a",
      "/blog/category/a/page/2",
      "/blog/category/b",
      "/blog/category/c",
    ]);
  });
});
