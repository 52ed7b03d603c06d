import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { datasetWith } from "@/tests/dataset-with";
import { ContentError } from "./errors";
import { createFetcher } from "./fetch";
import { serviceSlugsQuery } from "./service";
import { servicePageQuery } from "./service-page";
import { createLocalSource, defaultDatasetFile } from "./source-local";

/** The claims its figures state (Studio → Figures (claims)). */
const claim = (id: string, value: string, label: string) => ({
  _id: `claim-${id}`,
  _type: "claim",
  value,
  unit: "percent",
  label,
  measure: label,
  scope: "Workforce planning clients",
  period: "2024–2025",
  source: { kind: "count", method: "Clients' HR records" },
});
const claims = [claim("overtime", "30%", "Less overtime"), claim("turnover", "20%", "Lower turnover")];
const figure = (_key: string, id: string) => ({ _type: "stat", _key, claim: { _type: "reference", _ref: `claim-${id}` } });

/** A thirteenth service, written the way an editor would in the Studio: a document (and the claims it shows). */
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
      stats: [figure("b1", "overtime"), figure("b2", "turnover")],
    },
    { _type: "tagList", _key: "c", heading: "Roles", tags: ["Nurses", "Technicians"] },
    {
      _type: "callToAction",
      _key: "d",
      heading: "Talk to us",
      links: [
        { _type: "link", _key: "d1", label: "Schedule a Consultation", to: "contact", service: "telemedicine" },
        {
          _type: "link",
          _key: "d2",
          label: "Read about telehealth",
          to: "page",
          page: { _type: "reference", _ref: "service-telemedicine" },
        },
      ],
    },
  ],
};

