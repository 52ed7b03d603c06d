import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentById, hrefOf, sectionOf } from "./routes";

type About = {
  sections: { _type: string; text?: string; links?: Parameters<typeof hrefOf>[0][] }[];
};
const about = documentById<About>("page-about");
const leadership = about.sections.find((section) => section._type === "leadership");
const closing = about.sections.find((section) => section._type === "callToAction");

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
});

test("its own title and description", async ({ page }) => {
  await expectOwnMetadata(page, /^About Us \|/);
});

test("mission and vision", async ({ page }) => {
  await expect(page.locator("#mission-heading")).toHaveText(/mission/i);
  await expect(page.locator("#vision-heading")).toHaveText(/vision/i);
  for (const id of ["mission-heading", "vision-heading"]) {
    await expect(page.locator(`section[aria-labelledby="${id}"] p`)).toHaveText(/\S.{19,}/);
  }
});

test("the approach told as a fern frond unfurling", async ({ page }) => {
  const approach = page.locator('section[aria-labelledby="approach-heading"]');
  await expect(approach.getByRole("heading", { level: 2 })).toHaveText(/fern/i);
  await expect(approach.locator("p").first()).toContainText(/frond/i);
  const stages = approach.locator("ol > li");
  expect(await stages.count()).toBeGreaterThanOrEqual(3);
  for (const stage of await stages.all()) await expect(stage.getByRole("heading", { level: 3 })).toHaveText(/\S/);
});

test("the principles and the reasons to choose the firm, as many as the editor wrote", async ({ page }) => {
  for (const key of ["principles", "reasons"]) {
    const { items } = sectionOf<{ items: unknown[] }>("page-about", key);
    await expect(page.locator(`section[aria-labelledby="${key}-heading"] li`)).toHaveCount(items.length);
  }
  for (const item of await page.locator('section[aria-labelledby$="s-heading"] li').all()) {
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    await expect(item.locator("p")).toHaveText(/\S.{19,}/);
  }
});

test("a leadership blurb and the closing band's first button to its page", async ({ page }) => {
  await expect(page.locator('section[aria-labelledby="leadership-heading"] p').first()).toHaveText(leadership?.text ?? "");
  const first = closing?.links?.[0];
  if (!first) throw new Error("the About page closes with a button");
  await expect(page.getByRole("main").locator("section").last().getByRole("link", { name: first.label })).toHaveAttribute(
    "href",
    hrefOf(first),
  );
});

test("the specification's row: About ends with a Get Started link to /contact", async ({ page }) => {
  await expect(page.getByRole("main").locator("section").last().getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
});
