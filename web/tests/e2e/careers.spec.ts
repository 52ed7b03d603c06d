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
  locationFilterLabel: string;
  payLabel: string;
  payUnitLabels: Record<"YEAR" | "HOUR", string>;
  equalOpportunityText: string;
};
const { locale } = documentById<{ locale: string }>("siteSettings");
type PayRange = { min: number; max: number; currency: string; unit: "YEAR" | "HOUR" };
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

test("/careers lists every open role and no closed one, with no script", { tag: "@desktop" }, async ({ page }) => {
  const response = await page.goto(careersPath);
  expect(response?.status()).toBe(200);
  const cards = page.locator("main article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(openOpenings.map(titleOf));
  for (const closed of closedOpenings) await expect(page.getByRole("link", { name: titleOf(closed), exact: true })).toHaveCount(0);
  await expectNoScript(page);
});

test("the practice links filter the list with no script, the chosen one marked current", { tag: "@desktop" }, async ({ page }) => {
  const opening = openOpenings[0];
  if (!opening) throw new Error("the dataset has no open role: the careers tests need one");
  const practice = documentById<{ title: string; slug: { current: string } }>(
    (opening as unknown as { practice: { _ref: string } }).practice._ref,
  );
  await page.goto(careersPath);
  const row = page.getByRole("navigation", { name: labels.practiceFilterLabel });
  await row.getByRole("link", { name: practice.title, exact: true }).click();
  // The filter's address, landing on the list (its heading's anchor).
  await expect(page).toHaveURL(new RegExp(`${careersListPath({ facet: { kind: "practice", value: practice.slug.current } })}#`));
  await expect(row.getByRole("link", { name: practice.title, exact: true })).toHaveAttribute("aria-current", "page");
  const practiceOf = (entry: object) => (entry as { practice: { _ref: string } }).practice._ref;
  const expected = openOpenings.filter((entry) => practiceOf(entry) === practiceOf(opening));
  await expect(page.locator("main article").getByRole("heading", { level: 3 })).toHaveText(expected.map(titleOf));
});

for (const opening of sample(openOpenings, 2)) {
  test(`${slugOf(opening)}: JobPosting JSON-LD with the fields Google requires, and the route to apply`, { tag: "@desktop" }, async ({
    page,
  }) => {
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
  test(`${slugOf(opening)}: past its closing date, its page says it is closed and search engines are told to drop it`, {
    tag: "@desktop",
  }, async ({ page }) => {
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

test("a filter lands on the list, not the top of the page", async ({ page }) => {
  await page.goto(careersPath);
  const row = page.getByRole("navigation", { name: labels.locationFilterLabel });
  const link = row.getByRole("link").nth(1);
  await link.click();
  await expect(page).toHaveURL(/#/);
  // The list's heading and its first card are on screen; the page's own heading (its top) is scrolled away.
  const heading = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(heading).toBeInViewport();
  await expect(page.locator("main article").first()).toBeInViewport({ ratio: 0.1 });
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
});

test("every opening page and the list carry the equal-opportunity statement; an opening's pay range is shown and in its JobPosting", {
  tag: "@desktop",
}, async ({ page }) => {
  // On the desktop project only: server behaviour: run once.
  await page.goto(careersPath);
  await expect(page.getByText(labels.equalOpportunityText)).toBeVisible();
  const withPay = openOpenings.filter((opening) => (opening as { payRange?: PayRange }).payRange);
  expect(withPay.length, "the dataset's open roles state their pay where the law asks").toBeGreaterThan(0);
  for (const opening of openOpenings) {
    const range = (opening as { payRange?: PayRange }).payRange;
    await page.goto(jobOpeningPath(slugOf(opening)));
    await expect(page.getByText(labels.equalOpportunityText)).toBeVisible();
    const job = (await jsonLdNodes(page)).find((node) => node["@type"] === "JobPosting");
    if (!range) {
      await expect(page.locator("main [data-pay]")).toHaveCount(0);
      expect(job?.baseSalary).toBeUndefined();
      continue;
    }
    const money = new Intl.NumberFormat(locale, { style: "currency", currency: range.currency, maximumFractionDigits: 0 });
    await expect(page.locator("main [data-pay]")).toHaveText(
      `${money.formatRange(range.min, range.max)} ${labels.payUnitLabels[range.unit]}`,
    );
    expect(job?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: range.currency,
      value: { "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitText: range.unit },
    });
  }
});
