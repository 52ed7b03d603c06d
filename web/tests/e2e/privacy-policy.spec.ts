import { expect, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { documentById } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.goto("/privacy-policy");
});

test("its own title and description", { tag: "@desktop" }, async ({ page }) => {
  await expectOwnMetadata(page, /^Privacy Policy \|/);
});

// Its heading, dates and sections as markup are render tests (sections/sections-render.test.tsx); the sections'
// numbering is the schema's rule (its Legal text validation); here, the specification's rows.

test("children's privacy with the age threshold 18", { tag: "@desktop" }, async ({ page }) => {
  const heading = page.locator("main h2", { hasText: "Children" });
  await expect(heading).toHaveCount(1);
  const next = heading.locator("xpath=following-sibling::p[1]");
  await expect(next).toContainText("under the age of 18");
  await expect(next).not.toContainText(/\b13\b|\b16\b/);
});

test("the date shown is the document's (the specification's row: last updated March 2024), each later change a dated revision note", {
  tag: "@desktop",
}, async ({ page }) => {
  type Legal = { _type: string; dateLabel: string; date: string; revisionLabel?: string; revisions?: { date: string; note: string }[] };
  const legal = documentById<{ sections: Legal[] }>("page-privacy-policy").sections.find((section) => section._type === "legalText");
  const { locale } = documentById<{ locale: string }>("siteSettings");
  if (!legal) throw new Error("the privacy policy has no legal text");
  // The specification's row is the document's date; the page shows that date, whatever it is, as the document's month.
  expect(legal.date.slice(0, 7)).toBe("2024-03");
  const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(legal.date));
  const shown = page.locator("main time").first();
  await expect(shown).toHaveAttribute("datetime", legal.date);
  await expect(shown).toHaveText(month);
  await expect(shown.locator("xpath=..")).toContainText(`${legal.dateLabel} ${month}`);
  for (const revision of legal.revisions ?? []) {
    const note = page.locator("[data-revisions] li", { hasText: revision.note });
    await expect(note).toHaveCount(1);
    await expect(note.locator("time")).toHaveAttribute("datetime", revision.date);
    await expect(note).toContainText(legal.revisionLabel ?? "");
  }
});

test("it says what event registration collects: the registration form's fields (organization, role)", { tag: "@desktop" }, async ({
  page,
}) => {
  type Listing = { _type: string; registration?: { organizationLabel?: string; roleLabel?: string } };
  const listing = documentById<{ sections: Listing[] }>("page-events").sections.find((section) => section._type === "eventListing");
  const collected = page.locator("main p", { hasText: /register/i }).first();
  for (const label of [listing?.registration?.organizationLabel, listing?.registration?.roleLabel]) {
    expect(label, "the registration form asks for it").toBeTruthy();
    await expect(collected).toContainText(new RegExp(`\\b${label}\\b`, "i"));
  }
});
