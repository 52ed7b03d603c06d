import { expect, type Page, test } from "@playwright/test";
import { brandFontPath } from "@site/schemas/addresses";
import { newsletterApiPaths } from "@site/schemas/newsletter-fields";
import { documentById } from "./routes";

// The pages the server writes itself (a refused contact post answered without JavaScript, the newsletter's
// link and error pages) are set in the site's own type: the file the site's pages load, from an address
// every build and instance shares, which the Content-Security-Policy lets the page load. Words are read
// from the dataset, never written here.

test.skip(({ isMobile }) => isMobile, "the same page and font at every width: run once");

/** Every message the browser logs about a Content-Security-Policy, from now on. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * The width of the page's heading drawn in the page's first font family, then in a family no system has
 * (the browser's default): the two differ only if the family is a font the page loaded.
 */
function headingWidths(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector("h1");
    if (!heading) throw new Error("the page has no heading");
    const family = getComputedStyle(heading).fontFamily.split(",")[0]?.trim() ?? "";
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    const width = (font: string) => {
      context.font = `700 40px ${font}`;
      return context.measureText(heading.textContent ?? "").width;
    };
    const loaded = [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/["']/g, ""));
    return { family, loaded, text: heading.textContent ?? "", inFamily: width(family), inDefault: width("no-such-font-family") };
  });
}

/** The site's own font, as a page of the site loads it: the preloaded file's bytes and its family. */
async function siteFont(page: Page) {
  await page.goto("/");
  const href = await page.locator('link[rel="preload"][as="font"]').first().getAttribute("href");
  if (!href) throw new Error("the home page preloads no font");
  const file = await (await page.request.get(href)).body();
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]?.trim() ?? "");
  return { file, family };
}

/** Checks that the page on screen is drawn in the site's font, loaded from the shared address. */
async function expectSiteFont(page: Page, site: Awaited<ReturnType<typeof siteFont>>, fontAnswers: number[], violations: string[]) {
  const widths = await headingWidths(page);
  expect(widths.loaded, "the page's font family is a face it loaded").toContain(widths.family.replace(/["']/g, ""));
  expect(Math.abs(widths.inFamily - widths.inDefault), "drawn in a loaded font, not the browser's default").toBeGreaterThan(1);
  // The same text at the same size and weight in the site's family, on a page of the site: the same width.
  await page.goto("/");
  const inSiteFont = await page.evaluate(
    ({ family, text }) => {
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      return document.fonts.ready.then(() => {
        context.font = `700 40px ${family}`;
        return context.measureText(text).width;
      });
    },
    { family: site.family, text: widths.text },
  );
  expect(widths.inFamily).toBeCloseTo(inSiteFont, 1);
  expect(fontAnswers, `${brandFontPath} answered once, 200`).toEqual([200]);
  expect(violations).toEqual([]);
}

/** The statuses of the answers to the font's shared address. */
function fontAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === brandFontPath) statuses.push(response.status());
  });
  return statuses;
}

test("the font's shared address serves the very file the site's pages load, a font every instance names alike", async ({
  page,
  request,
}) => {
  const site = await siteFont(page);
  const shared = await request.get(brandFontPath);
  expect(shared.status()).toBe(200);
  expect(shared.headers()["content-type"]).toBe("font/woff2");
  expect(Buffer.compare(await shared.body(), site.file)).toBe(0);
  // No build's hash in it: the address the server's pages write is the same on every build.
  expect(brandFontPath).toMatch(/^\/fonts\/[a-z-]+\.woff2$/);
});

test("the newsletter's page for a bad link is in the site's font", async ({ page }) => {
  const site = await siteFont(page);
  const { errorPage } = documentById<{ errorPage: { title: string } }>("newsletterSettings");
  const answers = fontAnswers(page);
  const violations = policyViolations(page);
  const response = await page.goto(`${newsletterApiPaths.confirm}?token=not-a-token`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(errorPage.title);
  await expectSiteFont(page, site, answers, violations);
});

test("the contact form put back without JavaScript, with its problems, is in the site's font", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const site = await siteFont(page);
  await page.goto("/contact");
  // An older browser that checks nothing: the form posted with its required fields empty.
  await page.locator("main form").evaluate((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
  const answers = fontAnswers(page);
  const violations = policyViolations(page);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.locator("main form [type=submit]").click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toBeVisible();
  // The test reads the page with script of its own; the page runs none.
  await expectSiteFont(page, site, answers, violations);
  await context.close();
});
