import { expect, test } from "@playwright/test";
import { expectTextStartsOnFirstScreen, expectWhollyOnFirstScreen, openOnLaptop } from "./first-screen";
import { expectOwnMetadata } from "./page-meta";
import { caseStudySlugs, documentById, documentBySlug, hrefOf, postSlugsOn, sample } from "./routes";

type Block = { _type: string; style?: string; listItem?: string; children?: { text: string }[] };
type Study = {
  _id: string;
  title: string;
  client: string;
  challenge: string;
  results: string[];
  story: { challenge: Block[]; approach: Block[]; solution: Block[] };
  relatedServices?: { _ref: string }[];
  topics?: { _ref: string }[];
};
type Publication = {
  clientLabel: string;
  cardChallengeLabel: string;
  readCaseStudyLabel: string;
  challengeHeading: string;
  approachHeading: string;
  solutionHeading: string;
  resultsHeading: string;
  breadcrumbLabel: string;
  relatedServicesHeading: string;
  caseStudyInsightsHeading: string;
  allInsightsLabel: string;
  caseStudyClosing: { heading: string; links: Parameters<typeof hrefOf>[0][] };
};
const publication = documentById<Publication>("publication");

test.beforeEach(async ({ page }) => {
  await page.goto("/case-studies");
});

test("its own title and description", { tag: "@desktop" }, async ({ page }) => {
  await expectOwnMetadata(page, /^Case Studies \|/);
});

test("a card per case study: category, client, challenge and the first three results", { tag: "@desktop" }, async ({ page }) => {
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(caseStudySlugs.length);
  for (const card of await cards.all()) {
    await expect(card.locator("p").first()).toHaveText(/\S/); // category
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(/\S.{9,}/);
    await expect(card.locator("dt")).toHaveText([publication.clientLabel, publication.cardChallengeLabel]);
    await expect(card.locator("dd").nth(0)).toHaveText(/\S.{4,}/);
    await expect(card.locator("dd").nth(1)).toHaveText(/\S.{19,}/);
    await expect(card.locator("ul > li")).toHaveCount(3);
    const bar = await card
      .locator("span")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bar).not.toBe("rgba(0, 0, 0, 0)");
  }
});

