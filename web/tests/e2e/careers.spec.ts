import { expect, type Page, test } from "@playwright/test";
import { careersListPath, careersPath, jobOpeningPath } from "@site/schemas/addresses";
import { closedOpenings, documentById, openOpenings, sample } from "./routes";

// The careers page and its openings, over the dataset the suite's server starts from: every expected word
// and which roles are open (before their closing moment) are read from it.

type Section = { _type: string; [field: string]: unknown };
const careers = documentById<{ sections: Section[] }>("page-careers");
const labels = careers.sections.find((section) => section._type === "jobOpenings") as unknown as {
  closedHeading: string;
  applyLabel: string;
  noCvNote: string;
  practiceFilterLabel: string;
};
const titleOf = (opening: { title?: string }) => opening.title ?? "";
const slugOf = (opening: { slug?: { current?: string } }) => opening.slug?.current ?? "";

/** The page's JSON-LD nodes, flattened out of their graphs. */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

/** No script runs on a content page: only JSON-LD blocks, which are data. */
async function expectNoScript(page: Page) {
  const types = await page.locator("script").evaluateAll((scripts) => scripts.map((script) => script.getAttribute("type")));
  expect(types.filter((type) => type !== "application/ld+json")).toEqual([]);
}

test("/careers lists every open role and no closed one, with no script", async ({ page }) => {
  const response = await page.goto(careersPath);
  expect(response?.status()).toBe(200);
  const cards = page.locator("main article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(openOpenings.map(titleOf));
  for (const closed of closedOpenings) await expect(page.getByRole("link", { name: titleOf(closed), exact: true })).toHaveCount(0);
  await expectNoScript(page);
});

test("the practice links filter the list with no script, the chosen one marked current", async ({ page }) => {
  const opening = openOpenings[0];
  if (!opening) throw new Error("the dataset has no open role: the careers tests need one");
  const practice = documentById<{ title: string; slug: { current: string } }>(
    (opening as unknown as { practice: { _ref: string } }).practice._ref,
  );
  await page.goto(careersPath);
  const row = page.getByRole("navigation", { name: labels.practiceFilterLabel });
  await row.getByRole("link", { name: practice.title, exact: true }).click();
  await expect(page).toHaveURL(careersListPath({ facet: { kind: "practice", value: practice.slug.current } }));
  await expect(row.getByRole("link", { name: practice.title, exact: true })).toHaveAttribute("aria-current", "page");
  const practiceOf = (entry: object) => (entry as { practice: { _ref: string } }).practice._ref;
  const expected = openOpenings.filter((entry) => practiceOf(entry) === practiceOf(opening));
  await expect(page.locator("main article").getByRole("heading", { level: 3 })).toHaveText(expected.map(titleOf));
});

for (const opening of sample(openOpenings, 2)) {
  test(`${slugOf(opening)}: JobPosting JSON-LD with the fields Google requires, and the route to apply`, async ({ page }) => {
    await page.goto(jobOpeningPath(slugOf(opening)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(opening));
    const job = (await jsonLdNodes(page)).find((node) => node["@type"] === "JobPosting");
    expect(job, "a JobPosting").toBeDefined();
    const stored = opening as unknown as { datePosted: string; validThrough: string; employmentType: string; workplace: string };
    expect(job).toMatchObject({
      title: titleOf(opening),
      datePosted: stored.datePosted,
      validThrough: stored.validThrough,
      employmentType: stored.employmentType,
      hiringOrganization: { "@type": "Organization", name: expect.any(String) },
    });
    expect(String(job?.description)).toMatch(/\S.{40,}/);
    if (stored.workplace === "remote") {
      expect(job?.jobLocationType).toBe("TELECOMMUTE");
      expect(job?.applicantLocationRequirements).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "Country" })]));
    } else {
      expect(job?.jobLocation).toMatchObject({
        "@type": "Place",
        address: { addressLocality: expect.any(String), addressCountry: expect.any(String) },
      });
    }
    const apply = page.getByRole("link", { name: labels.applyLabel });
    await expect(apply).toHaveAttribute("href", /^(https:\/\/|mailto:)/);
    await expect(page.getByText(labels.noCvNote)).toBeVisible();
    await expectNoScript(page);
  });
}

for (const opening of closedOpenings.slice(0, 1)) {
  test(`${slugOf(opening)}: past its closing date, its page says it is closed and search engines are told to drop it`, async ({ page }) => {
    const response = await page.goto(jobOpeningPath(slugOf(opening)));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: labels.closedHeading })).toBeVisible();
    await expect(page.getByRole("link", { name: labels.applyLabel })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await jsonLdNodes(page)).some((node) => node["@type"] === "JobPosting")).toBe(false);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(jobOpeningPath(slugOf(opening)));
  });
}
