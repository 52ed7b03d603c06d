import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  caseStudySlugsOf,
  documentById,
  documentBySlug,
  documentsOfType,
  postSlugsAbout,
  sample,
  sampleRoutes,
  serviceSlugs,
} from "./routes";

type Figure = [value: string, label: RegExp];
type Expectation = {
  figures?: Figure[];
  /** Section heading → the titles of its cards or steps (h3), in order. */
  lists?: Array<[heading: RegExp, titles: Array<string | RegExp>]>;
  /** Section heading → how many cards or steps it has. */
  counts?: Array<[heading: RegExp, count: number]>;
};

// The figures and structure the specification gives the bundled services (section 2, and 9 for the revenue cycle).
// A service added later is checked by the structural tests below only.
const pages: Partial<Record<string, Expectation>> = {
  "billing-revenue-cycle": {
    figures: [
      // Section 9's figures; the flagship case study tells them (issue 31: 20% to 13%, days in A/R 58 to 35).
      ["Up to 35%", /denials/i],
      ["40%", /faster payment/i],
      ["15-20%", /revenue/i],
    ],
    counts: [
      [/revenue cycle services/i, 6],
      [/revenue cycle process/i, 5],
    ],
  },
  "regulatory-compliance": { counts: [[/compliance services/i, 6]] },
  "patient-outcomes": { counts: [[/quality improvement/i, 6]] },
  "hospitals-clinics": {
    figures: [
      ["$8.5M", /annual savings/i],
      ["45%", /lower staff turnover/i],
      ["75th percentile", /patient satisfaction/i],
    ],
    lists: [
      [/pillars/i, ["Revenue optimization", "Operational efficiency", "Quality excellence"]],
      [/services for hospitals and clinics/i, ["Hospital services", "Clinic services"]],
      [/success story/i, [/350-bed regional medical center/i]],
    ],
    counts: [[/specialized programs/i, 4]],
  },
  "healthcare-technology": {
    figures: [
      ["70%", /lower IT cost/i],
      ["99.9%", /uptime/i],
      ["45%", /faster implementation/i],
      ["100%", /HIPAA compliance/i],
    ],
    lists: [
      [/where we focus/i, ["Digital transformation", "Cloud", "Cybersecurity"]],
      [
        /technology services/i,
        [/^EHR/, /^Telehealth/, /^Security and compliance/, /^Custom development/, /^Cloud migration/, /^Interoperability/],
      ],
    ],
    counts: [[/AI and emerging technologies/i, 4]],
  },
  "healthcare-providers": {
    lists: [
      [/who we support/i, ["Physicians", "Advanced practice providers", "Allied health professionals"]],
      [/value-based care/i, ["Risk assessment", "Contract strategy", "Care transformation", "Performance tracking"]],
    ],
    counts: [
      [/clinical excellence/i, 3],
      [/practice management/i, 4],
      [/digital tools/i, 4],
    ],
  },
  "data-analytics-ai": {
    figures: [
      ["85%", /prediction accuracy/i],
      ["40%", /cost reduction/i],
      ["60%", /faster insights/i],
      ["100M+", /records processed/i],
    ],
    counts: [
      [/analytics solutions/i, 6],
      [/technology stack/i, 12],
      [/applications/i, 4],
    ],
  },
  telemedicine: {
    figures: [
      ["95%", /satisfaction/i],
      ["73%", /shorter wait/i],
      ["3X", /productivity/i],
      ["50%", /cost reduction/i],
    ],
    lists: [
      [/roadmap/i, ["Assessment and planning", "Platform selection", "Implementation", "Training and testing", "Launch and optimize"]],
    ],
    counts: [
      [/telemedicine services/i, 6],
      [/success stories/i, 4],
    ],
  },
  credentialing: {
    figures: [
      ["30-45 days", /average turnaround/i],
      ["99%", /first-time approval/i],
      ["5,000+", /providers/i],
      ["24/7", /tracking/i],
    ],
    lists: [
      [/credentialing services/i, ["Initial credentialing", /^Re-credentialing/]],
      [/client portal/i, ["Upload documents", "Track progress", "Expiry alerts", "Reports", "Messaging", "Status report download"]],
    ],
    counts: [
      [/five-stage/i, 5],
      [/payer networks/i, 12],
    ],
  },
  "strategic-planning": {
    lists: [
      [/where strategy starts/i, ["Vision and strategy", "Market positioning", "Growth planning"]],
      [/four-phase process/i, ["Discovery", "Strategy development", "Implementation planning", "Monitoring and adjustment"]],
    ],
    counts: [[/strategic planning services/i, 4]],
  },
  "population-health": {
    figures: [
      ["2M+", /lives/i],
      ["35%", /fewer ER visits/i],
      ["28%", /better health outcomes/i],
      ["92%", /care gap closure/i],
    ],
    lists: [[/four-step approach/i, ["Assess", "Engage", "Intervene", "Measure"]]],
    counts: [
      [/population health solutions/i, 6],
      [/social determinants/i, 4],
    ],
  },
  "life-sciences": {
    figures: [
      ["20+", /years/i],
      ["500+", /launches/i],
      ["98%", /approval/i],
      ["$2B+", /revenue/i],
    ],
    lists: [
      [/who we serve/i, ["Pharmaceutical", "Biotechnology", "Medical devices"]],
      [
        /therapeutic areas/i,
        ["Oncology", "Neurology", "Cardiology", "Immunology", "Rare Diseases", "Infectious Diseases", "Endocrinology", "Ophthalmology"],
      ],
    ],
    counts: [[/life sciences services/i, 6]],
  },
};

