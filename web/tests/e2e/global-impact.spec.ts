import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentById, hrefOf } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.goto("/global-impact");
});

test("its own title and description", { tag: "@desktop" }, async ({ page }) => {
  await expectOwnMetadata(page, /^Global Impact: Our 2030 Vision \|/);
});

// Its sections as markup (the targets' figures, the phases: headings, words) are render tests
// (sections/sections-render.test.tsx); here, the specification's row and where the closing band's buttons lead.
test("four impact areas and the partnership approach", { tag: "@desktop" }, async ({ page }) => {
  await expect(page.locator('section[aria-labelledby="impact-areas-heading"] li')).toHaveCount(4);
  const partnership = page.locator('section[aria-labelledby="partnership-heading"]');
  await expect(partnership.getByRole("heading", { level: 2 })).toHaveText(/partner/i);
  expect(await partnership.locator("li").count()).toBeGreaterThanOrEqual(2);
});

test("the closing band: each button leads where the editor chose", { tag: "@desktop" }, async ({ page, request }) => {
  const closing = page.locator('section[aria-labelledby="closing-heading"]');
  const stored = documentById<{ sections: { _key: string; links?: Parameters<typeof hrefOf>[0][] }[] }>("page-global-impact");
  const links = stored.sections.find((section) => section._key === "closing")?.links ?? [];
  expect(links.length).toBeGreaterThan(0);
  await expect(closing.locator("a")).toHaveCount(links.length);
  for (const [index, link] of links.entries()) {
    const button = closing.locator("a").nth(index);
    await expect(button).toHaveAttribute("href", hrefOf(link));
    await expect(button).toContainText(link.label);
    if (link.to !== "url") expect((await request.get(hrefOf(link))).status()).toBe(200);
  }
  await expect(closing.locator("button")).toHaveCount(0);
});
