import { localPathPattern } from "@site/schemas/addresses";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bundledDocuments, datasetWith } from "../dataset-with";

// Documents written through the API, past the Studio's validation, that the site's address rules reject: each is
// left out of what lists its kind and logged once naming it; every other document is served (issue 40, items 5, 9).

const service = bundledDocuments().find((doc) => doc._id === "service-telemedicine");
const page = bundledDocuments().find((doc) => doc._id === "page-about");
const badService = { ...service, _id: "service-bad-address", slug: { _type: "slug", current: "Bad Address!" }, order: 1 };
const evilPage = { ...page, _id: "page-evil", slug: { _type: "slug", current: "../..//evil.example" } };

let errors: string[] = [];

/** The site's modules reading a dataset of the bundled documents and these (lib/env.ts reads the environment once). */
function serveDatasetWith(...docs: object[]) {
  vi.stubEnv("SITE_TEST_DATASET_FILE", datasetWith(docs));
  vi.resetModules();
}

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
  });
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("a document the site's rules reject", () => {
  it("a service with an address the rule rejects is left out of the cards, the addresses and search, logged once by id", async () => {
    errors = [];
    serveDatasetWith(badService);
    const { getServiceCards, getServiceSlugs } = await import("@/lib/content/service");
    const { getSearchContent } = await import("@/lib/content/search");
    const bundled = bundledDocuments().filter((doc) => doc._type === "service").length;
    for (let read = 0; read < 2; read++) {
      const [cards, slugs, search] = await Promise.all([getServiceCards(), getServiceSlugs(), getSearchContent()]);
      expect(cards.map((card) => card._id)).not.toContain(badService._id);
      expect(cards).toHaveLength(bundled);
      expect(slugs).toHaveLength(bundled);
      expect(search.services.map((entry) => entry._id)).not.toContain(badService._id);
    }
    const named = errors.filter((line) => line.includes(`"${badService._id}"`));
    // Once per rule that reads it (cards, addresses, search), never once per read.
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named).size).toBe(named.length);
    expect(named.every((line) => line.includes("slug"))).toBe(true);
  });

  it("a page whose address leaves the site is in no route and never in the sitemap", async () => {
    errors = [];
    serveDatasetWith(evilPage);
    const { default: sitemap } = await import("@/app/sitemap");
    const { getSiteSettings } = await import("@/lib/content/site-settings");
    const { host } = new URL((await getSiteSettings()).siteUrl);
    const urls = (await sitemap()).map((entry) => new URL(entry.url));
    expect(urls.length).toBeGreaterThan(bundledDocuments().filter((doc) => doc._type === "page").length);
    // Every address is this site's host and a path of it (the path `//evil.example` is another site's address).
    expect(urls.filter((url) => url.host !== host || !localPathPattern.test(url.pathname)).map(String)).toEqual([]);
    expect(urls.map(String).filter((url) => url.includes("evil.example"))).toEqual([]);
    expect(errors.some((line) => line.includes(`"${evilPage._id}"`))).toBe(true);
  });
});