const section = (page: Page, heading: RegExp) =>
  page.locator("main section").filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

/** The cards, steps or labels of a section: the direct items of its list. */
const items = (region: Locator) => region.locator(":is(ul, ol):not(li *) > li");

async function expectFigure(page: Page, [value, label]: Figure) {
  const tile = page.locator("main dl > div").filter({ has: page.getByText(value, { exact: true }) });
  await expect(tile, `figure ${value}`).toHaveCount(1);
  await expect(tile.locator("dt")).toHaveText(label);
}

for (const slug of serviceSlugs) {
  const path = `/services/${slug}`;
  const expected = pages[slug] ?? {};

  // Figures do not depend on the width: the desktop project; a service the specification does not give is sampled.
  if (pages[slug] || sampleRoutes.includes(path))
    test(`${path}: the specification's figures and sections`, { tag: "@desktop" }, async ({ page }) => {
      // On the desktop project only: figures do not depend on the width.
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1")).toHaveCount(1);
      for (const figure of expected.figures ?? []) await expectFigure(page, figure);
      for (const [heading, titles] of expected.lists ?? []) {
        const region = section(page, heading);
        await expect(region, `section ${heading}`).toHaveCount(1);
        const found = items(region);
        await expect(found).toHaveCount(titles.length);
        const named = region.locator("h3");
        if ((await named.count()) > 0) await expect(named).toHaveText(titles);
        else await expect(found).toHaveText(titles);
      }
      for (const [heading, count] of expected.counts ?? []) {
        const region = section(page, heading);
        await expect(region, `section ${heading}`).toHaveCount(1);
        await expect(items(region)).toHaveCount(count);
      }
    });

  // The services that between them show every section type.
  if (sampleRoutes.includes(path))
    test(`${path}: header first, headings in order, a closing band last whose buttons lead somewhere`, { tag: "@desktop" }, async ({
      page,
    }) => {
      await page.goto(path);
      const sections = page.locator("main > section");
      await expect(sections.first().locator("h1")).toHaveCount(1);
      await expect(sections.first().locator('a[href="/services"]')).toHaveCount(1);
      const levels = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `heading ${i} skips a level`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
      });

      const cta = sections.last();
      await expect(cta.getByRole("heading", { level: 2 })).toHaveText(/\S/);
      // Its buttons lead where the editor chose (calls-to-action.spec.ts follows them): none is inert.
      const links = cta.locator("a");
      expect(await links.count()).toBeGreaterThanOrEqual(1);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", /^(\/|https:\/\/|mailto:)/);
      await expect(cta.getByRole("button")).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    });
}

type StoredService = { _id: string; sections: { _type: string; stories?: { client: string; caseStudy?: { _ref: string } }[] }[] };
const { readCaseStudyLabel } = documentById<{ readCaseStudyLabel: string }>("publication");

