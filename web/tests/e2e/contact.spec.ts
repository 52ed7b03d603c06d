import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, type Request, test } from "@playwright/test";
import { contactServiceValues } from "../../../schemas/addresses";
import { contactFields } from "../../../schemas/objects/contact-fields";
import { dialForm } from "../../../schemas/objects/telephone";
import { e2eContactDataDir, e2eDatasetFile } from "../e2e-server";
import { documentById, documentBySlug, serviceSlugs } from "./routes";

const { success, errorHeading, errorText } = documentById<{ banners: Record<"success" | "errorHeading" | "errorText", string> }>(
  "contactPage",
).banners;
const { email } = documentById<{ email: string }>("siteSettings");

const visitor = {
  name: "Dana Whitfield",
  email: "dana@example.org",
  phone: "+1 555 010 2030",
  company: "Lakeside Clinic",
  service: "telemedicine",
  message: "We want to start virtual follow-up visits.",
};

/** Fills in every field. With JavaScript on, the first field loads the form's code: waits until it has hydrated. */
async function fillForm(page: Page, { javaScript = true } = {}) {
  await page.getByLabel("Name *").fill(visitor.name);
  if (javaScript) await expect(page.locator("main form[data-enhanced]")).toHaveCount(1);
  await page.getByLabel("Email *").fill(visitor.email);
  await page.locator("#contact-phone").fill(visitor.phone);
  await page.locator("#contact-company").fill(visitor.company);
  await page.locator("#contact-service").selectOption(visitor.service);
  await page.getByLabel("Message *").fill(visitor.message);
}

/** Intercepts the form's POST to the site root; page loads pass through. */
async function onPost(page: Page, handle: (request: Request) => Promise<"ok" | "abort" | number>) {
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const outcome = await handle(route.request());
      if (outcome === "abort") return route.abort("connectionrefused");
      return route.fulfill({ status: outcome === "ok" ? 200 : outcome, contentType: "application/json", body: "{}" });
    },
  );
}

async function expectTextKept(page: Page) {
  await expect(page.getByLabel("Name *")).toHaveValue(visitor.name);
  await expect(page.getByLabel("Email *")).toHaveValue(visitor.email);
  await expect(page.getByLabel("Message *")).toHaveValue(visitor.message);
  await expect(page.locator("#contact-service")).toHaveValue(visitor.service);
}

