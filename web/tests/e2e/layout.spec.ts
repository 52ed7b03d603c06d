import { expect, type Page, test } from "@playwright/test";
import { sampleRoutes, settings } from "./routes";

// The layout is one component: its header and footer are checked in full once per width, and on every
// template (routes.ts `sampleRoutes`) only that they are the same there, with what differs per page (its h1, main, skip link, width).

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

async function hrefsOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

/** The layout's links, in order: the top bar's and the footer's. */
async function layoutLinks(page: Page) {
  return { header: await hrefsOf(page, "header a"), footer: await hrefsOf(page, "footer a") };
}

const topBarLinks = [...settings.mainNav, settings.headerCta].map((link) => link.href);

/** The top-bar link a route belongs to: itself, or the longest link whose address contains it. */
/** The link a route belongs to among the top bar's (and, on a phone, the menu's further links: events, careers). */
function expectedCurrent(route: string, isMobile: boolean): { href: string; value: "page" | "true" } | undefined {
  const links = isMobile ? [...topBarLinks, ...settings.menuSecondaryNav.map((link) => link.href)] : topBarLinks;
  if (links.includes(route)) return { href: route, value: "page" };
  const section = links.filter((href) => href !== "/" && route.startsWith(`${href}/`)).sort((a, b) => b.length - a.length)[0];
  return section ? { href: section, value: "true" } : undefined;
}

test("top bar: logo and firm name to /, the site's main links, search and its call to action", async ({ page, isMobile }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveCSS("position", "sticky");
  const home = header.locator('a[href="/"]').first();
  await expect(home).toBeVisible();
  await expect(home).toContainText(/\S/);
  await expect(home.locator("svg")).toHaveCount(1);

  if (isMobile) {
    const menu = header.locator("[data-menu-button]");
    await expect(menu).toBeVisible();
    await menu.click();
  }
  const nav = header.getByRole("navigation");
  await expect(nav).toBeVisible();
  expect(await hrefsOf(page, "header nav:visible a")).toEqual([
    ...hrefs(settings.mainNav),
    // The phone menu adds the search page, the links the top bar leaves out (events, careers) and the button.
    ...(isMobile ? ["/search", ...hrefs(settings.menuSecondaryNav), settings.headerCta.href] : []),
  ]);
  // The search page: a magnifier named for screen readers beside the button, or in words in the phone menu.
  const search = header.getByRole("link", { name: settings.searchLabel, exact: true });
  await expect(search).toBeVisible();
  await expect(search).toHaveAttribute("href", "/search");
  if (isMobile) await expect(search).toHaveText(settings.searchLabel);
  // The top bar keeps its call to action at every width (the specification's top bar); the open phone menu ends with it too.
  const cta = header.locator(`a[href="${settings.headerCta.href}"]:visible`);
  const ctaCount = isMobile ? 2 : 1;
  await expect(cta).toHaveCount(ctaCount);
  await expect(cta).toHaveText(Array(ctaCount).fill(settings.headerCta.label));
});

test("footer: link columns, social profiles, email, phone, copyright, legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const columns = footer.getByRole("navigation");
  await expect(columns).toHaveCount(settings.footerColumns.length);
  for (const [index, column] of settings.footerColumns.entries()) {
    expect(
      await columns
        .nth(index)
        .locator("a")
        .evaluateAll((a) => a.map((l) => l.getAttribute("href"))),
    ).toEqual(hrefs(column.links));
  }
  const social = footer.locator('a[target="_blank"]');
  await expect(social).toHaveCount(settings.socialLinks.length);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAccessibleName(/\S/);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  await expect(footer.locator('a[href^="tel:+"]')).toHaveText(/\d/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const legal = hrefs(settings.legalLinks);
  expect((await hrefsOf(page, "footer a")).filter((href) => href !== null && legal.includes(href))).toEqual(legal);
});

