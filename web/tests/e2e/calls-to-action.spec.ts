import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { e2eContactDataDir } from "../e2e-server";
import { documentBySlug, hrefOf, sample, sampleRoutes, serviceSlugs } from "./routes";

// Every call to action leads somewhere real. A service page's closing button opens the contact form with
// that service selected: a static page per service value, no script needed, /contact as its canonical
// address; and what is sent carries it. A download is the file, with its type and size on the button.

type StoredLink = Parameters<typeof hrefOf>[0];
type Service = { _id: string; sections: { _type: string; links?: StoredLink[] }[] };

/** The closing band's buttons an editor composed for a service page, from the dataset. */
function closingLinks(slug: string): StoredLink[] {
  const doc = documentBySlug<Service>("service", slug);
  return doc.sections.findLast((section) => section._type === "callToAction")?.links ?? [];
}

/** The service an editor chose for a service page's closing button to the contact form. */
function closingService(slug: string): string {
  const service = closingLinks(slug).find((link) => link.to === "contact")?.service;
  if (!service) throw new Error(`service "${slug}" has no closing button to the contact form with a service`);
  return service;
}

const closingBand = '[data-section="callToAction"]';

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute("href");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a service page's closing button opens the contact form with its service selected", { tag: "@desktop" }, async ({ page }) => {
    // Two page loads per service, for a sample of the services: more than Playwright's 30 s on a loaded machine.
    test.setTimeout(120_000);
    await page.goto("/contact");
    const contactCanonical = await canonical(page);
    expect(contactCanonical).toMatch(/\/contact$/);
    for (const slug of sample(serviceSlugs)) {
      const value = closingService(slug);
      await page.goto(`/services/${slug}`);
      const button = page.locator(`${closingBand} a[href^="/contact/"]`);
      await expect(button).toHaveAttribute("href", `/contact/${value}`);
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/contact/${value}$`));
      await expect(page.locator("#contact-service")).toHaveValue(value);
      expect(await canonical(page), `/contact/${value} names /contact as canonical`).toBe(contactCanonical);
    }
  });

  test("a message sent from there is stored with that service", { tag: "@desktop" }, async ({ page }) => {
    const slug = serviceSlugs[0] ?? "";
    const value = closingService(slug);
    const name = `Preselected ${Date.now()}`;
    await page.goto(`/services/${slug}`);
    await page.locator(`${closingBand} a[href^="/contact/"]`).click();
    await page.locator("#contact-name").fill(name);
    await page.locator("#contact-email").fill("preselected@example.org");
    await page.locator("#contact-message").fill("We would like to talk about this service.");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/contact\/thank-you#sent$/);
    const file = join(e2eContactDataDir, "submissions.sqlite");
    expect(existsSync(file)).toBe(true);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare("SELECT service FROM submissions WHERE name = ?").all(name)).toEqual([{ service: value }]);
    } finally {
      db.close();
    }
  });
});

test("with JavaScript the selected service is sent by the form's script too", { tag: "@desktop" }, async ({ page }) => {
  const value = closingService(serviceSlugs.at(-1) ?? "");
  await page.goto(`/contact/${value}`);
  await expect(page.locator("#contact-service")).toHaveValue(value);
  await page.locator("#contact-name").fill("Scripted Visitor");
  await expect(page.locator("main form[data-enhanced]")).toHaveCount(1);
  await page.locator("#contact-email").fill("scripted@example.org");
  await page.locator("#contact-message").fill("Hello with a service selected.");
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.locator("main form button[type=submit]").click();
  expect(new URLSearchParams((await posted).postData() ?? "").get("service")).toBe(value);
});

test("a service value the form does not have is the site's 404", async ({ page }) => {
  const response = await page.goto("/contact/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveCount(1);
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a download button gives the file it names, and says its type and size", { tag: "@desktop" }, async ({ page, request }) => {
      const downloads = serviceSlugs.flatMap((slug) =>
        closingLinks(slug)
          .filter((link) => link.to === "file")
          .map((link) => ({ slug, href: hrefOf(link) })),
      );
      expect(downloads.length).toBeGreaterThan(0);
      for (const { slug, href } of downloads) {
        await page.goto(`/services/${slug}`);
        const button = page.locator(`${closingBand} a[href="${href}"]`);
        await expect(button).toHaveAttribute("download", "");
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        const body = await response.body();
        expect(body.subarray(0, 5).toString(), `${href} is a PDF`).toBe("%PDF-");
        expect(response.headers()["content-type"]).toBe("application/pdf");
        const kilobytes = Math.max(1, Math.round(body.length / 1000));
        await expect(button).toContainText(new RegExp(`PDF, ${kilobytes} kB`));
      }
      const download = page.waitForEvent("download");
      await page.locator(`${closingBand} a[download]`).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
}

test("a file the dataset does not have is a 404", async ({ request }) => {
  expect((await request.get("/files/no-such-guide.pdf")).status()).toBe(404);
  expect((await request.get("/files/..%2Fproduction.ndjson")).status()).toBe(404);
});

test("every link and button on each template leads somewhere", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(120_000);
  const nowhere: string[] = [];
  for (const route of sampleRoutes) {
    await page.goto(route);
    const found = await page.evaluate(() => {
      const problems: string[] = [];
      for (const a of document.querySelectorAll("a")) {
        const href = a.getAttribute("href") ?? "";
        const ok =
          /^\/[^\s]*$/.test(href) ||
          /^https:\/\/[^\s]+$/.test(href) ||
          /^mailto:[^@\s]+@[^@\s]+$/.test(href) ||
          // A share-by-email link: the visitor's mail program asks for the recipient.
          /^mailto:\?subject=[^\s]+$/.test(href) ||
          /^tel:\+?[\d]+$/.test(href) ||
          (href.startsWith("#") && href.length > 1 && document.getElementById(href.slice(1)) !== null);
        if (!ok) problems.push(`link "${a.textContent?.trim()}" → "${href}"`);
      }
      for (const button of document.querySelectorAll("button")) {
        // A button does something when it submits a form that posts somewhere, or opens or closes a dialog of the
        // page with the platform's invoker commands (the phone menu).
        const submits = button.type === "submit" && button.form !== null && button.form.getAttribute("action") !== null;
        const target = document.getElementById(button.getAttribute("commandfor") ?? "");
        const commands = target instanceof HTMLDialogElement && ["show-modal", "close"].includes(button.getAttribute("command") ?? "");
        if (!submits && !commands) problems.push(`button "${button.textContent?.trim()}" does nothing`);
      }
      return problems;
    });
    nowhere.push(...found.map((problem) => `${route}: ${problem}`));
  }
  expect(nowhere).toEqual([]);
});