test("the form's fields, labels, types and hidden fields are as specified", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("main form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/");
  await expect(page.getByLabel("Name *")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Name *")).toHaveAttribute("autocomplete", "name");
  await expect(page.getByLabel("Email *")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Email *")).toHaveAttribute("autocomplete", "email");
  await expect(page.locator("#contact-phone")).toHaveAttribute("type", "tel");
  await expect(page.locator("#contact-phone")).toHaveAttribute("autocomplete", "tel");
  await expect(page.locator("#contact-company")).toHaveAttribute("autocomplete", "organization");
  const message = page.getByLabel("Message *");
  await expect(message).toHaveAttribute("rows", "5");
  await expect(message).toHaveAttribute("placeholder", "Tell us about your needs...");
  await expect(message).toHaveAttribute("required", "");
  expect(
    await page.locator("#contact-service option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(["", ...contactServiceValues]);
  await expect(form.locator('input[type="hidden"][name="form-name"]')).toHaveValue("contact");
  const honeypot = form.locator('input[name="bot-field"]');
  await expect(honeypot).toBeHidden();
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  for (const field of await form.locator("input:visible, select, textarea").all()) {
    await expect(field).toHaveAccessibleName(/\S/);
  }
  await expect(page.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
});

test("the booking link, the email link, contact information, and the booking page linked once", { tag: "@desktop" }, async ({ page }) => {
  type Stored = { schedule: { linkLabel: string }; emailDirect: { linkLabel: string; subject: string } };
  const { schedule: scheduleBox, emailDirect } = documentById<Stored>("contactPage");
  const { phone } = documentById<{ phone: string }>("siteSettings");
  const phoneHref = dialForm(phone);
  await page.goto("/contact");
  const schedule = page.getByRole("link", { name: scheduleBox.linkLabel });
  await expect(schedule).toHaveAttribute("href", /^https:\/\//);
  await expect(schedule).toHaveAttribute("target", "_blank");
  await expect(schedule).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: emailDirect.linkLabel })).toHaveAttribute(
    "href",
    `mailto:${email}?subject=${encodeURIComponent(emailDirect.subject)}`,
  );
  // One link to the booking page: the Available times box, when editors keep one, leads to a page of its own.
  const { bookingUrl, availability } = documentById<{ bookingUrl: string; availability?: { linkLabel: string; href: string } }>(
    "contactPage",
  );
  await expect(page.locator(`main a[href="${bookingUrl}"]`)).toHaveCount(1);
  // The specification's row: a View Available Times link.
  await expect(page.getByRole("link", { name: /^View Available Times\b/ })).toHaveCount(1);
  if (availability) {
    const times = page.getByRole("link", { name: availability.linkLabel });
    await expect(times).toHaveAttribute("href", availability.href);
    expect(availability.href).not.toBe(bookingUrl);
  }
  const main = page.locator("main");
  await expect(main.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
  await expect(main.locator(`a[href="${phoneHref.startsWith("tel:") ? phoneHref : `tel:${phoneHref}`}"]`)).toHaveText(phone);
});

test("while sending: everything disabled and Sending...; then the thank-you banner and a reset", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: Request | undefined;
  await onPost(page, async (request) => {
    sent = request;
    await held;
    return "ok";
  });
  await page.goto("/contact");
  await fillForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();

  const button = page.locator('main button[type="submit"]');
  await expect(button).toHaveText("Sending...");
  await expect(button).toBeDisabled();
  for (const field of await page.locator("main form").locator("input, select, textarea").all()) await expect(field).toBeDisabled();
  // The live region is in the page before any message goes into it.
  await expect(page.locator("main form [aria-live]")).toHaveCount(1);
  await expect(page.locator("main form [aria-live]")).toBeEmpty();

  // The form shows "Sending..." before its request leaves: wait until the request is intercepted.
  await expect.poll(() => sent).toBeDefined();
  expect(sent?.method()).toBe("POST");
  expect(new URL(sent?.url() ?? "").pathname).toBe("/");
  expect(sent?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
  const fields = Object.fromEntries(new URLSearchParams(sent?.postData() ?? ""));
  expect(fields).toEqual({ "form-name": "contact", "bot-field": "", ...visitor });

  release();
  const banner = page.locator("main form [aria-live]").getByText(success);
  await expect(banner).toBeVisible();
  await expect(page.locator("main form [aria-live] > div")).toBeFocused();
  await expect(button).toHaveText("Send Message");
  await expect(button).toBeEnabled();
  for (const name of ["Name *", "Email *", "Message *"]) await expect(page.getByLabel(name)).toHaveValue("");
  await expect(page.locator("#contact-phone")).toHaveValue("");
  await expect(page.locator("#contact-service")).toHaveValue("");
});

for (const [what, outcome] of [
  ["a network failure", "abort"],
  ["a 500 answer", 500],
] as const) {
  test(`${what} shows Oops! with the email, logs the error and keeps the text`, { tag: "@desktop" }, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") errors.push(entry.text());
    });
    await onPost(page, async () => outcome);
    await page.goto("/contact");
    await fillForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const region = page.locator("main form [aria-live]");
    await expect(region.getByText(errorHeading)).toBeVisible();
    await expect(region).toContainText(errorText.replace("{email}", email));
    await expect(region.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
    await expect(region.locator("> div")).toBeFocused();
    await expect(page.locator('main button[type="submit"]')).toHaveText("Send Message");
    await expect(page.locator('main button[type="submit"]')).toBeEnabled();
    await expectTextKept(page);
    expect(errors.some((text) => text.includes("could not be sent"))).toBe(true);
    await expect(region.getByText(success)).toHaveCount(0);
  });
}

test("the real server stores a submission and the browser thanks the visitor", async ({ page }) => {
  await page.goto("/contact");
  await fillForm(page);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(success)).toBeVisible();
});

test("without JavaScript the form posts natively and the server answers with a confirmation page", { tag: "@desktop" }, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto("/contact");
  await fillForm(page, { javaScript: false });
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  const request = await posted;
  expect(new URL(request.url()).pathname).toBe("/");
  expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
  await expect(page).toHaveURL(/\/contact\/thank-you#sent$/);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("main")).toContainText(success);
  await context.close();
});

