import { expect, test } from "@playwright/test";
import { documentById, documentsOfType, sectionOf, serviceSlugs } from "./routes";

const serviceRoutes = serviceSlugs.map((slug) => `/services/${slug}`);

test("hero: a link to the services below and one to the contact form, in the editor's words", async ({ page }) => {
  const { exploreLabel, consultCta } = sectionOf<{ exploreLabel: string; consultCta: { label: string } }>("page-home", "hero");
  await page.goto("/");
  const hero = page.locator("main section").first();
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByRole("link", { name: exploreLabel })).toHaveAttribute("href", "#services");
  await expect(hero.getByRole("link", { name: consultCta.label })).toHaveAttribute("href", "/contact");
});

test("a card per service, each with title, description, colour, its benefits and Learn more", async ({ page }) => {
  const benefits = new Map(
    documentsOfType<{ slug: { current: string }; benefits: string[] }>("service").map((s) => [`/services/${s.slug.current}`, s.benefits]),
  );
  await page.goto("/");
  const cards = page.locator("#services article");
  await expect(cards).toHaveCount(serviceSlugs.length);
  const targets: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    await expect(card.locator("p")).toHaveText(/\S{10,}/);
    const href = (await card.getByRole("link", { name: /learn more/i }).getAttribute("href")) ?? "";
    await expect(card.locator("li")).toHaveText(benefits.get(href) ?? []);
    const accent = await card
      .locator("span")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(accent).not.toBe("rgba(0, 0, 0, 0)");
    const more = card.getByRole("link", { name: /learn more/i });
    targets.push((await more.getAttribute("href")) ?? "");
  }
  expect(targets.sort()).toEqual([...serviceRoutes].sort());
});

test("global infrastructure section and closing call to action to /contact", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#infrastructure-heading")).toHaveText(/infrastructure/i);
  const cta = page.locator("main section").last();
  await expect(cta.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(cta.locator('a[href="/contact"]')).toHaveCount(1);
});

test("Explore Our Services scrolls smoothly to the services section", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  // Record every scroll position the browser reports: an instant jump reports one, a smooth scroll
  // passes through positions between the top and the section.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
    window.addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), { passive: true });
  });
  await page.getByRole("link", { name: "Explore Our Services" }).click();
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

test("the home page's tab names the firm after its own title", async ({ page }) => {
  const home = documentById<{ seo: { title: string } }>("page-home");
  const { firmName } = documentById<{ firmName: string }>("siteSettings");
  await page.goto("/");
  await expect(page).toHaveTitle(`${home.seo.title} | ${firmName}`);
});
