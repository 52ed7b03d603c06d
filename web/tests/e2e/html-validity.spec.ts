import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { posts, sampleRoutes } from "./routes";

/** The search page (a route handler filling the prerendered page), with results and without. */
const searchPages = ["/search", `/search?q=${encodeURIComponent(posts[0]?.title?.split(" ")[0] ?? "care")}`, "/search?q=zzzqxw"];

const require = createRequire(import.meta.url);
const vnuJar: string = require("vnu-jar");

test.describe("markup", () => {
  test.skip(({ isMobile }) => isMobile, "the markup is the same at every width");

  // Each template and a sample of each type's documents (routes.ts `sampleRoutes`).
  test("the Nu Html Checker reports no errors on any template", async ({ request }) => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const files = [];
    for (const route of [...sampleRoutes, ...searchPages]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const file = join(dir, `${route.replace(/[/?=%&]/g, "_") || "_"}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    let output = "";
    try {
      // The markup is checked; the inline <style> is Tailwind's output (lib/page-css.mjs), in CSS the checker's
      // grammar predates (`@property`, `margin-trim`), so its CSS messages are left out.
      execFileSync("java", ["-jar", vnuJar, "--errors-only", "--filterpattern", "CSS: .*", "--format", "json", ...files], {
        encoding: "utf8",
        stdio: "pipe",
      });
    } catch (error) {
      output = (error as { stderr?: string }).stderr ?? String(error);
    }
    const messages = output ? (JSON.parse(output) as { messages: Array<{ url: string; message: string; extract?: string }> }).messages : [];
    expect(messages.map((m) => `${m.url.split("/").pop()}: ${m.message} — ${m.extract ?? ""}`)).toEqual([]);
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
