import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { datasetWith } from "@/tests/dataset-with";
import { ContentError } from "./errors";
import { createFetcher } from "./fetch";
import { homePageQuery, pageQuery } from "./page";
import { pageSlugsQuery } from "./page-ids";
import { createLocalSource, defaultDatasetFile } from "./source-local";

// Pages composed from sections, read by the site's own queries and zod schemas over the bundled dataset
// (what `next build` relies on) and over the dataset plus documents an editor would add.

const bundled = readFileSync(defaultDatasetFile, "utf8");
const documents: {
  _id: string;
  _type: string;
  slug?: { current: string };
  publishedAt?: string;
  order?: number;
  categories?: { _ref: string }[];
}[] = bundled
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const ofType = (type: string) => documents.filter((doc) => doc._type === type && !doc._id.startsWith("drafts."));

/** A landing page an editor composes in the Studio from existing sections, at an address of their choice. */
const landing = {
  _id: "page-rural-clinics",
  _type: "page",
  title: "Rural clinics",
  slug: { _type: "slug", current: "solutions/rural-clinics" },
  seo: { _type: "seo", title: "Rural clinics", description: "How we help rural clinics keep care close to home and finances steady." },
  sections: [
    { _type: "pageHero", _key: "hero", heading: "Care close to home", intro: "Programs for rural clinics." },
    { _type: "serviceGrid", _key: "services", heading: "Where we help", learnMoreLabel: "Learn more" },
    {
      _type: "callToAction",
      _key: "closing",
      heading: "Talk to us",
      links: [{ _type: "link", _key: "a", label: "Contact", to: "contact" }],
    },
  ],
};

describe("pages from content", () => {
  const fetchBundled = createFetcher(createLocalSource(defaultDatasetFile));

  it("reads every page document of the bundled dataset, each opening with its one header", async () => {
    const slugs = await fetchBundled(pageSlugsQuery);
    expect(slugs.sort()).toEqual(
      ofType("page")
        .flatMap((doc) => (doc.slug ? [doc.slug.current] : []))
        .sort(),
    );
    for (const slug of slugs) {
      const page = await fetchBundled(pageQuery, { slug });
      expect(["pageHero", "legalText"]).toContain(page?.sections[0]?._type);
    }
    const home = await fetchBundled(homePageQuery);
    expect(home.sections[0]?._type).toBe("homeHero");
  });

  it("finds no page at an unknown address (the route answers 404)", async () => {
    await expect(fetchBundled(pageQuery, { slug: "no-such-page" })).resolves.toBeNull();
  });

  it("a new page is a content change only: one more document is one more address, with its sections", async () => {
    const fetchContent = createFetcher(createLocalSource(datasetWith([landing])));
    expect(await fetchContent(pageSlugsQuery)).toContain("solutions/rural-clinics");
    const page = await fetchContent(pageQuery, { slug: "solutions/rural-clinics" });
    expect(page?.sections.map((section) => section._type)).toEqual(["pageHero", "serviceGrid", "callToAction"]);
  });

  it("sections that list documents bring them: every service, every case study, the categories with posts", async () => {
    const fetchContent = createFetcher(createLocalSource(datasetWith([landing])));
    const page = await fetchContent(pageQuery, { slug: "solutions/rural-clinics" });
    const grid = page?.sections.find((section) => section._type === "serviceGrid");
    expect(grid?._type === "serviceGrid" && grid.services.map((service) => service._id).sort()).toEqual(
      ofType("service")
        .map((doc) => doc._id)
        .sort(),
    );

    const slugs = await fetchBundled(pageSlugsQuery);
    const pages = await Promise.all(slugs.map((slug) => fetchBundled(pageQuery, { slug })));
    const sections = pages.flatMap((p) => p?.sections ?? []);
    for (const section of sections) {
      if (section._type === "caseStudyGrid" && section.show === "all") expect(section.studies).toHaveLength(ofType("caseStudy").length);
      // Its categories: those with posts, in the editors' order (its posts are read a page at a time).
      if (section._type === "postListing")
        expect(section.categories.map((category) => category._id)).toEqual(
          ofType("category")
            .filter((category) => ofType("post").some((post) => post.categories?.some((ref) => ref._ref === category._id)))
            .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
            .map((category) => category._id),
        );
    }
  });

  it("a page without its header fails naming the document and field", async () => {
    const headless = { ...landing, sections: landing.sections.slice(1) };
    const fetchContent = createFetcher(createLocalSource(datasetWith([headless])));
    const error = await fetchContent(pageQuery, { slug: "solutions/rural-clinics" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(String(error)).toMatch(/document "page-rural-clinics" \(page\), field "sections": a page starts with its one header/);
  });
});
