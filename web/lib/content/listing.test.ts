import { describe, expect, it } from "vitest";
import { bundledDocuments, datasetOf } from "@/tests/dataset-with";
import { scaleDataset } from "../../../scripts/lib/scale-dataset.mjs";
import { listingExists, listingPageWith, listingStates } from "./blog-listing";
import { createFetcher } from "./fetch";
import { laterPages, listingPath, pageCount, pageLinks } from "./listing";
import { createLocalSource } from "./source-local";

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

  it("shows each post of a list on exactly one page, newest first, reading only that page's posts", async () => {
    type Doc = { _id: string; _type: string; publishedAt?: string; title?: string; categories?: { _ref: string }[] };
    const documents = scaleDataset(bundledDocuments(), 40, 5) as Doc[];
    const fetch = createFetcher(createLocalSource(datasetOf(documents)));
    const posts = documents
      .filter((doc) => doc._type === "post")
      .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || (a.title ?? "").localeCompare(b.title ?? ""));
    const lists = [undefined, ...documents.filter((doc) => doc._type === "category").map((doc) => doc._id)];
    for (const category of lists) {
      const expected = posts.filter((post) => category === undefined || post.categories?.some((ref) => ref._ref === category));
      const size = 6;
      const pages = pageCount(expected.length, size);
      const shown: string[] = [];
      for (let page = 1; page <= pages + 1; page += 1) {
        const { total, posts: cards } = await listingPageWith(fetch)(category, page, size);
        expect(total).toBe(expected.length);
        expect(cards.length).toBeLessThanOrEqual(size);
        shown.push(...cards.map((card) => card._id));
      }
      expect(shown, category ?? "every post").toEqual(expected.map((post) => post._id));
    }
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

  // Five posts: three in a (one also in b), one in c, one in none; d has no post.
  const facts = {
    pageSize: 2,
    total: 5,
    categories: [
      { slug: "a", count: 3 },
      { slug: "b", count: 1 },
      { slug: "c", count: 1 },
      { slug: "d", count: 0 },
    ],
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
    expect(listingExists(facts, { category: "d", page: 1 })).toBe(false);
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
