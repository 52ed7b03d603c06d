import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentById, hrefOf } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.goto("/global-impact");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Global Impact: Our 2030 Vision \|/);
});

test("the 2030 targets: 20+ countries, 5M+ lives, 250+ partners, $500M+ savings", async ({ page }) => {
  const targets = page.locator('section[aria-labelledby="targets-heading"]');
  await expect(targets.getByRole("heading", { level: 2 })).toContainText("2030");
  await expect(targets.locator("dd")).toHaveText(["20+", "5M+", "250+", "$500M+"]);
  await expect(targets.locator("dt")).toHaveText([/countries/i, /lives/i, /partner/i, /savings/i]);
});

test("three expansion phases from 2025 to 2030+", async ({ page }) => {
  const phases = page.locator('section[aria-labelledby="phases-heading"] ol > li');
  await expect(phases).toHaveCount(3);
  await expect(phases.first()).toContainText("2025");
  await expect(phases.last()).toContainText("2030+");
  for (const phase of await phases.all()) {
    await expect(phase.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    expect(await phase.locator("ul > li").count()).toBeGreaterThanOrEqual(2);
  }
});

test("four impact areas and the partnership approach", async ({ page }) => {
  await expect(page.locator('section[aria-labelledby="impact-areas-heading"] li')).toHaveCount(4);
  const partnership = page.locator('section[aria-labelledby="partnership-heading"]');
  await expect(partnership.getByRole("heading", { level: 2 })).toHaveText(/partner/i);
  expect(await partnership.locator("li").count()).toBeGreaterThanOrEqual(2);
});

test("the closing band: each button leads where the editor chose", async ({ page, request }) => {
  const closing = page.locator('section[aria-labelledby="closing-heading"]');
  const stored = documentById<{ sections: { _key: string; links?: Parameters<typeof hrefOf>[0][] }[] }>("page-global-impact");
  const links = stored.sections.find((section) => section._key === "closing")?.links ?? [];
  expect(links.length).toBeGreaterThan(0);
  await expect(closing.locator("a")).toHaveCount(links.length);
  for (const [index, link] of links.entries()) {
    const button = closing.locator("a").nth(index);
    await expect(button).toHaveAttribute("href", hrefOf(link));
    await expect(button).toContainText(link.label);
    if (link.to !== "url") expect((await request.get(hrefOf(link))).status()).toBe(200);
  }
  await expect(closing.locator("button")).toHaveCount(0);
});