test("without JavaScript a refused post answers with the form itself: every value kept, every error linked and marked", {
  tag: "@desktop",
}, async ({ browser, baseURL }) => {
  const { form, banners } = contactDocument();
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto("/contact");
  await fillForm(page, { javaScript: false });
  // An older browser that checks nothing: the name left empty, an address without a dot in its domain.
  await page.locator("main form").evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
  await page.getByLabel("Name *").fill("");
  await page.getByLabel("Email *").fill("dana@hospital");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(400);

  // Everything the visitor sent is back in the form.
  await expect(page.locator("#contact-email")).toHaveValue("dana@hospital");
  await expect(page.locator("#contact-phone")).toHaveValue(visitor.phone);
  await expect(page.locator("#contact-company")).toHaveValue(visitor.company);
  await expect(page.locator("#contact-service")).toHaveValue(visitor.service);
  await expect(page.locator("#contact-message")).toHaveValue(visitor.message);
  // The list of problems names each refused field with its own message, a link to the field.
  const summary = page.getByRole("alert");
  await expect(summary.getByText(banners.refusalHeading)).toBeVisible();
  const refused = ["name", "email"] as const;
  await expect(summary.locator("a")).toHaveText(refused.map((field) => form.fieldErrors[field]));
  for (const field of refused) {
    const control = page.locator(`#contact-${field}`);
    await expect(summary.locator(`a[href="#contact-${field}"]`)).toHaveCount(1);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(form.fieldErrors[field]);
  }
  await expect(page.locator("[aria-invalid]")).toHaveCount(refused.length);
  // Following a link lands on its field; the form posts again from here.
  await summary.locator('a[href="#contact-email"]').click();
  await expect(page).toHaveURL(/#contact-email$/);
  await expect(page.locator("form[method=post]")).toHaveAttribute("action", "/");
  await context.close();
});

test("every service's own address opens the form with its option selected", { tag: "@desktop" }, async ({ request }) => {
  // On the desktop project only: server behaviour: run once.
  type Option = { value: string; service?: { _ref: string } };
  const options = (contactDocument().form as unknown as { serviceOptions: Option[] }).serviceOptions;
  for (const slug of serviceSlugs) {
    const service = documentBySlug<{ _id: string }>("service", slug);
    const option = options.find((candidate) => candidate.service?._ref === service._id);
    expect(option, `an option stands for ${slug}`).toBeDefined();
    const response = await request.get(`/contact/${slug}`);
    expect(response.status(), slug).toBe(200);
    // The page as served, no script run: the option is the one selected.
    expect(await response.text()).toMatch(new RegExp(`<option value="${option?.value}" selected="">`));
  }
});

test("GET / is still the home page", { tag: "@desktop" }, async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('id="services"');
});

test("POST / with another content type is refused with 415", { tag: "@desktop" }, async ({ request }) => {
  const response = await request.post("/", { data: { name: "Dana" }, headers: { accept: "application/json" } });
  expect(response.status()).toBe(415);
});

// ── The capture's hardening (issue 14): words read from the server's dataset, rows from its SQLite file.

type Refusals = Record<"invalidText" | "formText" | "tooManyText" | "unsupportedText" | "forbiddenText" | "failedText", string>;
function contactDocument(): {
  banners: { refusalHeading: string; errorHeading: string };
  errorPage: Refusals;
  form: { messageLabel: string; fieldErrors: Record<"name" | "email" | "phone" | "company" | "service" | "message", string> };
} {
  const line = readFileSync(e2eDatasetFile, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith('{"_id":"contactPage"'));
  return JSON.parse(line ?? "null");
}
/** The part of a text before its {email} link (the whole text when it has none). */
const beforeEmail = (text: string) => text.split("{email}")[0] ?? text;

function storedMessages(name: string): string[] {
  const file = join(e2eContactDataDir, "submissions.sqlite");
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare("SELECT message FROM submissions WHERE name = ?").all(name) as Array<{ message: string }>).map((row) => row.message);
  } finally {
    db.close();
  }
}

