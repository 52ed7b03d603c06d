import { expect, type Page } from "@playwright/test";

/** A page's own title (before the firm name the layout appends) and a real description, both from content. */
export async function expectOwnMetadata(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page).toHaveTitle(/ \| Fernleaf Health Partners$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,}$/);
}
