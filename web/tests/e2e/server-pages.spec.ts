import { expect, type Page, test } from "@playwright/test";
import { newsletterApiPaths } from "@site/schemas/newsletter-fields";
import { documentById } from "./routes";

// The pages the server draws itself (a refused contact post answered without JavaScript, the newsletter's link and
// error pages) are the site's: its frame (header, footer), its styles and its font, as every page has them, with
// no script and nothing the Content-Security-Policy refuses. Words are read from the dataset, never written here.

test.skip(({ isMobile }) => isMobile, "the same page and font at every width: run once");

/** Every message the browser logs about a Content-Security-Policy, from now on. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The page's styles (how its header is drawn), its heading's font, its landmarks and scripts. */
function looks(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector("h1");
    if (!heading) throw new Error("the page has no heading");
    const font = getComputedStyle(heading).fontFamily;
    return {
      header: ["position", "backgroundColor", "borderBottomWidth", "height"].map((name) =>
        getComputedStyle(document.querySelector("header") ?? document.body).getPropertyValue(
          name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        ),
      ),
      font,
      landmarks: ["header", "main", "footer"].map((name) => document.querySelectorAll(name).length),
      scripts: document.querySelectorAll("script").length,
    };
  });
}

/** Checks that the page on screen looks as the site's home page does: its header drawn alike, same font; the frame; no script. */
async function expectSitePage(page: Page, violations: string[]) {
  const answer = await looks(page);
  await page.goto("/");
  const home = await looks(page);
  expect(answer.header).toEqual(home.header);
  // Styled: a header left to the browser's defaults is static, with no border.
  expect(answer.header.slice(0, 1)).not.toEqual(["static"]);
  expect(answer.font).toBe(home.font);
  expect(answer.landmarks).toEqual([1, 1, 1]);
  expect(answer.scripts).toBe(0);
  expect(violations).toEqual([]);
}

test("the newsletter's page for a bad link is a page of the site", async ({ page }) => {
  const { errorPage } = documentById<{ errorPage: { title: string } }>("newsletterSettings");
  const violations = policyViolations(page);
  const response = await page.goto(`${newsletterApiPaths.confirm}?token=not-a-token`);
  expect(response?.status()).toBe(400);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'none'");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(errorPage.title);
  await expectSitePage(page, violations);
});

test("the contact form put back without JavaScript, with its problems, is a page of the site", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto("/contact");
  // An older browser that checks nothing: the form posted with its required fields empty.
  await page.locator("main form").evaluate((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
  const violations = policyViolations(page);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.locator("main form [type=submit]").click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toBeVisible();
  // The test reads the page with script of its own; the page runs none.
  await expectSitePage(page, violations);
  await context.close();
});
