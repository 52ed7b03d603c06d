import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { sectionOf } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.goto("/terms-of-service");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^Terms of Service \|/);
});

type Legal = { heading: string; dateLabel: string; date: string; body: { style?: string }[] };
const legal = sectionOf<Legal>("page-terms-of-service", "legal");

test("its heading and the day it took effect, from its document", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.heading);
  await expect(page.getByRole("main")).toContainText(legal.dateLabel);
  await expect(page.locator("main time")).toHaveAttribute("datetime", legal.date);
});

test("its numbered sections, in order, one per heading the editor wrote", async ({ page }) => {
  const sections = await page.locator("main h2").allTextContents();
  expect(sections).toHaveLength(legal.body.filter((block) => block.style === "h2").length);
  const numbers = sections.map((heading) => heading.match(/^(\d+)\. \S/)?.[1]);
  expect(numbers).toEqual(Array.from({ length: sections.length }, (_, index) => String(index + 1)));
});

test("the governing-law state is a visible placeholder", async ({ page }) => {
  const law = page.locator("main h2", { hasText: /governing law/i });
  await expect(law).toHaveCount(1);
  const text = law.locator("xpath=following-sibling::p[1]");
  await expect(text).toContainText("[State]");
  await expect(text).toBeVisible();
});
