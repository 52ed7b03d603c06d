import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sampleRoutes } from "./routes";

// Issue 43: each page is sent with the rules its markup can use, inlined (lib/page-css.mjs), instead of the build's
// whole stylesheet. Leaving a rule out must change nothing a visitor sees: every element of each sampled page is
// drawn exactly as the whole stylesheet draws it, at a phone's width and a laptop's. Custom properties aside: the
// inlined rules drop those no rule reads, which draw nothing.

const staticChunks = join(process.env.SITE_TEST_DIST_DIR || ".next", "static", "chunks");

/** The build's whole stylesheet, its addresses made the page's own (as lib/page-css.mjs does). */
const wholeStylesheet = () =>
  readdirSync(staticChunks)
    .filter((name) => name.endsWith(".css"))
    .map((name) => readFileSync(join(staticChunks, name), "utf8").replaceAll("url(../", "url(/_next/static/"))
    .join("\n");

/**
 * Every element's computed style, in document order. Custom properties aside, and the sizes the browser reports from
 * its layout rather than from the rules (an element's height moves by a fraction of a pixel as an image decodes): a
 * rule left out shows in the properties it sets.
 */
const drawn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      const fromLayout = /^(?:--|width$|height$|inline-size$|block-size$|perspective-origin$|transform-origin$)/;
      const values = [...style].filter((name) => !fromLayout.test(name)).map((name) => `${name}:${style.getPropertyValue(name)}`);
      return `${element.tagName} ${values.join(";")}`;
    }),
  );

test.use({ bypassCSP: true });

for (const route of [...sampleRoutes, "/search?q=care", "/a-page-that-does-not-exist"]) {
  test(`${route} is drawn by its inlined rules as by the whole stylesheet, at 375 and 1280 px`, { tag: "@desktop" }, async ({ page }) => {
    test.slow(); // every element's every computed property, four times
    const whole = wholeStylesheet();
    expect(whole.length).toBeGreaterThan(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route, { waitUntil: "load" });
      const inlined = await drawn(page);
      // The same answer, its <style> replaced by the whole stylesheet.
      await page.route(
        (url) => url.pathname === new URL(route, "http://site").pathname,
        async (request) => {
          // A kept-alive socket the server closes as it is reused resets (ECONNRESET): a browser sends again, and so does this.
          const response = await request.fetch({ maxRetries: 2 });
          const html = (await response.text()).replace(/<style>[\s\S]*?<\/style>/, () => `<style>${whole}</style>`);
          await request.fulfill({ response, body: html });
        },
      );
      await page.goto(route, { waitUntil: "load" });
      const withWhole = await drawn(page);
      await page.unrouteAll();
      expect(inlined.length, `at ${width} px`).toBe(withWhole.length);
      const differing = inlined.flatMap((style, index) => (style === withWhole[index] ? [] : [`${style.slice(0, 200)}…`]));
      expect(differing, `at ${width} px`).toEqual([]);
    }
  });
}
