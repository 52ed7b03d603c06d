import { expect, test } from "@playwright/test";
import { nuErrors } from "./nu-checker";
import { posts, sampleRoutes } from "./routes";

/** The search page (a route handler filling the prerendered page), with results and without. */
const searchPages = ["/search", `/search?q=${encodeURIComponent(posts[0]?.title?.split(" ")[0] ?? "care")}`, "/search?q=zzzqxw"];

test.describe("markup", () => {
  test.skip(({ isMobile }) => isMobile, "the markup is the same at every width");

  // Each template and a sample of each type's documents (routes.ts `sampleRoutes`).
  test("the Nu Html Checker reports no errors on any template", async ({ request }) => {
    test.setTimeout(120_000);
    const pages = new Map<string, string>();
    for (const route of [...sampleRoutes, ...searchPages]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      pages.set(route, await response.text());
    }
    expect(nuErrors(pages)).toEqual([]);
  });

  test("no internal link is broken", async ({ request }) => {
    test.setTimeout(120_000);
    const targets = new Set<string>();
    for (const route of sampleRoutes) {
      const html = await (await request.get(route)).text();
      for (const match of html.matchAll(/href="(\/[^"#?]*)/g)) if (match[1]) targets.add(match[1]);
    }
    const broken = [];
    for (const target of targets) {
      const response = await request.get(target);
      if (response.status() !== 200) broken.push(`${target} → ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});