test("a service's related case studies link to their pages, in card order, and each page answers", { tag: "@desktop" }, async ({
  page,
  request,
}) => {
  // A sample of the service pages and every case study they link: more than Playwright's 30 s on a loaded machine.
  test.setTimeout(120_000);
  const withStudies = sample(serviceSlugs, 4).filter(
    (slug) => caseStudySlugsOf(documentBySlug<StoredService>("service", slug)._id).length > 0,
  );
  expect(withStudies.length).toBeGreaterThan(0);
  for (const slug of sample(serviceSlugs, 4)) {
    const expected = caseStudySlugsOf(documentBySlug<StoredService>("service", slug)._id).map((study) => `/case-studies/${study}`);
    await page.goto(`/services/${slug}`);
    const region = page.locator('main section[data-section="caseStudyGrid"]');
    await expect(region, slug).toHaveCount(expected.length > 0 ? 1 : 0);
    if (expected.length === 0) continue;
    await expect(region.getByRole("heading", { level: 2 })).toHaveText(/\S/);
    const links = region.getByRole("link", { name: readCaseStudyLabel });
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(expected);
    // Each card's link is told apart by its card's title (h3 under the section's heading).
    for (const link of await links.all()) {
      const title = region.locator(`[id="${await link.getAttribute("aria-describedby")}"]`);
      await expect(title).toHaveJSProperty("tagName", "H3");
    }
    for (const href of expected) expect((await request.get(href)).status(), href).toBe(200);
  }
  const first = withStudies[0] ?? "";
  await page.goto(`/services/${first}`);
  await page.locator('main section[data-section="caseStudyGrid"]').getByRole("link", { name: readCaseStudyLabel }).first().click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${caseStudySlugsOf(documentBySlug<StoredService>("service", first)._id)[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
});

const insightWords = documentById<{ serviceInsightsHeading: string; allInsightsLabel: string }>("publication");
const postsOf = (slug: string) => postSlugsAbout([documentBySlug<StoredService>("service", slug)._id]).map((post) => `/blog/${post}`);

test("a service's page shows its newest articles before its closing band, and no band when no post names it", { tag: "@desktop" }, async ({
  page,
}) => {
  // A sample of the services, and the first one no post names (if any), so both sides are seen.
  const checked = [...new Set([...sample(serviceSlugs, 3), ...serviceSlugs.filter((slug) => postsOf(slug).length === 0).slice(0, 1)])];
  expect(checked.some((slug) => postsOf(slug).length > 0)).toBe(true);
  for (const slug of checked) {
    const expected = postsOf(slug);
    await page.goto(`/services/${slug}`);
    const region = page.getByRole("region", { name: insightWords.serviceInsightsHeading });
    await expect(region, slug).toHaveCount(expected.length > 0 ? 1 : 0);
    if (expected.length === 0) continue;
    // Cards like the blog's, newest first, each titled by a link to its post.
    const titles = region.locator("article h3 a");
    expect(await titles.evaluateAll((links) => links.map((a) => a.getAttribute("href"))), slug).toEqual(expected);
    await expect(region.getByRole("link", { name: insightWords.allInsightsLabel })).toHaveAttribute("href", "/blog");
    await expect(region.locator("xpath=following-sibling::section[1]")).toHaveAttribute("data-section", "callToAction");
    await expect(page.locator("main > section").last()).toHaveAttribute("data-section", "callToAction");
  }
});

test("a success story links to its case study exactly when an editor picked one", { tag: "@desktop" }, async ({ page }) => {
  for (const slug of serviceSlugs) {
    const stories = documentBySlug<StoredService>("service", slug).sections.flatMap((section) => section.stories ?? []);
    if (stories.length === 0) continue;
    await page.goto(`/services/${slug}`);
    const drawn = page.locator("main li[data-story]");
    await expect(drawn).toHaveCount(stories.length);
    for (const [index, story] of stories.entries()) {
      const link = drawn.nth(index).getByRole("link");
      if (!story.caseStudy) {
        await expect(link, story.client).toHaveCount(0);
        continue;
      }
      const target = documentById<{ slug: { current: string } }>(story.caseStudy._ref).slug.current;
      await expect(link).toHaveAttribute("href", `/case-studies/${target}`);
      await expect(link).toHaveText(readCaseStudyLabel);
    }
  }
});

/** The services' timelines (a process drawn as a line of dated steps), from the dataset. */
type StoredSteps = { _type: string; _key: string; layout?: string; heading: string; steps: { label: string; title: string }[] };
const timelines = documentsOfType<{ slug: { current: string }; sections: StoredSteps[] }>("service").flatMap((service) =>
  service.sections
    .filter((candidate) => candidate._type === "processSteps" && candidate.layout === "timeline")
    .map((timeline) => ({ path: `/services/${service.slug.current}`, timeline })),
);

async function timelineCards(page: Page, timeline: StoredSteps) {
  const region = page.locator(`main section[aria-labelledby="${timeline._key}-heading"]`);
  await expect(region.getByRole("heading", { level: 2 })).toHaveText(timeline.heading);
  const steps = region.locator("li[data-step]");
  await expect(steps).toHaveCount(timeline.steps.length);
  const line = await region.locator("ol").boundingBox();
  const boxes = await region.locator("[data-step-card]").evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { left: box.left, right: box.right, width: box.width };
    }),
  );
  return { steps, line, boxes };
}

