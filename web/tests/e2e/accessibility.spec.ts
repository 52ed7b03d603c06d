import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sampleRoutes } from "./routes";

// axe-core with the WCAG 2.2 A/AA rule sets and its best practices, on each template and a sample of each type's documents (routes.ts `sampleRoutes`), at both the phone
// (375 px) and desktop (1280 px) projects of the suite.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

for (const route of sampleRoutes) {
  test(`axe: no violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}

test("axe: no violations with the phone menu open", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is shown on phones only");
  await page.goto("/");
  await page.locator("header [data-menu-button]").click();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("keyboard focus is visible", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
