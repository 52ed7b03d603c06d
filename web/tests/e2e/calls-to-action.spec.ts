import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { e2eContactDataDir } from "../e2e-server";
import { documentBySlug, serviceSlugs } from "./routes";

// A service page's closing button opens the contact form with that service selected: a static page per
// service value, no script needed, /contact as its canonical address; and what is sent carries it.

type Service = { _id: string; sections: { _type: string; primary?: { href: string; service?: string } }[] };

/** The service an editor chose for a service page's closing button, from the dataset. */
function closingService(slug: string): string {
  const doc = documentBySlug<Service>("service", slug);
  const closing = doc.sections.find((section) => section._type === "ctaButtons");
  if (!closing?.primary?.service) throw new Error(`${doc._id} has no closing button to the contact form with a service`);
  return closing.primary.service;
}

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute("href");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every service page's closing button opens the contact form with its service selected", async ({ page }) => {
    await page.goto("/contact");
    const contactCanonical = await canonical(page);
    expect(contactCanonical).toMatch(/\/contact$/);
    for (const slug of serviceSlugs) {
      const value = closingService(slug);
      await page.goto(`/services/${slug}`);
      const button = page.locator('[data-section="ctaButtons"] a').first();
      await expect(button).toHaveAttribute("href", `/contact/${value}`);
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/contact/${value}$`));
      await expect(page.locator("#contact-service")).toHaveValue(value);
      expect(await canonical(page), `/contact/${value} names /contact as canonical`).toBe(contactCanonical);
    }
  });

  test("a message sent from there is stored with that service", async ({ page }) => {
    const slug = serviceSlugs[0] ?? "";
    const value = closingService(slug);
    const name = `Preselected ${Date.now()}`;
    await page.goto(`/services/${slug}`);
    await page.locator('[data-section="ctaButtons"] a').first().click();
    await page.locator("#contact-name").fill(name);
    await page.locator("#contact-email").fill("preselected@example.org");
    await page.locator("#contact-message").fill("We would like to talk about this service.");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
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

test("with JavaScript the selected service is sent by the form's script too", async ({ page }) => {
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