describe("service pages from content", () => {
  const fetchBundled = createFetcher(createLocalSource(defaultDatasetFile));

  it("every service page of the bundled dataset opens with its header and closes with a closing band whose buttons lead somewhere", async () => {
    const slugs = await fetchBundled(serviceSlugsQuery);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const page = await fetchBundled(servicePageQuery, { slug });
      expect(page?.sections[0]?._type).toBe("pageHero");
      const closing = page?.sections.at(-1);
      expect(closing?._type).toBe("callToAction");
      for (const link of closing?._type === "callToAction" ? closing.links : []) expect(link.href).toMatch(/^(\/|https:\/\/|mailto:)/);
    }
  });

  it("an unknown slug finds no page (the route answers 404)", async () => {
    await expect(fetchBundled(servicePageQuery, { slug: "no-such-service" })).resolves.toBeNull();
  });

  it("adding a thirteenth service is a content change only: one more document is one more page", async () => {
    const fetchContent = createFetcher(createLocalSource(datasetWith([thirteenth, ...claims])));
    const slugs = await fetchContent(serviceSlugsQuery);
    expect(slugs).toHaveLength(13);
    expect(slugs.at(-1)).toBe("workforce-planning");
    const page = await fetchContent(servicePageQuery, { slug: "workforce-planning" });
    expect(page?.sections.map((section) => section._type)).toEqual(["pageHero", "statGrid", "tagList", "callToAction"]);
    // Its closing buttons: the contact form with the service the editor picked, and a page by reference.
    expect(page?.sections.at(-1)).toMatchObject({ links: [{ href: "/contact/telemedicine" }, { href: "/services/telemedicine" }] });
  });

  it("a page section the site cannot draw fails naming the document and field", async () => {
    const broken = { ...thirteenth, sections: [...thirteenth.sections.slice(0, 3)] };
    const fetchContent = createFetcher(createLocalSource(datasetWith([broken, ...claims])));
    const error = await fetchContent(servicePageQuery, { slug: "workforce-planning" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(
      /document "service-workforce-planning" \(service\), field "sections": .*ends with a closing band/,
    );
  });

  it("rejects a section type the site has no component for", async () => {
    const odd = { ...thirteenth, sections: [thirteenth.sections[0], { _type: "carousel", _key: "z" }, ...thirteenth.sections.slice(1)] };
    const fetchContent = createFetcher(createLocalSource(datasetWith([odd])));
    await expect(fetchContent(servicePageQuery, { slug: "workforce-planning" })).rejects.toThrow(/field "sections\[1\]\._type"/);
  });

  it("a service page's related case studies are the case studies naming the service, in their card order", async () => {
    type Doc = {
      _id: string;
      _type: string;
      order?: number;
      slug?: { current: string };
      relatedServices?: { _ref: string }[];
      sections?: unknown[];
    };
    const docs = readFileSync(defaultDatasetFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Doc);
    const studies = docs.filter((doc) => doc._type === "caseStudy").sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    let shown = 0;
    for (const service of docs.filter((doc) => doc._type === "service")) {
      const page = await fetchBundled(servicePageQuery, { slug: service.slug?.current ?? "" });
      const grids = page?.sections.filter((section) => section._type === "caseStudyGrid") ?? [];
      // Those a success story on the page tells are linked from the story, not shown twice.
      const told = new Set(
        ((service.sections ?? []) as { _type: string; stories?: { caseStudy?: { _ref: string } }[] }[])
          .filter((section) => section._type === "successStories")
          .flatMap((section) => (section.stories ?? []).map((story) => story.caseStudy?._ref)),
      );
      const named = studies.filter((study) => study.relatedServices?.some((ref) => ref._ref === service._id));
      const naming = named.filter((study) => !told.has(study._id)).map((study) => study.slug?.current);
      // Every service some case study names shows them (the bundled content places the section on each).
      expect(grids.length, service._id).toBe(named.length > 0 ? 1 : 0);
      for (const grid of grids) {
        expect(grid).toMatchObject({ show: "related", heading: expect.stringMatching(/\S/) });
        expect(grid.studies.map((study) => study.slug)).toEqual(naming);
        shown += grid.studies.length;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("a success story told in a case study links to it, and a new case study naming a service joins its page (not the one a story tells)", async () => {
    const story = {
      _type: "successStory",
      _key: "s1",
      client: "Regional hospital, 300 beds",
      summary: "Nurse turnover fell after new staffing models.",
      results: [figure("s1a", "turnover")],
      caseStudy: { _type: "reference", _ref: "caseStudy-workforce" },
    };
    const withStories = {
      ...thirteenth,
      sections: [
        thirteenth.sections[0],
        {
          _type: "successStories",
          _key: "e",
          heading: "Success stories",
          stories: [story, { ...story, _key: "s2", caseStudy: undefined }],
        },
        { _type: "caseStudyGrid", _key: "f", show: "related", heading: "Related case studies" },
        ...thirteenth.sections.slice(1),
      ],
    };
    const [bundledStudy] = readFileSync(defaultDatasetFile, "utf8")
      .split("\n")
      .filter((line) => line.includes('"_type":"caseStudy"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const study = {
      ...bundledStudy,
      _id: "caseStudy-workforce",
      slug: { _type: "slug", current: "workforce-turnover" },
      relatedServices: [{ _type: "reference", _ref: "service-workforce-planning", _key: "r1" }],
    };
    // A second one, which no story tells: the grid shows it, and not the one the story links.
    const untold = { ...study, _id: "caseStudy-workforce-retention", slug: { _type: "slug", current: "workforce-retention" } };
    const fetchContent = createFetcher(createLocalSource(datasetWith([withStories, study, untold, ...claims])));
    const page = await fetchContent(servicePageQuery, { slug: "workforce-planning" });
    const stories = page?.sections.find((section) => section._type === "successStories");
    expect(stories).toMatchObject({ readCaseStudyLabel: expect.stringMatching(/\S/) });
    expect(stories?._type === "successStories" && stories.stories.map((entry) => entry.caseStudy?.slug ?? null)).toEqual([
      "workforce-turnover",
      null,
    ]);
    const grid = page?.sections.find((section) => section._type === "caseStudyGrid");
    expect(grid?._type === "caseStudyGrid" && grid.studies.map((entry) => entry.slug)).toEqual(["workforce-retention"]);
  });
});
