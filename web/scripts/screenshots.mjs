// Full-page screenshots of routes at phone and desktop widths, for looking at what a visitor sees.
//   node scripts/screenshots.mjs [base-url] [route ...]   → ../screenshots/<route>-<width>.png
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium.ts";

const [base = "http://localhost:3000", ...routes] = process.argv.slice(2);
const out = new URL("../../screenshots/", import.meta.url);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const route of routes.length ? routes : ["/"]) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
    await page.goto(base + route, { waitUntil: "networkidle" });
    const name = `${route.replace(/\//g, "_").replace(/^_/, "") || "home"}-${width}.png`;
    await page.screenshot({ path: new URL(name, out).pathname, fullPage: true });
    console.log(new URL(name, out).pathname);
    await page.close();
  }
}
await browser.close();
