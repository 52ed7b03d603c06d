import { expect, test } from "@playwright/test";
import { documentById, sectionOf } from "./routes";

// The home page's sections as markup (headings, links, words) are render tests (sections/sections-render.test.tsx);
// here, what needs a browser.

test("the header's explore button scrolls smoothly to the services section", async ({ page }) => {
  const { exploreLabel } = sectionOf<{ exploreLabel: string }>("page-home", "hero");
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  // Record every scroll position the browser reports: an instant jump reports one, a smooth scroll
  // passes through positions between the top and the section.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
    window.addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), { passive: true });
  });
  await page.getByRole("link", { name: exploreLabel }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator("#services-heading")).toBeInViewport();
  const target = await page.locator("#services").evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(target - 120);
  const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
  const between = positions.filter((y) => y > 0 && y < target - 120);
  expect(between.length).toBeGreaterThan(0);
});

test("with reduced motion the jump is instant", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await context.close();
});

test("the home page's tab names the firm after its own title", { tag: "@desktop" }, async ({ page }) => {
  const home = documentById<{ seo: { title: string } }>("page-home");
  const { firmName } = documentById<{ firmName: string }>("siteSettings");
  await page.goto("/");
  await expect(page).toHaveTitle(`${home.seo.title} | ${firmName}`);
});
