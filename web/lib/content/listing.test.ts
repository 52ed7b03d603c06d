import { describe, expect, it } from "vitest";
import { listingExists, listingStates } from "./blog-listing";
import { laterPages, listingPath, pageCount, pageItems } from "./listing";

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
