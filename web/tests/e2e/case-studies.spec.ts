import { expect, test } from "@playwright/test";
import { expectInert, expectOwnMetadata } from "./page-meta";

test.beforeEach(async ({ page }) => {
  await page.goto("/case-studies");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Case Studies \|/);
});

test("six cards: category, client, challenge and the first three results", async ({ page }) => {
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.locator("p").first()).toHaveText(/\S/); // category
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(/\S.{9,}/);
    await expect(card.locator("dt")).toHaveText(["Client", "Challenge"]);
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

test("Read full case study is a real button that does nothing", async ({ page }) => {
  const buttons = page.getByRole("button", { name: "Read full case study" });
  await expect(buttons).toHaveCount(6);
  await expect(page.locator('main a[href="#"], main a:not([href])')).toHaveCount(0);
  await expectInert(page, buttons.nth(4));
  // Six buttons share a label; each is described by its card's title.
  const described = await buttons.first().getAttribute("aria-describedby");
  await expect(page.locator(`[id="${described}"]`)).toHaveText(/\S.{9,}/);
});

test("the impact-numbers band: 150+, $50M+, 30%, 98%", async ({ page }) => {
  const band = page.locator('section[aria-labelledby="impact-heading"]');
  await expect(band.locator("dd")).toHaveText(["150+", "$50M+", "30%", "98%"]);
  await expect(band.locator("dt")).toHaveText([/organizations/i, /recovered/i, /efficiency/i, /satisfaction/i]);
});

test("a call to action to /contact", async ({ page }) => {
  const cta = page.locator("main section").last();
  await expect(cta.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(cta.locator('a[href="/contact"]')).toHaveCount(1);
});
