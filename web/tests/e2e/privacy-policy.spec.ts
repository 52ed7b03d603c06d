import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentById } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.goto("/privacy-policy");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Privacy Policy \|/);
});

// Its heading, dates and sections as markup are render tests (sections/sections-render.test.tsx); the sections'
// numbering is the schema's rule (its Legal text validation); here, the specification's rows.

test("children's privacy with the age threshold 18", async ({ page }) => {
  const heading = page.locator("main h2", { hasText: "Children" });
  await expect(heading).toHaveCount(1);
  const next = heading.locator("xpath=following-sibling::p[1]");
  await expect(next).toContainText("under the age of 18");
  await expect(next).not.toContainText(/\b13\b|\b16\b/);
});

test("the specification's row: last updated March 2024, and each later change as a dated revision note", async ({ page }) => {
  type Legal = { _type: string; revisionLabel?: string; revisions?: { date: string; note: string }[] };
  const legal = documentById<{ sections: Legal[] }>("page-privacy-policy").sections.find((section) => section._type === "legalText");
  await expect(page.locator("main time").first()).toHaveText("March 2024");
  await expect(page.getByRole("main")).toContainText(/Last updated March 2024/);
  for (const revision of legal?.revisions ?? []) {
    const note = page.locator("[data-revisions] li", { hasText: revision.note });
    await expect(note).toHaveCount(1);
    await expect(note.locator("time")).toHaveAttribute("datetime", revision.date);
    await expect(note).toContainText(legal?.revisionLabel ?? "");
  }
});
