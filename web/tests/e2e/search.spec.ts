import { expect, test } from "@playwright/test";
import { caseStudySlugs, documentById, documentBySlug, posts, serviceSlugs, settings } from "./routes";

// /search?q=: results over posts, case studies and services, rendered on the server into the prerendered
// search page; no JavaScript, a plain GET form, words from content, a bounded query.

type Publication = { searchTitle: string; searchLabel: string; searchButton: string; noResultsText: string; queryCutText: string };
const publication = documentById<Publication>("publication");
const scriptsIn = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));

test("the search page: its heading, a labelled box and a button posting with GET, no script", async ({ page, request }) => {
  const html = await (await request.get("/search")).text();
  expect(scriptsIn(html)).toEqual([]);
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publication.searchTitle);
  const box = page.getByLabel(publication.searchLabel);
  await expect(box).toHaveAttribute("name", "q");
  await expect(page.getByRole("search").locator("form")).toHaveAttribute("method", "get");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a search finds posts, case studies and services by their words, and each result leads there", async ({ page, request }) => {
  test.skip(test.info().project.name === "phone", "server behaviour: run once");
  const post = posts[0];
  const study = documentBySlug<{ title: string }>("caseStudy", caseStudySlugs[0] ?? "");
  const service = documentBySlug<{ title: string }>("service", serviceSlugs[0] ?? "");
  for (const [title, path] of [
    [post?.title ?? "", `/blog/${post?.slug?.current}`],
    [study.title, `/case-studies/${caseStudySlugs[0]}`],
    [service.title, `/services/${serviceSlugs[0]}`],
  ] as const) {
    await page.goto("/search");
    await page.getByLabel(publication.searchLabel).fill(title);
    await page.getByRole("button", { name: publication.searchButton }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByLabel(publication.searchLabel)).toHaveValue(title);
    const result = page.locator(`[data-results] a[href="${path}"]`);
    await expect(result).toHaveText(title);
    await expect(page.getByRole("status")).toContainText(title);
    expect((await request.get(path)).status()).toBe(200);
    expect(scriptsIn(await (await request.get(`/search?q=${encodeURIComponent(title)}`)).text())).toEqual([]);
  }
});

test("a visitor reaches search from the top bar of any page (the phone menu on a phone), and finds results", async ({ page, isMobile }) => {
  const study = documentBySlug<{ title: string }>("caseStudy", caseStudySlugs[0] ?? "");
  await page.goto(`/case-studies/${caseStudySlugs[0]}`);
  if (isMobile) await page.locator("header summary").click();
  await page.locator("header").getByRole("link", { name: settings.searchLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publication.searchTitle);
  // The top bar marks the search page as where the visitor is.
  if (isMobile) await page.locator("header summary").click();
  await expect(page.locator("header a[aria-current]:visible")).toHaveAttribute("href", "/search");
  await page.getByLabel(publication.searchLabel).fill(study.title);
  await page.getByLabel(publication.searchLabel).press("Enter");
  await expect(page.locator(`[data-results] a[href="/case-studies/${caseStudySlugs[0]}"]`)).toHaveText(study.title);
});

test("nothing found says so, with the visitor's words escaped", async ({ page }) => {
  const query = `zzqx <b>bold</b>`;
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const [before, after] = publication.noResultsText.split("{query}");
  await expect(page.getByRole("status")).toHaveText(`${before}${query}${after}`);
  await expect(page.locator("main b")).toHaveCount(0);
  await expect(page.locator("[data-results]")).toHaveCount(0);
});

test("a very long search is cut to its first 100 characters, and the visitor told", async ({ page }) => {
  const response = await page.goto(`/search?q=${"care ".repeat(200)}`);
  expect(response?.status()).toBe(200);
  expect((await page.getByLabel(publication.searchLabel).inputValue()).length).toBeLessThanOrEqual(100);
  await expect(page.locator("main")).toContainText(publication.queryCutText.replace("{max}", "100"));
});
