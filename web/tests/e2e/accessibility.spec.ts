import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { sampleRoutes } from "./routes";

// axe-core with the WCAG 2.2 A/AA rule sets and its best practices, on each template and a sample of each type's documents (routes.ts `sampleRoutes`), at both the phone
// (375 px) and desktop (1280 px) projects of the suite.
for (const route of sampleRoutes) {
  test(`axe: no violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe: no violations with the phone menu open", { tag: "@phone" }, async ({ page }) => {
  // On the phone project only: the menu button is shown on phones only.
  await page.goto("/");
  await page.locator("header [data-menu-button]").click();
  expect(await axeViolations(page)).toEqual([]);
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
