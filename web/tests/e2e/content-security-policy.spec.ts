import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { contactPath } from "@site/schemas/addresses";
import { routes, sampleRoutes } from "./routes";

// Issue 32, item 9: each answer carries the strictest Content-Security-Policy it can. Content pages run no
// script: `script-src 'none'`. /contact runs exactly its inline scripts (hashed) and this origin's files.
// No answer allows 'unsafe-inline' (draft mode aside: tests/e2e/draft-mode.spec.ts). Chromium, which enforces
// the policy, reports no violation on any sampled page, nor on /contact once its form's code has run.

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(" ") ?? [];

/** The hashes of the page's executable inline scripts (not JSON-LD data blocks), as a policy writes them. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/type="application\/ld\+json"/.test(attributes) && !/\bsrc=/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);

const inlineStyleHashes = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
  );

/** Every violation Chromium reports on the page, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))];
}

test.describe("Content-Security-Policy per route", () => {
  test.skip(({ isMobile }) => isMobile, "the policy does not depend on the viewport");

  test("every content page: script-src 'none', no inline allowance; /contact: hashes of exactly what it runs; its styles inline, each hashed", async ({
    request,
  }) => {
    for (const route of [...routes, "/search?q=care", "/no-such-page"]) {
      const response = await request.get(route, { headers: { "x-forwarded-proto": "https" } });
      const policy = response.headers()["content-security-policy"] ?? "";
      const html = await response.text();
      expect(policy, route).not.toContain("unsafe-inline");
      expect(policy, route).not.toMatch(/unsafe-eval|unsafe-hashes/);
      // The page's rules come inline (lib/page-css.mjs): no stylesheet to fetch before the first paint, and the
      // policy allows exactly those <style> elements.
      expect(html, route).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const styles = inlineStyleHashes(html);
      expect(styles.length, route).toBeGreaterThan(0);
      expect(directive(policy, "style-src").sort(), route).toEqual(["'self'", ...styles].sort());
      expect(directive(policy, "object-src"), route).toEqual(["'none'"]);
      expect(directive(policy, "frame-ancestors"), route).toEqual(["'none'"]);
      if (route === contactPath || route.startsWith(`${contactPath}/`)) {
        const hashes = inlineScriptHashes(html);
        expect(hashes.length, route).toBeGreaterThan(0);
        expect(directive(policy, "script-src").sort(), route).toEqual(["'self'", ...hashes].sort());
      } else {
        expect(inlineScriptHashes(html), route).toEqual([]);
        expect(directive(policy, "script-src"), route).toEqual(["'none'"]);
      }
    }
  });

  test("answers that are not pages run nothing either", async ({ request }) => {
    for (const route of ["/api/newsletter/confirm?token=x", "/sitemap.xml", "/blog/rss.xml", "/robots.txt"]) {
      const policy = (await request.get(route)).headers()["content-security-policy"] ?? "";
      expect(directive(policy, "script-src"), route).toEqual(["'none'"]);
      expect(policy, route).not.toContain("unsafe-inline");
    }
  });

  for (const route of sampleRoutes) {
    test(`${route}: Chromium reports no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(route, { waitUntil: "load" });
      // The page's own images, fonts and stylesheet have been fetched under the policy by now.
      await page.evaluate(() => document.fonts.ready);
      expect(await violations()).toEqual([]);
    });
  }

  test("/contact: Chromium reports no violation, before and after the form's code runs", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(contactPath, { waitUntil: "load" });
    expect(await violations()).toEqual([]);
    await page.locator("main form input:visible").first().click();
    await expect(page.locator("main form[data-enhanced]")).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });
});
