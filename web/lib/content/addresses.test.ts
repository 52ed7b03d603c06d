import { readFileSync } from "node:fs";
import { contactServiceValues, contentPagePrefix, newsletterResultPaths } from "@site/schemas/addresses";
import { checkPageSlug } from "@site/schemas/page-path";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "../routes";
import { resolveAddress } from "./addresses";
import { defaultDatasetFile } from "./source-local";

type Doc = { _id: string; _type: string; slug?: { current: string }; categories?: { _ref: string }[]; author?: { _ref: string } };
const documents: Doc[] = readFileSync(defaultDatasetFile, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const slugsOf = (type: string) => documents.filter((doc) => doc._type === type).map((doc) => doc.slug?.current ?? "");
const posts = documents.filter((doc) => doc._type === "post");
const pageSize = (
  documents.find((doc) => doc._id === "page-blog") as unknown as { sections: { _type: string; pagination?: { pageSize: number } }[] }
).sections.find((section) => section._type === "postListing")?.pagination?.pageSize;

// What the proxy does with an address, over the bundled dataset: page documents are rewritten to the
// route that renders them, unknown content addresses are the static 404, every other route is left alone.
describe("content addresses", () => {
  it("rewrites a page document's address, nested or not, to the route that renders it", async () => {
    await expect(resolveAddress("/about")).resolves.toEqual({ kind: "rewrite", path: `${contentPagePrefix}/about` });
    await expect(resolveAddress("/about/")).resolves.toEqual({ kind: "rewrite", path: `${contentPagePrefix}/about` });
    // Issue 32, item 10: the internal route answered its own address with the page (a second address for it).
    await expect(resolveAddress(`${contentPagePrefix}/about`)).resolves.toEqual({ kind: "redirect", path: "/about" });
  });

  it("answers the static 404 for a service or internal page no document has", async () => {
    await expect(resolveAddress("/services/no-such-service")).resolves.toEqual({ kind: "not-found" });
    await expect(resolveAddress(`${contentPagePrefix}/no-such-page`)).resolves.toEqual({ kind: "not-found" });
    await expect(resolveAddress("/services/telemedicine")).resolves.toEqual({ kind: "as-is" });
  });

  it("lets the contact form open with any of its service values selected, and no other", async () => {
    for (const value of contactServiceValues) {
      await expect(resolveAddress(`/contact/${value}`)).resolves.toEqual({ kind: "as-is" });
    }
    await expect(resolveAddress("/contact/no-such-service")).resolves.toEqual({ kind: "not-found" });
  });

  it("leaves the home page, routes of their own and addresses outside the content's routes to Next's routing", async () => {
    for (const path of ["/", "/contact", "/contact/thank-you", "/contact/telemedicine/more", "/search", "/no-such-page", "/a/b/c"]) {
      await expect(resolveAddress(path)).resolves.toEqual({ kind: "as-is" });
    }
    // A service's sharing card (app/services/[slug]/opengraph-image), not a made-up one.
    await expect(resolveAddress("/services/telemedicine/opengraph-image/card")).resolves.toEqual({ kind: "as-is" });
    const madeUp = ["/services/no-such-service/opengraph-image/card", "/services/telemedicine/x", "/careers/opengraph-image/card"];
    for (const path of madeUp) {
      await expect(resolveAddress(path), path).resolves.toEqual({ kind: "not-found" });
    }
  });

  // The sitemap (lib/routes.ts) and the proxy read the content apart: every address offered to search engines is a page.
  it("resolves every address the sitemap lists as the content's", async () => {
    const listed = await publicRoutes();
    expect(listed).toContain("/");
    expect(listed).toContain("/about");
    expect(listed.filter((path) => path.startsWith("/contact/") || path.startsWith("/newsletter/"))).toEqual([]);
    for (const path of listed) await expect(resolveAddress(path), path).resolves.not.toEqual({ kind: "not-found" });
  });

  it("serves the newsletter's three result pages, answers any other address under /newsletter with the 404, and keeps the segment from pages", async () => {
    for (const path of Object.values(newsletterResultPaths)) await expect(resolveAddress(path)).resolves.toEqual({ kind: "as-is" });
    for (const path of ["/newsletter", "/newsletter/", "/newsletter/confirm", "/newsletter/confirmed/more"]) {
      await expect(resolveAddress(path)).resolves.toEqual({ kind: "not-found" });
    }
    expect(checkPageSlug("newsletter/archive")).toMatch(/belong to the site itself/);
  });

  it("resolves the blog's and case studies' addresses against the content", async () => {
    if (!pageSize) throw new Error("the blog page has no page size");
    for (const slug of slugsOf("post")) await expect(resolveAddress(`/blog/${slug}`)).resolves.toEqual({ kind: "as-is" });
    for (const author of documents.filter((doc) => doc._type === "author")) {
      const base = `/blog/author/${author.slug?.current}`;
      const count = posts.filter((post) => post.author?._ref === author._id).length;
      await expect(resolveAddress(base)).resolves.toEqual({ kind: "as-is" });
      await expect(resolveAddress(`${base}/page/${Math.max(1, Math.ceil(count / pageSize)) + 1}`)).resolves.toEqual({ kind: "not-found" });
    }
    for (const slug of slugsOf("caseStudy")) await expect(resolveAddress(`/case-studies/${slug}`)).resolves.toEqual({ kind: "as-is" });
    const pages = Math.ceil(posts.length / pageSize);
    for (let page = 2; page <= pages; page += 1) await expect(resolveAddress(`/blog/page/${page}`)).resolves.toEqual({ kind: "as-is" });
    for (const category of documents.filter((doc) => doc._type === "category")) {
      const count = posts.filter((post) => post.categories?.some((ref) => ref._ref === category._id)).length;
      const expected = count > 0 ? { kind: "as-is" } : { kind: "not-found" };
      await expect(resolveAddress(`/blog/category/${category.slug?.current}`)).resolves.toEqual(expected);
      await expect(resolveAddress(`/blog/category/${category.slug?.current}/page/${Math.ceil(count / pageSize) + 1}`)).resolves.toEqual({
        kind: "not-found",
      });
    }
    await expect(resolveAddress(`/blog/page/${pages + 1}`)).resolves.toEqual({ kind: "not-found" });
  });

  it("answers the 404 for a post, author, category, page number or case study no content has", async () => {
    for (const path of [
      "/blog/no-such-post",
      "/blog/author/no-such-author",
      "/blog/author/no-such-author/page/2",
      "/blog/category/no-such-category",
      "/blog/page/0",
      "/blog/page/02",
      "/blog/page/abc",
      "/blog/page",
      "/blog/category",
      "/blog/a/b",
      "/case-studies/no-such-study",
      "/case-studies/a/b",
    ]) {
      await expect(resolveAddress(path), path).resolves.toEqual({ kind: "not-found" });
    }
  });

  it("sends a list's page 1 to the list's own address", async () => {
    await expect(resolveAddress("/blog/page/1")).resolves.toEqual({ kind: "redirect", path: "/blog" });
    const category = slugsOf("category")[0];
    await expect(resolveAddress(`/blog/category/${category}/page/1`)).resolves.toEqual({
      kind: "redirect",
      path: `/blog/category/${category}`,
    });
  });
});