test("the phone menu: Enter opens it, Escape closes it, focus cannot leave it for the page behind, and returns to its button", {
  tag: "@phone",
}, async ({ page }) => {
  // On the phone project only: the menu button is shown on phones only.
  await page.goto("/");
  const button = page.locator("header [data-menu-button]");
  const panel = page.locator("header dialog");
  const links = page.locator("header nav:visible a");
  // No script on the page: the platform opens and closes the menu.
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await expect(links).toHaveCount(settings.mainNav.length + settings.menuSecondaryNav.length + 2);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Focus leaving: tabbing past the last link never reaches the page under the panel (it is inert while the
  // menu is open), so a focused link is never hidden; focus comes back round to the menu's own controls.
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  const count = await page.locator("header dialog a, header dialog button").count();
  const seen: string[] = [];
  for (let step = 0; step < count + 2; step += 1) {
    await page.keyboard.press("Tab");
    seen.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside the page";
        return active.closest("dialog") ? "menu" : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(seen.filter((where) => where.startsWith("page:"))).toEqual([]);
  expect(seen).toContain("menu");
  // The page behind cannot be reached while it is open, and a tap outside the panel closes it.
  const reachable = await page
    .locator("main a")
    .first()
    .evaluate((link: HTMLElement) => {
      link.focus();
      return document.activeElement === link;
    });
  expect(reachable, "a link of the page under the open menu takes focus").toBe(false);
  await page.mouse.click(187, 780);
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Its close button closes it too, focus back on the menu button.
  await button.click();
  await page.locator("header [data-menu-close]").click();
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe("on each template (a sample of each type's documents)", () => {
  let home: Awaited<ReturnType<typeof layoutLinks>>;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto("/");
    home = await layoutLinks(page);
    await page.close();
  });

  for (const route of sampleRoutes) {
    test(`${route}: the same top bar and footer, one h1 in a main landmark, a skip link to it, where the visitor is marked`, async ({
      page,
      isMobile,
    }) => {
      await page.goto(route);
      expect(await layoutLinks(page)).toEqual(home);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main#main")).toHaveCount(1);
      await page.keyboard.press("Tab");
      // The skip link is the page's first link (the phone menu's no-popover Close link also points at #main).
      const skip = page.locator('a[href="#main"]').first();
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();

      // Where am I: the top-bar link the route belongs to is marked, in words and in looks.
      if (isMobile) await page.locator("header [data-menu-button]").click();
      const expected = expectedCurrent(route, isMobile);
      const marked = page.locator("header a[aria-current]:visible");
      if (!expected) {
        await expect(marked).toHaveCount(0);
        return;
      }
      // The call to action stands in the top bar and in the open phone menu: on its own page both are marked.
      const count = isMobile && expected.href === settings.headerCta.href ? 2 : 1;
      await expect(marked).toHaveCount(count);
      for (const link of await marked.all()) {
        await expect(link).toHaveAttribute("href", expected.href);
        await expect(link).toHaveAttribute("aria-current", expected.value);
      }
      if (expected.href === settings.headerCta.href) return;
      const look = (selector: string) =>
        page.locator(selector).evaluate((link) => {
          const style = getComputedStyle(link);
          return `${style.backgroundColor} ${style.fontWeight} ${style.textDecorationLine}`;
        });
      const other = settings.mainNav.find((link) => link.href !== expected.href)?.href;
      expect(await look(`header nav:visible a[aria-current]`)).not.toBe(await look(`header nav:visible a[href="${other}"]`));
    });

    test(`${route}: nothing overflows a 375 px phone, nor with the text doubled`, {
      tag: "@phone",
    }, async ({ page }) => {
      // On the phone project only: checked at phone width.
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.goto(route);
      expect(await width()).toBeLessThanOrEqual(375);
      // Through the CSSOM, which the Content-Security-Policy (style-src 'self') allows, where a <style> tag is refused.
      await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"));
      expect(await width(), "text doubled").toBeLessThanOrEqual(375);
      const menu = await page.locator("header [data-menu-button]").boundingBox();
      expect(menu && menu.x + menu.width, "the menu button with the text doubled").toBeLessThanOrEqual(375);
    });
  }
});
