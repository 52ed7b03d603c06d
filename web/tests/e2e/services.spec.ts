import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentsOfType, serviceSlugs } from "./routes";

const serviceRoutes = serviceSlugs.map((slug) => `/services/${slug}`);

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
});

test("its own title and description", { tag: "@desktop" }, async ({ page }) => {
  await expectOwnMetadata(page, /^Healthcare Consulting Services \|/);
});

// Its sections' headings, links and words are render tests (sections/sections-render.test.tsx); the services grid is
// checked here once in a browser, for what CSS draws (each card's colour).
test("a card per service with title, description, colour, its benefits and a link to the service", { tag: "@desktop" }, async ({
  page,
}) => {
  const benefits = new Map(
    documentsOfType<{ slug: { current: string }; benefits: string[] }>("service").map((s) => [`/services/${s.slug.current}`, s.benefits]),
  );
  const cards = page.locator("#services article");
  await expect(cards).toHaveCount(serviceSlugs.length);
  const targets: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    await expect(card.locator("p")).toHaveText(/\S.{9,}/);
    await expect(card.locator("li")).toHaveText(benefits.get((await card.getByRole("link").getAttribute("href")) ?? "") ?? []);
    const bar = await card
      .locator("span")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bar).not.toBe("rgba(0, 0, 0, 0)");
    targets.push((await card.getByRole("link").getAttribute("href")) ?? "");
  }
  expect(targets.sort()).toEqual([...serviceRoutes].sort());
});
