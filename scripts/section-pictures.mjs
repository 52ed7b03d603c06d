// The pictures of the Studio's section picker (studio/static/sections/<type>.png, its grid view): each section
// type as the site draws it, taken from the first page of the sitemap that has one. Run again after a section's
// look changes, against a running site: node scripts/section-pictures.mjs [http://127.0.0.1:3000]
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { findChromium } from "./lib/programs.mjs";

const root = join(import.meta.dirname, "..");
// Playwright and sharp are the site's (web/) dependencies.
const fromWeb = createRequire(join(root, "web", "package.json"));
const { chromium } = fromWeb("@playwright/test");
const sharp = fromWeb("sharp");

const site = process.argv[2] ?? "http://127.0.0.1:3000";
const out = join(root, "studio", "static", "sections");
mkdirSync(out, { recursive: true });

const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/", site).pathname);
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const done = new Set();
for (const path of paths) {
  await page.goto(`${site}${path}`);
  for (const section of await page.locator("main [data-section], main [data-upcoming-events]").all()) {
    const type = (await section.getAttribute("data-section")) ?? "upcomingEvents";
    if (!type || done.has(type)) continue;
    done.add(type);
    const box = await section.boundingBox();
    if (!box) continue;
    const shot = await page.screenshot({ fullPage: true, clip: { ...box, height: Math.min(box.height, 900) } });
    await sharp(shot)
      .resize({ width: 640 })
      .png({ palette: true })
      .toFile(join(out, `${type}.png`));
  }
}
await browser.close();
console.log(`${done.size} section pictures in ${out}: ${[...done].sort().join(", ")}`);