test("a form on another site posting to ours is refused with 403 and nothing is stored", { tag: "@desktop" }, async ({ page, baseURL }) => {
  const target = new URL("/", baseURL).toString();
  // Another site on loopback: localhost is not the same site as 127.0.0.1.
  const otherSite = `http://localhost:${new URL(target).port}/elsewhere`;
  const name = `Cross Site ${Date.now()}`;
  await page.route(otherSite, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Other site</title><form method="post" action="${target}"><input name="form-name" value="contact"><input name="bot-field" value=""><input name="name" value="${name}"><input name="email" value="x@example.org"><textarea name="message">Hi</textarea><button>Send</button></form>`,
    }),
  );
  await page.goto(otherSite);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button").click();
  expect((await answer).status()).toBe(403);
  await expect(page.locator("main")).toContainText(beforeEmail(contactDocument().errorPage.forbiddenText));
  expect(storedMessages(name)).toEqual([]);
});

test("without JavaScript a message of the full length with line breaks is accepted as typed", { tag: "@desktop" }, async ({
  browser,
  baseURL,
}) => {
  const max = contactFields.find((field) => field.name === "message")?.maxLength ?? 0;
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const name = `Long Lines ${Date.now()}`;
  const line = "Line of a long message.";
  let message = "";
  while (message.length + line.length + 1 <= max) message += `${line}\n`;
  message = message.padEnd(max, ".");
  await page.goto("/contact");
  await fillForm(page, { javaScript: false });
  await page.getByLabel("Name *").fill(name);
  await page.locator("textarea[name=message]").fill(message);
  // The browser counts each line break as one character, and would not let the visitor type more.
  expect(await page.locator("textarea[name=message]").evaluate((area) => (area as HTMLTextAreaElement).value.length)).toBe(max);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you#sent$/);
  expect(storedMessages(name)).toEqual([message]);
  await context.close();
});

test("with JavaScript a refused field is named in the banner, with the text kept", { tag: "@desktop" }, async ({ page }) => {
  const { banners, errorPage, form } = contactDocument();
  await page.goto("/contact");
  await fillForm(page);
  // The browser accepts a control character; the server refuses it (400) and says which field.
  await page.getByLabel("Message *").fill(`${visitor.message}\u0007`);
  await page.getByRole("button", { name: "Send Message" }).click();
  const region = page.locator("main form [aria-live]");
  await expect(region.getByText(banners.refusalHeading)).toBeVisible();
  await expect(region).toContainText(errorPage.invalidText);
  await expect(region.locator("li a")).toHaveText([form.fieldErrors.message]);
  await expect(region.locator("li a")).toHaveAttribute("href", "#contact-message");
  await expect(page.locator("#contact-message")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-message")).toHaveAccessibleDescription(
    new RegExp(form.fieldErrors.message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(region.getByText(banners.errorHeading)).toHaveCount(0);
  await expect(region.locator("> div")).toBeFocused();
  await expect(page.getByLabel("Name *")).toHaveValue(visitor.name);
});

test("without JavaScript a refused field comes back as the form holding every word; fixed there, the message goes", {
  tag: "@desktop",
}, async ({ browser, baseURL }) => {
  const { banners, form } = contactDocument();
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const name = `Kept Words ${Date.now()}`;
  await page.goto("/contact");
  await fillForm(page, { javaScript: false });
  await page.getByLabel("Name *").fill(name);
  // The browser accepts a control character; the server refuses it (400).
  await page.getByLabel("Message *").fill(`${visitor.message}\u0007`);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(400);
  const alert = page.getByRole("alert");
  await expect(alert.getByText(banners.refusalHeading)).toBeVisible();
  await expect(alert.locator('li a[href="#contact-message"]')).toHaveText(form.fieldErrors.message);
  // Every word the visitor typed is back in its field.
  await expect(page.getByLabel("Name *")).toHaveValue(name);
  await expect(page.getByLabel("Email *")).toHaveValue(visitor.email);
  await expect(page.locator("#contact-company")).toHaveValue(visitor.company);
  await expect(page.locator("#contact-service")).toHaveValue(visitor.service);
  await expect(page.locator("#contact-message")).toHaveAttribute("aria-invalid", "true");
  expect(storedMessages(name)).toEqual([]);
  await page.locator("#contact-message").fill(visitor.message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you#sent$/);
  expect(storedMessages(name)).toEqual([visitor.message]);
  await context.close();
});

test("with JavaScript the form's own checks answer like the server: the same messages inline, nothing posted", { tag: "@desktop" }, async ({
  page,
}) => {
  const { form } = contactDocument();
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  await page.goto("/contact");
  await fillForm(page);
  await page.getByLabel("Email *").fill("dana@hospital");
  await page.getByRole("button", { name: "Send Message" }).click();
  const region = page.locator("main form [aria-live]");
  await expect(region.locator('li a[href="#contact-email"]')).toHaveText(form.fieldErrors.email);
  await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-email")).toHaveAccessibleDescription(form.fieldErrors.email);
  await expect(page.getByLabel("Message *")).toHaveValue(visitor.message);
  expect(posts).toBe(0);
});

test("with JavaScript a 429 says how many minutes to wait, and a 503 is Oops!", { tag: "@desktop" }, async ({ page }) => {
  const { banners, errorPage } = contactDocument();
  let status = 429;
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const body = status === 429 ? { ok: false, error: "too-many", retryAfter: 530 } : { ok: false, error: "failed" };
      return route.fulfill({ status, contentType: "application/json", headers: { "retry-after": "530" }, body: JSON.stringify(body) });
    },
  );
  await page.goto("/contact");
  await fillForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const region = page.locator("main form [aria-live]");
  await expect(region).toContainText(errorPage.tooManyText.replace("{minutes}", String(Math.ceil(530 / 60))));
  await expect(region.getByText(banners.refusalHeading)).toBeVisible();
  await expectTextKept(page);

  status = 503;
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(region.getByText(banners.errorHeading)).toBeVisible();
  await expect(region).toContainText(beforeEmail(errorPage.failedText));
  await expectTextKept(page);
});

test("without JavaScript a 415 and a refused hidden field each get their own page, not the failure text", { tag: "@desktop" }, async ({
  request,
}) => {
  const { errorPage } = contactDocument();
  const unsupported = await request.post("/", { data: "name=Dana", headers: { "content-type": "text/plain" } });
  expect(unsupported.status()).toBe(415);
  const unsupportedHtml = await unsupported.text();
  expect(unsupportedHtml).toContain(beforeEmail(errorPage.unsupportedText));
  expect(unsupportedHtml).not.toContain(beforeEmail(errorPage.failedText));

  const hidden = await request.post("/", {
    form: { "form-name": "newsletter", "bot-field": "", name: "Dana", email: "d@example.org", message: "Hi" },
  });
  expect(hidden.status()).toBe(400);
  const hiddenHtml = await hidden.text();
  expect(hiddenHtml).toContain(errorPage.formText);
  expect(hiddenHtml).not.toContain(beforeEmail(errorPage.failedText));
});

test("GET / and HEAD / with a Content-Type are the home page, never the capture's 405", { tag: "@desktop" }, async ({ request }) => {
  for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
    const get = await request.get("/", { headers: { "content-type": type } });
    expect(get.status()).toBe(200);
    expect(await get.text()).toContain('id="services"');
    const head = await request.head("/", { headers: { "content-type": type } });
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toMatch(/^text\/html/);
  }
});

test("the confirmation page opened directly says nothing was sent and leads to the form; after a native post it thanks", {
  tag: "@desktop",
}, async ({ browser, baseURL }) => {
  type Confirmation = { title: string; text: string; idleTitle: string; idleText: string; idleLinkLabel: string };
  const { confirmation, form } = documentById<{ confirmation: Confirmation; form: { submitLabel: string } }>("contactPage");
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto("/contact/thank-you");
  // What a visitor sees (innerText): the page holds both, and shows one.
  const seen = { useInnerText: true };
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmation.idleTitle, seen);
  await expect(page.locator("main")).toContainText(confirmation.idleText, seen);
  await expect(page.locator("main")).not.toContainText(confirmation.text, seen);
  await expect(page.getByRole("link", { name: confirmation.idleLinkLabel })).toHaveAttribute("href", "/contact");

  // The no-JavaScript path: the post's answer leads here, and only then is the message on its way.
  await page.goto("/contact");
  await fillForm(page, { javaScript: false });
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you#sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmation.title, seen);
  await expect(page.locator("main")).toContainText(confirmation.text, seen);
  await expect(page.locator("main")).not.toContainText(confirmation.idleText, seen);
  await context.close();

  // Opening the address again without the answer's fragment (a bookmark, a link) shows the neutral page.
  const other = await browser.newContext(baseURL ? { baseURL } : {});
  const fresh = await other.newPage();
  await fresh.goto("/contact/thank-you");
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(confirmation.idleTitle, seen);
  await other.close();
});
