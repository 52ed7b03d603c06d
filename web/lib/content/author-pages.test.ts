import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bundledDocuments, datasetOf } from "@/tests/dataset-with";
import { scaleDataset } from "../../../scripts/lib/scale-dataset.mjs";

// An author's posts a page at a time, on a dataset where authors have more posts than a page holds: the
// bundled dataset with generated posts (scripts/lib/scale-dataset.mjs). The content modules read the dataset
// named by SITE_TEST_DATASET_FILE when first imported.
type Doc = { _id: string; _type: string; slug?: { current: string }; author?: { _ref: string }; publishedAt?: string; title?: string };
const documents = scaleDataset(bundledDocuments(), 80, 11) as Doc[];
const posts = documents.filter((doc) => doc._type === "post");
const pageSize = (
  documents.find((doc) => doc._id === "page-blog") as unknown as { sections: { _type: string; pagination?: { pageSize: number } }[] }
).sections.find((section) => section._type === "postListing")?.pagination?.pageSize;
const newestFirst = (a: Doc, b: Doc) =>
  (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || (a.title ?? "").localeCompare(b.title ?? "");

let modules: {
  addresses: typeof import("./addresses");
  author: typeof import("./author");
  routes: typeof import("../routes");
};

beforeAll(async () => {
  vi.stubEnv("SITE_TEST_DATASET_FILE", datasetOf(documents));
  vi.resetModules();
  modules = { addresses: await import("./addresses"), author: await import("./author"), routes: await import("../routes") };
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("an author's pages", () => {
  const authors = documents.filter((doc) => doc._type === "author");
  const theirs = (author: Doc) => posts.filter((post) => post.author?._ref === author._id).sort(newestFirst);

  it("show every post of the author once, newest first, a page size at a time", async () => {
    if (!pageSize) throw new Error("the blog page has no page size");
    const paged = authors.filter((author) => theirs(author).length > pageSize);
    expect(paged.length).toBeGreaterThan(0);
    for (const author of authors) {
      const expected = theirs(author);
      const page = await modules.author.getAuthorPage(author.slug?.current ?? "");
      expect(page?.postCount).toBe(expected.length);
      const pages = Math.max(1, Math.ceil(expected.length / pageSize));
      const shown: string[] = [];
      for (let n = 1; n <= pages; n += 1) {
        const cards = await modules.author.getAuthorPosts(author._id, n, pageSize);
        expect(cards.length, `${author._id} page ${n}`).toBe(n < pages ? pageSize : expected.length - pageSize * (pages - 1));
        shown.push(...cards.map((card) => card._id));
      }
      expect(shown).toEqual(expected.map((post) => post._id));
    }
  });

  it("live at /blog/author/<slug>/page/<n> within the pages their posts make, page 1 at the author's address", async () => {
    if (!pageSize) throw new Error("the blog page has no page size");
    const { resolveAddress } = modules.addresses;
    const routes = await modules.routes.publicRoutes();
    for (const author of authors) {
      const base = `/blog/author/${author.slug?.current}`;
      const pages = Math.max(1, Math.ceil(theirs(author).length / pageSize));
      await expect(resolveAddress(base)).resolves.toEqual({ kind: "as-is" });
      await expect(resolveAddress(`${base}/page/1`)).resolves.toEqual({ kind: "redirect", path: base });
      for (let n = 2; n <= pages; n += 1) {
        await expect(resolveAddress(`${base}/page/${n}`), `${base} page ${n}`).resolves.toEqual({ kind: "as-is" });
        expect(routes).toContain(`${base}/page/${n}`);
      }
      for (const beyond of [`${base}/page/${pages + 1}`, `${base}/page/0`, `${base}/page/02`, `${base}/page`, `${base}/x`]) {
        await expect(resolveAddress(beyond), beyond).resolves.toEqual({ kind: "not-found" });
      }
    }
    await expect(resolveAddress("/blog/author/no-such-author/page/2")).resolves.toEqual({ kind: "not-found" });
  });
});
