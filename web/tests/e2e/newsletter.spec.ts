import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { e2eContactDataDir, e2eMailDir } from "../e2e-server";
import { emailHeader, plainBody } from "../smtp.mjs";
import { axeViolations } from "./axe";
import { nuErrors } from "./nu-checker";
import { documentById, hrefOf } from "./routes";

// The newsletter's whole round trip on the production build, against the real SMTP server tests/serve.mjs
// runs beside the site: the blog's box (a native form, no script) → Check your inbox → the email → its
// link → the button → Confirmed; then unsubscribe, by the visible link and by a mail program's one-click
// POST. With JavaScript off and on. Words are read from the dataset, never written here.

type Result = { title: string; text: string; backLabel: string; link?: Parameters<typeof hrefOf>[0] };
type LinkPage = { title: string; text: string; buttonLabel: string };
type Settings = {
  consentText: string;
  checkInbox: Result;
  confirmed: Result;
  unsubscribed: Result;
  confirmPage: LinkPage;
  unsubscribePage: LinkPage;
  confirmEmail: { subject: string; body: string; unsubscribeText: string };
  errorPage: { title: string; badLinkText: string };
};
type Box = { _type: string; emailLabel: string; buttonLabel: string };

const settings = documentById<Settings>("newsletterSettings");
const box = documentById<{ sections: Box[] }>("page-blog").sections.find((section) => section._type === "newsletter") as Box;

/** An address no other test (project, JavaScript on or off, retry) uses. */
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** Every email the SMTP server has received for an address, oldest first. */
function emailsTo(address: string): string[] {
  if (!existsSync(e2eMailDir)) return [];
  return readdirSync(e2eMailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readFileSync(join(e2eMailDir, name), "utf8"))
    .filter((data) => emailHeader(data, "X-Envelope-To") === address);
}

async function theEmailTo(address: string): Promise<string> {
  await expect.poll(() => emailsTo(address).length, { message: `an email to ${address}` }).toBeGreaterThan(0);
  return emailsTo(address)[0] ?? "";
}

function linksOf(data: string) {
  const text = plainBody(data);
  const confirm = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(text)?.[0];
  const unsubscribe = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/.exec(text)?.[0];
  if (!confirm || !unsubscribe) throw new Error(`the email has no links:\n${text}`);
  return { confirm, unsubscribe };
}

/** The subscription as the site stored it (the SQLite file of the test server). */
function stored(address: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(join(e2eContactDataDir, "submissions.sqlite"), { readOnly: true });
  try {
    return db.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?").get(address) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

async function subscribe(page: Page, address: string) {
  await page.goto("/blog");
  const form = page.locator('section[data-section="newsletter"] form');
  await expect(form).toHaveAttribute("method", "post");
  await form.getByLabel(box.emailLabel).fill(address);
  await form.getByRole("button", { name: box.buttonLabel }).click();
  await expect(page).toHaveURL(/\/newsletter\/check-your-inbox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.checkInbox.title);
  await expect(page.getByText(settings.checkInbox.text)).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("subscribe on the blog → the email → its link → confirmed → unsubscribe by the visible link", { tag: "@desktop" }, async ({
      page,
    }) => {
      const address = uniqueAddress(javaScriptEnabled ? "js" : "nojs");
      await subscribe(page, address);
      // Stored as asked before the answer, decided (a new pending subscription) just after it.
      await expect
        .poll(() => stored(address))
        .toMatchObject({ status: "pending", consent_text: settings.consentText, address: "127.0.0.1" });

      const email = await theEmailTo(address);
      expect(emailHeader(email, "Subject")).toBe(settings.confirmEmail.subject);
      const { confirm, unsubscribe } = linksOf(email);
      expect(emailHeader(email, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
      expect(emailHeader(email, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

      // The link opens a page; only its button confirms (a mail scanner's visit confirms nothing).
      await page.goto(confirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.confirmPage.title);
      expect(stored(address)).toMatchObject({ status: "pending" });
      await page.getByRole("button", { name: settings.confirmPage.buttonLabel }).click();
      await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.confirmed.title);
      expect(stored(address)).toMatchObject({ status: "confirmed" });

      await page.goto(unsubscribe);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.unsubscribePage.title);
      expect(stored(address)).toMatchObject({ status: "confirmed" });
      await page.getByRole("button", { name: settings.unsubscribePage.buttonLabel }).click();
      await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.unsubscribed.title);
      // The page the text sends the visitor to (the blog, to subscribe again) is a button away.
      const next = settings.unsubscribed.link;
      if (next) await expect(page.getByRole("main").getByRole("link", { name: next.label })).toHaveAttribute("href", hrefOf(next));
      expect(stored(address)).toBeUndefined();
    });

    test("subscribing twice answers the same and sends one email; a mail program's one-click unsubscribe works", {
      tag: "@desktop",
    }, async ({ page, request }) => {
      const address = uniqueAddress(javaScriptEnabled ? "js-twice" : "nojs-twice");
      await subscribe(page, address);
      await theEmailTo(address);
      await subscribe(page, address);
      // The server sends its emails one at a time, in the order the posts were answered: once a later
      // subscriber's email has arrived, any email the repeat had queued would have arrived before it.
      const marker = uniqueAddress(javaScriptEnabled ? "js-after-twice" : "nojs-after-twice");
      await subscribe(page, marker);
      await theEmailTo(marker);
      expect(emailsTo(address)).toHaveLength(1);

      const { unsubscribe } = linksOf(emailsTo(address)[0] ?? "");
      const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
      expect(oneClick.status()).toBe(200);
      expect(stored(address)).toBeUndefined();
    });
  });
}

test("a changed or foreign link is refused with the page that says so (400)", { tag: "@desktop" }, async ({ page }) => {
  const address = uniqueAddress("bad-link");
  await subscribe(page, address);
  const { confirm } = linksOf(await theEmailTo(address));
  const tampered = `${confirm.slice(0, -3)}${confirm.endsWith("abc") ? "xyz" : "abc"}`;
  const response = await page.goto(tampered);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.errorPage.title);
  await expect(page.getByText(settings.errorPage.badLinkText)).toBeVisible();
  expect(stored(address)).toMatchObject({ status: "pending" });
});

