import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentById, hrefOf, sectionOf } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.goto("/global-impact");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Global Impact: Our 2030 Vision \|/);
});

test("the targets: each figure with its label, in the editor's order", async ({ page }) => {
  const stored = sectionOf<{ heading: string; stats: { value: string; label: string }[] }>("page-global-impact", "targets");
  const targets = page.locator('section[aria-labelledby="targets-heading"]');
  await expect(targets.getByRole("heading", { level: 2 })).toHaveText(stored.heading);
  await expect(targets.locator("dd")).toHaveText(stored.stats.map((stat) => stat.value));
  await expect(targets.locator("dt")).toHaveText(stored.stats.map((stat) => stat.label));
});

test("the phases of expansion in order, each with its years, title and milestones", async ({ page }) => {
  const stored = sectionOf<{ phases: { years: string; title: string; milestones: string[] }[] }>("page-global-impact", "phases");
  const phases = page.locator('section[aria-labelledby="phases-heading"] ol > li');
  await expect(phases).toHaveCount(stored.phases.length);
  for (const [index, phase] of stored.phases.entries()) {
    const drawn = phases.nth(index);
    await expect(drawn).toContainText(phase.years);
    await expect(drawn.getByRole("heading", { level: 3 })).toHaveText(phase.title);
    await expect(drawn.locator("ul > li")).toHaveText(phase.milestones);
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
