import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";

test.beforeEach(async ({ page }) => {
  await page.goto("/terms-of-service");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Terms of Service \|/);
});

test("effective March 2024", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByRole("main")).toContainText("Effective March 2024");
  await expect(page.locator("main time")).toHaveAttribute("datetime", /^2024-03-/);
});

test("exactly 13 numbered sections, in order", async ({ page }) => {
  const sections = await page.locator("main h2").allTextContents();
  expect(sections).toHaveLength(13);
  const numbers = sections.map((heading) => heading.match(/^(\d+)\. \S/)?.[1]);
  expect(numbers).toEqual(Array.from({ length: 13 }, (_, index) => String(index + 1)));
});

test("the governing-law state is a visible placeholder", async ({ page }) => {
  const law = page.locator("main h2", { hasText: /governing law/i });
  await expect(law).toHaveCount(1);
  const text = law.locator("xpath=following-sibling::p[1]");
  await expect(text).toContainText("[State]");
  await expect(text).toBeVisible();
});
