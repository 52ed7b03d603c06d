import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "./errors";
import { createFetcher } from "./fetch";
import { servicePageQuery, serviceSlugsQuery } from "./service-page";
import { createLocalSource, defaultDatasetFile } from "./source-local";

const bundled = readFileSync(defaultDatasetFile, "utf8");

function withExtra(docs: object[]): string {
  const file = join(mkdtempSync(join(tmpdir(), "services-")), "dataset.ndjson");
  writeFileSync(file, `${bundled.trimEnd()}\n${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return file;
}

/** A thirteenth service, written the way an editor would in the Studio: a document and nothing else. */
const thirteenth = {
  _id: "service-workforce-planning",
  _type: "service",
  title: "Workforce Planning",
  slug: { _type: "slug", current: "workforce-planning" },
  order: 130,
  description: "Staffing models and retention programs for clinical teams.",
  color: "amber",
  icon: "users",
  benefits: ["Right-sized staffing", "Lower turnover", "Less overtime"],
  seo: { _type: "seo", title: "Workforce Planning", description: "Staffing models and retention programs that keep clinical teams whole." },
  sections: [
    { _type: "pageHero", _key: "a", heading: "Keep your care teams whole", intro: "Staffing that matches demand." },
    {
      _type: "statGrid",
      _key: "b",
      heading: "Results",
      stats: [
        { _type: "stat", _key: "b1", value: "30%", label: "Less overtime" },
        { _type: "stat", _key: "b2", value: "20%", label: "Lower turnover" },
      ],
    },
    { _type: "tagList", _key: "c", heading: "Roles", tags: ["Nurses", "Technicians"] },
    {
      _type: "ctaButtons",
      _key: "d",
      heading: "Talk to us",
      primary: { _type: "link", label: "Schedule a Consultation", href: "/contact", service: "telemedicine" },
      secondaryLabel: "Download Our Guide",
    },
  ],
};

describe("service pages from content", () => {
  const fetchBundled = createFetcher(createLocalSource(defaultDatasetFile));

  it("the bundled dataset has twelve service pages, each opening with its header and closing with a button to the contact form", async () => {
    const slugs = await fetchBundled(serviceSlugsQuery);
    expect(slugs).toHaveLength(12);
    for (const slug of slugs) {
      const page = await fetchBundled(servicePageQuery, { slug });
      expect(page?.sections[0]?._type).toBe("pageHero");
      expect(page?.sections.at(-1)).toMatchObject({
        _type: "ctaButtons",
        primary: { label: expect.any(String), href: expect.stringMatching(/^\/contact\/[a-z-]+$/) },
        secondaryLabel: expect.any(String),
      });
    }
  });

  it("an unknown slug finds no page (the route answers 404)", async () => {
    await expect(fetchBundled(servicePageQuery, { slug: "no-such-service" })).resolves.toBeNull();
  });

  it("adding a thirteenth service is a content change only: one more document is one more page", async () => {
    const fetchContent = createFetcher(createLocalSource(withExtra([thirteenth])));
    const slugs = await fetchContent(serviceSlugsQuery);
    expect(slugs).toHaveLength(13);
    expect(slugs.at(-1)).toBe("workforce-planning");
    const page = await fetchContent(servicePageQuery, { slug: "workforce-planning" });
    expect(page?.sections.map((section) => section._type)).toEqual(["pageHero", "statGrid", "tagList", "ctaButtons"]);
    // Its closing button opens the contact form with the service the editor picked.
    expect(page?.sections.at(-1)).toMatchObject({ primary: { href: "/contact/telemedicine" } });
  });

  it("a page section the site cannot draw fails naming the document and field", async () => {
    const broken = { ...thirteenth, sections: [...thirteenth.sections.slice(0, 3)] };
    const fetchContent = createFetcher(createLocalSource(withExtra([broken])));
    const error = await fetchContent(servicePageQuery, { slug: "workforce-planning" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(
      /document "service-workforce-planning" \(service\), field "sections": .*ends with a closing band/,
    );
  });

  it("rejects a section type the site has no component for", async () => {
    const odd = { ...thirteenth, sections: [thirteenth.sections[0], { _type: "carousel", _key: "z" }, ...thirteenth.sections.slice(1)] };
    const fetchContent = createFetcher(createLocalSource(withExtra([odd])));
    await expect(fetchContent(servicePageQuery, { slug: "workforce-planning" })).rejects.toThrow(/field "sections\[1\]\._type"/);
  });
});