const sides = (line: { x: number; width: number } | null, boxes: Array<{ left: number; right: number }>) => {
  const middle = (line?.x ?? 0) + (line?.width ?? 0) / 2;
  return boxes.map((box) => (box.right <= middle ? "left" : box.left >= middle ? "right" : "across"));
};

test("the bundled services draw a timeline", () => expect(timelines.length).toBeGreaterThan(0));

for (const { path, timeline } of sample(timelines, 2)) {
  test(`${path}: the timeline's steps in order, each with its label, alternating left and right on a wide screen`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const { steps, line, boxes } = await timelineCards(page, timeline);
    await expect(steps.locator("p:first-child")).toHaveText(timeline.steps.map((step) => step.label));
    if (isMobile) {
      // On a phone: one column, nothing off-screen.
      const first = boxes[0];
      for (const box of boxes) {
        expect(Math.abs(box.left - (first?.left ?? 0))).toBeLessThan(1);
        expect(Math.abs(box.right - (first?.right ?? 0))).toBeLessThan(1);
        expect(box.right).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } else expect(sides(line, boxes)).toEqual(boxes.map((_, index) => (index % 2 === 0 ? "left" : "right")));
  });
}

test("the figures a page shows agree with the case studies their claims cite: each links its case study, which tells the same number", {
  tag: "@desktop",
}, async ({ page }) => {
  // On the desktop project only: content agreement: one width is enough.
  test.setTimeout(120_000);
  type Figure = { _key: string; claim: { _ref: string }; label?: string };
  type Claim = { value: string; label: string; source: { kind: string; caseStudy?: { _ref: string } } };
  type Service = { _id: string; slug: { current: string }; sections: { _type: string; stats?: Figure[] }[] };
  const cited = documentsOfType<Service>("service").flatMap((service) =>
    service.sections.flatMap((section) =>
      (section.stats ?? [])
        .map((figure) => ({ figure, claim: documentById<Claim>(figure.claim._ref) }))
        .filter(({ claim }) => claim.source.kind === "caseStudy")
        .map(({ figure, claim }) => ({
          service,
          stat: { value: claim.value, label: figure.label ?? claim.label },
          caseStudy: claim.source.caseStudy,
        })),
    ),
  );
  expect(cited.length).toBeGreaterThan(0);
  for (const { service, stat, caseStudy } of cited) {
    const study = documentById<{ slug: { current: string } }>(caseStudy?._ref ?? "");
    await page.goto(`/services/${service.slug.current}`);
    const tile = page.locator("[data-stat]", { has: page.locator("dt", { hasText: stat.label }) });
    await expect(tile.locator("dd").first()).toHaveText(stat.value);
    // Its source line leads to the case study it comes from…
    await expect(tile.locator("[data-stat-source] a")).toHaveAttribute("href", `/case-studies/${study.slug.current}`);
    // …whose page tells the same number.
    await page.goto(`/case-studies/${study.slug.current}`);
    for (const number of stat.value.match(/\d+(?:\.\d+)?/g) ?? []) {
      await expect(page.locator("main"), `${service._id} ${stat.label} ${number}`).toContainText(
        new RegExp(`(^|[^\\d.])${number.replace(".", "\\.")}%?`),
      );
    }
  }
});
