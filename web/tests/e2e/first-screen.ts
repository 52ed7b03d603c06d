import { expect, type Locator, type Page } from "@playwright/test";

// What a reader on a laptop sees before scrolling: 1280 × 800, the browser's own bars taken off a 13-inch
// screen. Shared by the specs of the pages whose header band stands over their text (posts, case studies).

/** Opens a page on a 1280 × 800 laptop, its web fonts loaded (they set where the text falls). */
export async function openOnLaptop(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

/** The text starts on the first screen: below its top edge, and its first two lines on it, not only their top. */
export async function expectTextStartsOnFirstScreen(text: Locator, what: string): Promise<void> {
  const { top, lineHeight, innerHeight } = await text.evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
    innerHeight: window.innerHeight,
  }));
  expect(top, `${what} starts below the top of the screen`).toBeGreaterThan(0);
  expect(top + 2 * lineHeight, `${what} starts at ${Math.round(top)} px`).toBeLessThanOrEqual(innerHeight);
}

/** The whole of an element is on the first screen. */
export async function expectWhollyOnFirstScreen(element: Locator, what: string): Promise<void> {
  const { top, bottom, innerHeight } = await element.evaluate((node) => ({
    ...node.getBoundingClientRect().toJSON(),
    innerHeight: window.innerHeight,
  }));
  expect(top, `${what} is below the top of the screen`).toBeGreaterThan(0);
  expect(bottom, `${what} ends at ${Math.round(bottom)} px`).toBeLessThanOrEqual(innerHeight);
}