test("the blog keeps zero client JavaScript with its newsletter form", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/blog", { waitUntil: "networkidle" });
  await expect(page.locator('section[data-section="newsletter"] form')).toHaveCount(1);
  expect(scripts).toEqual([]);
});

test.describe("retention by the running server", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: run once");
  test.setTimeout(150_000);

  test("deletes unconfirmed subscriptions after 7 days and submissions after 24 months, and keeps the rest", async ({ page }) => {
    // The file exists once the server has stored something: a subscription that stays.
    const kept = uniqueAddress("retention-kept");
    await subscribe(page, kept);
    const day = 24 * 3600_000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const expired = uniqueAddress("retention-expired");
    const db = new DatabaseSync(join(e2eContactDataDir, "submissions.sqlite"));
    try {
      db.exec("PRAGMA busy_timeout = 5000;");
      db.prepare(
        "INSERT INTO newsletter_subscribers (email, status, created_at, consent_text, address) VALUES (?, 'pending', ?, 'wording', '127.0.0.1')",
      ).run(expired, ago(8));
      db.prepare("INSERT INTO submissions (created_at, name, email, message) VALUES (?, 'Old', ?, 'An old message')").run(
        ago(25 * 31),
        expired,
      );
      db.prepare("INSERT INTO submissions (created_at, name, email, message) VALUES (?, 'Recent', ?, 'A recent message')").run(
        ago(30),
        expired,
      );
    } finally {
      db.close();
    }
    const submissionsFrom = () => {
      const reader = new DatabaseSync(join(e2eContactDataDir, "submissions.sqlite"), { readOnly: true });
      try {
        return reader
          .prepare("SELECT name FROM submissions WHERE email = ? ORDER BY id")
          .all(expired)
          .map((row) => row.name);
      } finally {
        reader.close();
      }
    };
    // The test server sweeps every minute (SITE_TEST_RETENTION_SWEEP_MINUTES=1).
    await expect.poll(() => stored(expired), { timeout: 130_000, intervals: [2_000] }).toBeUndefined();
    expect(submissionsFrom()).toEqual(["Recent"]);
    expect(stored(kept)).toMatchObject({ status: "pending" });
  });
});

test.describe("the newsletter's own pages", () => {
  /** The static result pages, the two pages of a real email's links, and the page of a refused link. */
  async function pages(page: Page) {
    const address = uniqueAddress("pages");
    await subscribe(page, address);
    const { confirm, unsubscribe } = linksOf(await theEmailTo(address));
    return [
      "/newsletter/check-your-inbox",
      "/newsletter/confirmed",
      "/newsletter/unsubscribed",
      confirm,
      unsubscribe,
      `${confirm.slice(0, -1)}${confirm.endsWith("A") ? "B" : "A"}`,
    ];
  }

  test("pass axe (WCAG 2.2 AA and best practices)", async ({ page }) => {
    // A subscription, its email, then six pages each run through axe: more than 30 s on a loaded machine.
    test.setTimeout(120_000);
    for (const url of await pages(page)) {
      await page.goto(url);
      expect(await axeViolations(page), url).toEqual([]);
    }
  });

  test("are valid HTML (the Nu Html Checker)", { tag: "@desktop" }, async ({ page, request }) => {
    // On the desktop project only: the markup is the same at every width.
    test.setTimeout(90_000);
    const htmlOf = new Map<string, string>();
    for (const [index, url] of (await pages(page)).entries()) htmlOf.set(`page-${index}`, await (await request.get(url)).text());
    expect(nuErrors(htmlOf)).toEqual([]);
  });
});
