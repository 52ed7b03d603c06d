import { expect, type Page, test } from "@playwright/test";
import { routes, sampleRoutes } from "./routes";

// Next's client runtime reaches a page as its route declares (lib/client-runtime.mjs): content pages
// declare nothing and carry no JavaScript at all; /contact declares `on-form-interaction` and loads its
// form's code when the visitor reaches into the form.
// Server behaviour, not layout: run once, in the desktop project.
test.skip(({ isMobile }) => isMobile, "server behaviour: run once");

/** Script URLs the page requests from now on. */
function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

const newsletterResults = ["/newsletter/check-your-inbox", "/newsletter/confirmed", "/newsletter/unsubscribed"];
const checked = [...routes.filter((route) => route !== "/contact"), "/contact/thank-you", ...newsletterResults, "/no-such-page"];
for (const route of checked) {
  test(`${route}: no client runtime, only JSON-LD data blocks`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    expect(html).toContain("</main>");
    expect(html).not.toMatch(/<template data-client-runtime=/);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toBe('<script type="application/ld+json">');
    expect(html).not.toMatch(/<link[^>]*as="script"/);
  });
}

// In a browser too, a sample: the markup above is the same code on every route of a template.
for (const route of checked.filter((route) => !routes.includes(route) || sampleRoutes.includes(route))) {
  test(`${route}: the browser requests no script`, async ({ page }) => {
    const requested = scriptRequests(page);
    await page.goto(route, { waitUntil: "networkidle" });
    expect(requested).toEqual([]);
  });
}

test("/contact loads no script until the visitor reaches into the form, then the form's code hydrates it", async ({ page, request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html.match(/<template data-client-runtime="[^"]*">/g)).toEqual(['<template data-client-runtime="on-form-interaction">']);
  expect(html.match(/<script\b[^>]*\bsrc=/g)).toBeNull();
  const requested = scriptRequests(page);
  await page.goto("/contact", { waitUntil: "networkidle" });
  expect(requested).toEqual([]);
  // Reading and moving around outside the form costs nothing.
  await page.keyboard.press("Tab");
  await page.locator("main h1").click();
  // Two frames after the events: a handler that loaded code would have started its request by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(requested).toEqual([]);
  await expect(page.locator("main form[data-enhanced]")).toHaveCount(0);

  await page.getByLabel("Name *").click();
  await expect(page.locator("main form[data-enhanced]")).toHaveCount(1);
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) expect(new URL(url).pathname).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
});
