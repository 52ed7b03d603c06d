import { expect, test } from "@playwright/test";
import { routes, sampleRoutes } from "./routes";

test.describe("SEO and response headers", () => {
  test.skip(({ isMobile }) => isMobile, "server responses do not depend on the viewport");

  for (const route of routes) {
    test(`${route}: security headers and its own canonical address, behind a TLS-terminating balancer`, async ({ request }) => {
      // As a load balancer that ends TLS forwards it (docs/deploy.md): a rewritten content page must not be
      // proxied to the server itself over the forwarded scheme (it was: a 500).
      const response = await request.get(route, { headers: { "x-forwarded-proto": "https" } });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      // The policy per route: tests/e2e/content-security-policy.spec.ts.
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-powered-by"]).toBeUndefined();
      const canonical = (await response.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical && new URL(canonical).pathname).toBe(route);
    });
  }

  // The page's head as a browser reads it: each template, and a sample of each type's documents.
  for (const route of sampleRoutes) {
    test(`${route}: title, description, canonical, sharing cards, structured data`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(/\S{3,}/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical && new URL(canonical).pathname).toBe(route);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\//);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.flatMap((text) => {
        const data = JSON.parse(text);
        return (data["@graph"] ?? [data]).map((node: { "@type": string }) => node["@type"]);
      });
      expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
      if (route.startsWith("/services/")) expect(types).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
      if (/^\/blog\/(?!page\/|category\/|author\/)[^/]+$/.test(route))
        expect(types).toEqual(expect.arrayContaining(["BlogPosting", "Person", "BreadcrumbList"]));
      if (route.startsWith("/blog/author/")) expect(types).toEqual(expect.arrayContaining(["ProfilePage", "Person", "BreadcrumbList"]));
      if (route.startsWith("/case-studies/")) expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    });
  }

  test("every sharing image is a 1200×630 PNG", async ({ request }) => {
    // Each card is drawn on first request: more than 30 s for them all on a loaded machine.
    test.setTimeout(120_000);
    const images = new Set<string>();
    for (const route of sampleRoutes) {
      const html = await (await request.get(route)).text();
      const url = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      expect(url, route).toBeDefined();
      images.add(new URL(url ?? "").pathname + new URL(url ?? "").search);
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test("sitemap.xml lists every route and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(listed.sort()).toEqual([...routes].sort());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  });

  test("favicon, touch icon and manifest", async ({ page, request }) => {
    await page.goto("/");
    for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
      const href = await page.locator(selector).first().getAttribute("href");
      expect(href, selector).toBeTruthy();
      expect((await request.get(href ?? "")).status(), selector).toBe(200);
    }
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.name).toBeTruthy();
  });

  test("hashed assets are cached immutably", async ({ request }) => {
    // The form's scripts, which /contact loads when the visitor first uses the form (pages inline their styles).
    const asset = (await (await request.get("/contact")).text()).match(/\/_next\/static\/[^"\\]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
