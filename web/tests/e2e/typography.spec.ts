import { expect, type Page, test } from "@playwright/test";
import { authorRoutes, caseStudySlugs, listingRoutes, pageSlugs, postSlugs, serviceSlugs } from "./routes";

// Type that holds: every template, in the platform's own sans-serif (the site loads no font file: a first
// visit on a slow line paints without waiting for one), at the widths a buyer uses (a small phone, a phone,
// a laptop), and no word may be broken inside: each word of each text node must sit on one line. Only what
// cannot fit a line by itself may break (an email address, a URL); a break after a hyphen or a slash is a
// line break between words, not inside one.

/** One route of each template, read from the dataset: every composed page, and the first of each kind. */
const templates = [
  "/",
  ...pageSlugs.map((slug) => `/${slug}`),
  `/services/${serviceSlugs[0]}`,
  `/blog/${postSlugs[0]}`,
  listingRoutes[0],
  authorRoutes[0],
  `/case-studies/${caseStudySlugs[0]}`,
  `/search?q=${encodeURIComponent(serviceSlugs[0]?.split("-")[0] ?? "")}`,
  "/a-page-that-does-not-exist",
].filter((route): route is string => Boolean(route));

/** The words rendered across two lines, each with the element's text around it. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility() || parent.closest("script, style, template, [aria-hidden='true']")) continue;
      const text = node.textContent ?? "";
      // A word: a run without spaces, cut after a hyphen, a dash or a slash (the browser may break there).
      for (const match of text.matchAll(/[^\s\-–—/]+[-–—/]?/g)) {
        const word = match[0];
        if (word.length < 2 || /@|:\/\/|^www\./.test(word)) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((rect) => rect.top);
        const height = Math.min(...rects.map((rect) => rect.height));
        if (Math.max(...tops) - Math.min(...tops) > height / 2) broken.push(`"${word}" in "${text.trim().slice(0, 80)}"`);
      }
    }
    return broken;
  });
}

test.describe("in the platform's font", () => {
  test.skip(({ isMobile }) => isMobile, "the widths are set here: run once");

  for (const route of templates) {
    test(`${route}: no word is broken inside, at 320, 375 and 1280 px, and no font file is fetched`, async ({ page }) => {
      const fontRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fontRequests.push(request.url());
      });
      await page.setViewportSize({ width: 320, height: 900 });
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      expect(fontRequests).toEqual([]);
      // The same page laid out again at each width (the viewport changed under it, as a phone turned).
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await brokenWords(page), `${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      }
    });
  }
});

// The top bar at each width a buyer uses, a small laptop or a tablet held sideways (1024 px) among them: one
// row, the links in it (or the menu button) beside the firm's name, each link's words on one line.
for (const width of [320, 375, 1024, 1280]) {
  test(`at ${width} px the top bar is one row, each of its links on one line`, { tag: "@desktop" }, async ({ page }) => {
    // On the desktop project only: the widths are set here: run once.
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const home = page.locator('header a[href="/"]').first();
    const control = page.locator("header nav:visible, header [data-menu-button]:visible").first();
    const [homeBox, controlBox] = [await home.boundingBox(), await control.boundingBox()];
    expect(homeBox && controlBox).toBeTruthy();
    if (!homeBox || !controlBox) return;
    // The control's middle is within the name's height: the same row, not a second one below.
    const middle = controlBox.y + controlBox.height / 2;
    expect(middle).toBeGreaterThan(homeBox.y);
    expect(middle).toBeLessThan(homeBox.y + homeBox.height);
    expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(width);
    // Each visible link of the bar (the firm's name aside, which may wrap on a phone) reads on one line.
    const wrapped = await page.evaluate(() => {
      const texts: string[] = [];
      for (const link of document.querySelectorAll("header a:not([href='/']), header [data-menu-button]")) {
        if (!link.checkVisibility()) continue;
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) texts.push(node.textContent?.trim() ?? "");
        }
      }
      return texts;
    });
    expect(wrapped).toEqual([]);
  });
}
