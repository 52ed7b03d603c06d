import { expect, type Page, test } from "@playwright/test";
import { routes } from "./routes";

const navTargets = ["/", "/about", "/services", "/case-studies", "/global-impact", "/blog"];
const footerServiceTargets = ["/services/life-sciences", "/services/hospitals-clinics", "/services/healthcare-providers", "/global-impact"];
const footerCompanyTargets = ["/about", "/case-studies", "/blog", "/contact"];

async function hrefs(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

for (const route of routes) {
  test.describe(`layout on ${route}`, () => {
    test("top bar: logo and firm name to /, the six links and Contact Us", async ({ page, isMobile }) => {
      await page.goto(route);
      const header = page.locator("header").first();
      await expect(header).toHaveCSS("position", "sticky");
      const home = header.locator('a[href="/"]').first();
      await expect(home).toBeVisible();
      await expect(home).toContainText(/\S/);
      await expect(home.locator("svg")).toHaveCount(1);

      if (isMobile) {
        const menu = header.locator("summary");
        await expect(menu).toBeVisible();
        await menu.click();
      }
      const nav = header.getByRole("navigation");
      await expect(nav).toBeVisible();
      expect(await hrefs(page, "header nav:visible a")).toEqual([...navTargets, ...(isMobile ? ["/contact"] : [])]);
      const contact = header.locator('a[href="/contact"]:visible');
      await expect(contact).toHaveCount(1);
      await expect(contact).toHaveText(/contact us/i);
    });

    test("footer: service and company links, social, email, phone, copyright, legal", async ({ page }) => {
      await page.goto(route);
      const footer = page.locator("footer");
      const columns = footer.getByRole("navigation");
      await expect(columns).toHaveCount(2);
      expect(
        await columns
          .nth(0)
          .locator("a")
          .evaluateAll((a) => a.map((l) => l.getAttribute("href"))),
      ).toEqual(footerServiceTargets);
      expect(
        await columns
          .nth(1)
          .locator("a")
          .evaluateAll((a) => a.map((l) => l.getAttribute("href"))),
      ).toEqual(footerCompanyTargets);

      const social = footer.locator('a[target="_blank"]');
      await expect(social).toHaveCount(2);
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("href", /^https:\/\//);
        await expect(link).toHaveAccessibleName(/\S/);
      }
      await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      await expect(footer.locator('a[href^="tel:+"]')).toHaveText(/\d/);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      expect(await hrefs(page, 'footer a[href$="-policy"], footer a[href$="-of-service"]')).toEqual([
        "/privacy-policy",
        "/terms-of-service",
      ]);
    });

    test("one h1, a main landmark and a skip link to it", async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main#main")).toHaveCount(1);
      await page.keyboard.press("Tab");
      const skip = page.locator('a[href="#main"]');
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
    });
  });
}

test("the phone menu opens and closes with the keyboard", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is shown on phones only");
  await page.goto("/");
  const menu = page.locator("header summary");
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("header nav:visible")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(page.locator("header nav:visible a").first()).toBeFocused();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("header nav:visible")).toHaveCount(0);
});

for (const route of routes) {
  test(`${route}: nothing overflows a 375 px phone, with the web font or the fallback`, async ({ page, isMobile }) => {
    test.skip(!isMobile, "checked at phone width");
    for (const font of ["web font", "fallback font"]) {
      // The font is optional: a first visit on a slow line renders with the fallback, which must fit too.
      if (font === "fallback font") await page.route("**/*.woff2", (route) => route.abort());
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), font).toBeLessThanOrEqual(375);
    }
  });
}
