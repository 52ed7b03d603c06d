#!/usr/bin/env node
// The JavaScript a visitor's browser loads for a page: every script from /_next/static, counted raw and
// gzip-compressed (level 9, so figures compare across builds). Usage, with a server running:
//   node scripts/measure-js.mjs http://127.0.0.1:3000 / [/about ...]
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium.ts";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of paths.length ? paths : ["/"]) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === "script" && url.pathname.startsWith("/_next/static/")) {
        scripts.set(url.pathname, response.body());
      }
    });
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    let raw = 0;
    let gzip = 0;
    for (const body of scripts.values()) {
      const bytes = await body;
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    console.log(`${path}: ${scripts.size} scripts, ${raw} bytes raw, ${gzip} bytes gzip`);
    await page.close();
  }
} finally {
  await browser.close();
}
