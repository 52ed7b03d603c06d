import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
});

test("its own title and description", { tag: "@desktop" }, async ({ page }) => {
  await expectOwnMetadata(page, /^About Us \|/);
});

// Its sections as markup (mission and vision, the approach, principles and reasons, leadership, the closing band:
// headings, links, words) are render tests (sections/sections-render.test.tsx); here, the specification's row.
test("the specification's row: About ends with a Get Started link to /contact", { tag: "@desktop" }, async ({ page }) => {
  await expect(page.getByRole("main").locator("section").last().getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
});
