import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";

test.beforeEach(async ({ page }) => {
  await page.goto("/terms-of-service");
});

test("its own title and description", { tag: "@desktop" }, async ({ page }) => {
  await expectOwnMetadata(page, /^Terms of Service \|/);
});

// Its heading, date and sections as markup are render tests (sections/sections-render.test.tsx); the sections'
// numbering is the schema's rule (its Legal text validation); here, the specification's row.
test("the governing-law state is a visible placeholder", { tag: "@desktop" }, async ({ page }) => {
  const law = page.locator("main h2", { hasText: /governing law/i });
  await expect(law).toHaveCount(1);
  const text = law.locator("xpath=following-sibling::p[1]");
  await expect(text).toContainText("[State]");
  await expect(text).toBeVisible();
});
