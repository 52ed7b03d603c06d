import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { e2eDatasetFile, e2eRevalidateSecret } from "../e2e-server";

// Publish to live: Sanity's signed webhook revalidates exactly the pages of the changed document's
// type. The server reads a private copy of the dataset (tests/serve.mjs), which these tests edit.
// Server behaviour, not layout: run once, in the desktop project.
test.skip(({ isMobile }) => isMobile, "server behaviour: run once");
test.describe.configure({ mode: "serial" });

const sign = (body: string, secret = e2eRevalidateSecret) => encodeSignatureHeader(body, Date.now(), secret);

async function webhook(page: Page, payload: object, signature?: string) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const header = signature === undefined ? await sign(body) : signature;
  if (header !== "") headers[SIGNATURE_HEADER_NAME] = header;
  const response = await page.request.post("/api/revalidate", { data: body, headers });
  return { status: response.status(), json: (await response.json()) as { revalidated?: string[]; error?: string } };
}

/** Rewrites the home page's hero heading in the server's dataset file. */
function setHeroHeading(heading: string) {
  const lines = readFileSync(e2eDatasetFile, "utf8").split("\n");
  const index = lines.findIndex((line) => line.startsWith('{"_id":"homePage"'));
  const doc = JSON.parse(lines[index] ?? "null") as { hero: { heading: string } };
  const previous = doc.hero.heading;
  doc.hero.heading = heading;
  lines[index] = JSON.stringify(doc);
  writeFileSync(e2eDatasetFile, lines.join("\n"));
  return previous;
}

const heroHeading = async (page: Page) => (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

test("a signed publish of the home page makes the new heading live; without the webhook the page stays as built", async ({ page }) => {
  await page.goto("/");
  const original = await heroHeading(page);
  const edited = `Edited in the Studio ${Date.now()}`;
  setHeroHeading(edited);
  try {
    // The page is static: a changed dataset alone changes nothing a visitor sees.
    await page.reload();
    await page.reload();
    expect(await heroHeading(page)).toBe(original);

    const { status, json } = await webhook(page, { _type: "homePage", slug: null });
    expect(status).toBe(200);
    expect(json.revalidated).toEqual(["/"]);
    await expect
      .poll(async () => {
        await page.reload();
        return heroHeading(page);
      })
      .toBe(edited);
    // The regenerated page, like the built one, carries no client runtime.
    expect((await (await page.request.get("/")).text()).match(/<script\b[^>]*>/g)?.filter((tag) => !tag.includes("ld+json")) ?? []).toEqual(
      [],
    );
  } finally {
    setHeroHeading(original);
    await webhook(page, { _type: "homePage" });
  }
  await expect
    .poll(async () => {
      await page.reload();
      return heroHeading(page);
    })
    .toBe(original);
});

test("a service revalidates /, /services, its page (old and new address after a rename) and the sitemap", async ({ page }) => {
  const { status, json } = await webhook(page, { _type: "service", slug: "telemedicine", previousSlug: "virtual-care" });
  expect(status).toBe(200);
  expect(json.revalidated).toEqual(["/", "/services", "/services/telemedicine", "/sitemap.xml", "/services/virtual-care"]);
});

test("site settings revalidate every page of the site and the files that read them", async ({ page }) => {
  const { status, json } = await webhook(page, { _type: "siteSettings" });
  expect(status).toBe(200);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(pages.length).toBeGreaterThanOrEqual(21);
  expect(json.revalidated).toEqual([...pages, "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"]);
});

test("a type no page shows revalidates nothing", async ({ page }) => {
  const { status, json } = await webhook(page, { _type: "sanity.imageAsset" });
  expect(status).toBe(200);
  expect(json.revalidated).toEqual([]);
});

test("unsigned, badly signed, malformed and tampered requests are refused with 401", async ({ page }) => {
  const payload = { _type: "homePage" };
  const unsigned = await webhook(page, payload, "");
  expect(unsigned.status).toBe(401);
  expect(unsigned.json.error).toMatch(/missing signature/i);

  const otherSecret = await webhook(page, payload, await sign(JSON.stringify(payload), "not-the-secret"));
  expect(otherSecret.status).toBe(401);
  expect(otherSecret.json.error).toMatch(/invalid signature/i);

  const malformed = await webhook(page, payload, "t=abc,v1=");
  expect(malformed.status).toBe(401);
  expect(malformed.json.error).toMatch(/signature/i);

  const tampered = await webhook(page, { _type: "siteSettings" }, await sign(JSON.stringify(payload)));
  expect(tampered.status).toBe(401);
});

test("a signed body that is not the webhook's projection is a 400", async ({ page }) => {
  const { status, json } = await webhook(page, { title: "no type" });
  expect(status).toBe(400);
  expect(json.error).toMatch(/_type/);
});
