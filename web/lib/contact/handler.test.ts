import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import type { ContactConfig } from "../env";
import { loadErrorPageCopy } from "./copy";
import { createContactHandler, maxBodyBytes } from "./handler";
import { databaseFileName } from "./store";

// The real route handler (the same factory app/api/contact/route.ts uses) against a real SQLite file
// in a fresh temporary directory per test.

const valid = {
  "form-name": "contact",
  "bot-field": "",
  name: "Dana Whitfield",
  email: "dana@example.org",
  phone: "+1 555 010 2030",
  company: "Lakeside Clinic",
  service: "telemedicine",
  message: "We want to start virtual visits for follow-ups.",
};

const handlers: Array<ReturnType<typeof createContactHandler>> = [];
afterEach(() => {
  for (const handler of handlers.splice(0)) {
    handler.notifier?.close();
    handler.store.close();
  }
});

function setup(overrides: Partial<ContactConfig> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "contact-"));
  const config: ContactConfig = {
    target: "self",
    postPath: "/",
    dataDir,
    rateLimit: { max: 1000, windowSeconds: 60 },
    smtp: undefined,
    ...overrides,
  };
  const handler = createContactHandler({ config, loadCopy: loadErrorPageCopy });
  handlers.push(handler);
  // Every row in the database file; none when the file was never created.
  const rows = () => {
    const file = join(config.dataDir, databaseFileName);
    if (!existsSync(file)) return [];
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      return db.prepare("SELECT * FROM submissions").all();
    } finally {
      db.close();
    }
  };
  return { handler, rows, dataDir: config.dataDir };
}

function post(body: string | Record<string, string>, { json = true, type = "application/x-www-form-urlencoded", ip = "203.0.113.7" } = {}) {
  const text = typeof body === "string" ? body : new URLSearchParams(body).toString();
  return new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": type, ...(json ? { accept: "application/json" } : {}), "x-forwarded-for": ip },
    body: text,
  });
}

describe("POST / (contact capture)", () => {
  it("stores a valid submission once, committed before the 2xx", async () => {
    const { handler, rows } = setup();
    const response = await handler.POST(post(valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: valid.name, email: valid.email, service: "telemedicine", message: valid.message });
  });

  it("answers a native post with a redirect to the confirmation page", async () => {
    const { handler, rows } = setup();
    const response = await handler.POST(post(valid, { json: false }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thank-you");
    expect(rows()).toHaveLength(1);
  });

  it("refuses invalid fields with 400 and the reasons, storing nothing", async () => {
    const { handler, rows } = setup();
    const bad = { ...valid, name: "  ", email: "not-an-email", service: "astrology" };
    const response = await handler.POST(post(bad));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { reasons: Array<{ field: string }> };
    expect(answer.reasons.map((reason) => reason.field).sort()).toEqual(["email", "name", "service"]);
    expect((await handler.POST(post({ ...valid, "form-name": "newsletter" }))).status).toBe(400);
    expect((await handler.POST(post({ ...valid, message: "x".repeat(5001) }))).status).toBe(400);
    expect(rows()).toHaveLength(0);
  });

  it("shows a native post's refusal as a page naming the fields, with a link back", async () => {
    const { handler } = setup();
    const response = await handler.POST(post({ ...valid, email: "nope" }, { json: false }));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<li>Email *</li>");
    expect(html).toContain('<a href="/contact">');
  });

  it("refuses a body over the limit with 413", async () => {
    const { handler, rows } = setup();
    const response = await handler.POST(post({ ...valid, message: "x".repeat(maxBodyBytes) }));
    expect(response.status).toBe(413);
    expect(rows()).toHaveLength(0);
  });

  it("refuses another content type with 415", async () => {
    const { handler, rows } = setup();
    const response = await handler.POST(post(JSON.stringify(valid), { type: "application/json" }));
    expect(response.status).toBe(415);
    expect(rows()).toHaveLength(0);
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const { handler, rows } = setup();
    const response = await handler.POST(post({ ...valid, "bot-field": "https://spam.example" }));
    expect(response.status).toBe(200);
    expect(rows()).toHaveLength(0);
  });

  it("limits a client posting too fast with 429 and Retry-After, other clients unaffected", async () => {
    const { handler, rows } = setup({ rateLimit: { max: 2, windowSeconds: 600 } });
    expect((await handler.POST(post(valid))).status).toBe(200);
    expect((await handler.POST(post(valid))).status).toBe(200);
    const limited = await handler.POST(post(valid));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handler.POST(post(valid, { ip: "198.51.100.4" }))).status).toBe(200);
    expect(rows()).toHaveLength(3);
  });

  it("answers 5xx when the submission cannot be stored (the database path is a directory)", async () => {
    const { handler, dataDir } = setup();
    mkdirSync(join(dataDir, databaseFileName));
    const response = await handler.POST(post(valid));
    expect(response.status).toBeGreaterThanOrEqual(500);
    const page = await handler.POST(post(valid, { json: false }));
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(await page.text()).toContain('href="mailto:');
  });

  it("is switched off when the form posts to Netlify instead", async () => {
    const { handler, rows } = setup({ target: "netlify", postPath: "/__forms.html" });
    expect((await handler.POST(post(valid))).status).toBe(404);
    expect(rows()).toHaveLength(0);
  });
});