test("each card's button leads to its case study's own page, in card order", { tag: "@desktop" }, async ({ page }) => {
  const links = page.getByRole("link", { name: publication.readCaseStudyLabel });
  await expect(links).toHaveCount(caseStudySlugs.length);
  for (const [index, slug] of caseStudySlugs.entries()) await expect(links.nth(index)).toHaveAttribute("href", `/case-studies/${slug}`);
  await expect(page.locator('main a[href="#"], main a:not([href]), main button')).toHaveCount(0);
  // The links share their words; each is described by its card's title.
  const described = await links.first().getAttribute("aria-describedby");
  await expect(page.locator(`[id="${described}"]`)).toHaveText(/\S.{9,}/);
  await links.nth(4).click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${caseStudySlugs[4]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(documentBySlug<Study>("caseStudy", caseStudySlugs[4] ?? "").title);
});

// The impact-numbers band and the closing band as markup (figures, labels, sources; heading and buttons) are render
// tests (sections/sections-render.test.tsx).

for (const slug of sample(caseStudySlugs)) {
  test(`/case-studies/${slug}: the full story, every result, related services, the articles on its subject and a way to get in touch`, {
    tag: "@desktop",
  }, async ({ page }) => {
    const study = documentBySlug<Study>("caseStudy", slug);
    await page.goto(`/case-studies/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    await expect(page.locator("main dt").first()).toHaveText(publication.clientLabel);
    await expect(page.locator("main dd").first()).toHaveText(study.client);
    // The results first (on a phone the story runs to thousands of pixels), then the story.
    await expect(page.locator("main article h2")).toHaveText([
      publication.resultsHeading,
      publication.challengeHeading,
      publication.approachHeading,
      publication.solutionHeading,
    ]);
    for (const part of ["challenge", "approach", "solution"] as const) {
      const section = page.getByRole("region", { name: publication[`${part}Heading`] });
      const first =
        study.story[part]
          .find((block) => block._type === "block")
          ?.children?.map((child) => child.text)
          .join("") ?? "";
      await expect(section).toContainText(first);
      // The challenge opens with the card's words on it: one text, written once.
      if (part === "challenge") await expect(section.locator("p").first()).toHaveText(study.challenge);
      await expect(section.locator("li")).toHaveCount(study.story[part].filter((block) => block.listItem).length);
    }
    await expect(page.getByRole("region", { name: publication.resultsHeading }).locator("li")).toHaveText(study.results);
    const services = page.getByRole("region", { name: publication.relatedServicesHeading });
    await expect(services.getByRole("link")).toHaveCount(study.relatedServices?.length ?? 0);
    // The newest articles on its topics, then on its main service, right before the closing band; none, no band.
    const topics = (study.topics ?? []).map((ref) => ref._ref);
    const articles = postSlugsOn(topics, study.relatedServices?.[0]?._ref).map((post) => `/blog/${post}`);
    const insights = page.getByRole("region", { name: publication.caseStudyInsightsHeading });
    await expect(insights).toHaveCount(articles.length > 0 ? 1 : 0);
    if (articles.length > 0) {
      expect(await insights.locator("article h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(articles);
      await expect(insights.getByRole("link", { name: publication.allInsightsLabel })).toHaveAttribute("href", "/blog");
      await expect(insights.locator("xpath=following-sibling::section[1]")).toHaveAttribute("data-section", "callToAction");
    }
    const closing = page.locator('[data-section="callToAction"]');
    await expect(closing.getByRole("heading", { level: 2 })).toHaveText(publication.caseStudyClosing.heading);
    for (const link of publication.caseStudyClosing.links) await expect(closing.locator(`a[href="${hrefOf(link)}"]`)).toHaveCount(1);
    const crumbs = page.getByRole("navigation", { name: publication.breadcrumbLabel });
    await expect(crumbs.locator('a[href="/case-studies"]')).toHaveCount(1);
    await expectOwnMetadata(page, /\S/);
  });
}

// A buyer on a laptop (1280 × 800, the browser's own bars taken off a 13-inch screen) sees the results and the
// start of the story on the first screen, the image beside the title: the first and the last case study,
// whatever their title's length.
for (const slug of sample(caseStudySlugs, 2)) {
  test(`/case-studies/${slug}: on a 1280 × 800 laptop the results and the story start on the first screen`, { tag: "@desktop" }, async ({
    page,
  }) => {
    // On the desktop project only: a laptop's screen.
    const study = documentBySlug<Study>("caseStudy", slug);
    await openOnLaptop(page, `/case-studies/${slug}`);
    // Every result, whole, on the first screen, and the story's first paragraph starting on it.
    const results = page.getByRole("region", { name: publication.resultsHeading }).locator("li");
    await expect(results).toHaveText(study.results);
    for (const [index, result] of (await results.all()).entries()) await expectWhollyOnFirstScreen(result, `result ${index + 1}`);
    const story = page.getByRole("region", { name: publication.challengeHeading }).locator("p").first();
    await expectTextStartsOnFirstScreen(story, "the story's first paragraph");
    // The image is still shown, beside the title.
    const image = page.locator("article img").first();
    await expect(image).toBeVisible();
    const [imageBox, titleBox] = [await image.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox()];
    if (!imageBox || !titleBox) throw new Error("the image or the title is not laid out");
    expect(imageBox.x, "the image stands right of the title").toBeGreaterThanOrEqual(titleBox.x + titleBox.width);
    expect(imageBox.y, "the image starts above the title's end").toBeLessThan(titleBox.y + titleBox.height);
  });
}

test("a case study no content has is the site's 404", { tag: "@desktop" }, async ({ page }) => {
  const response = await page.goto("/case-studies/no-such-study");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveCount(1);
});
