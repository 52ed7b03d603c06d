import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { serviceSlugs } from "./routes";

const serviceRoutes = serviceSlugs.map((slug) => `/services/${slug}`);

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Healthcare Consulting Services \|/);
});

test("twelve service cards with title, description, colour, three benefits and a link to the service", async ({ page }) => {
  const cards = page.locator("#services article");
  await expect(cards).toHaveCount(12);
  const targets: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    await expect(card.locator("p")).toHaveText(/\S.{9,}/);
    await expect(card.locator("li")).toHaveCount(3);
    const bar = await card
      .locator("span")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bar).not.toBe("rgba(0, 0, 0, 0)");
    targets.push((await card.getByRole("link").getAttribute("href")) ?? "");
  }
  expect(targets.sort()).toEqual([...serviceRoutes].sort());
});

test("the four-step process: Assess, Strategy, Implement, Optimize", async ({ page }) => {
  const steps = page.locator('section[aria-labelledby="process-heading"] ol > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Assess", "Strategy", "Implement", "Optimize"]);
  for (const step of await steps.all()) await expect(step.locator("p")).toHaveText(/\S.{19,}/);
});

test("a link to /contact", async ({ page }) => {
  const cta = page.locator("main section").last();
  await expect(cta.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(cta.locator('a[href="/contact"]')).toHaveCount(1);
});
