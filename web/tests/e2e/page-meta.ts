import { expect, type Page } from "@playwright/test";

/** A page's own title (before the firm name the layout appends) and a real description, both from content. */
export async function expectOwnMetadata(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page).toHaveTitle(/ \| Fernleaf Health Partners$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,}$/);
}

/** Clicking a do-nothing button leaves the visitor where they were: same address, same scroll position. */
export async function expectInert(page: Page, button: ReturnType<Page["locator"]>) {
  await expect(button).toHaveAttribute("type", "button");
  await button.scrollIntoViewIfNeeded();
  const url = page.url();
  const scroll = await page.evaluate(() => window.scrollY);
  await button.click();
  await expect(button).toBeFocused();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
}
