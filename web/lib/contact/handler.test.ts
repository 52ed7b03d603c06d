import { chmodSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contactFields } from "@site/schemas/contact-fields";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StoreKind, sql, storeKinds, storeUnderTest } from "@/tests/contact-stores";
import { postWithDelayedBodies } from "@/tests/delayed-bodies";
import { contactConfig } from "@/tests/handler-configs";
import { escapeHtml, tagWithId } from "@/tests/html-text";
import { getContactPage } from "../content/contact-page";
import type { ContactConfig } from "../form-settings";
import { loadContactAnswerCopy } from "./copy";
import { createContactHandler, maxBodyBytes } from "./handler";
import { minutesToWait } from "./refusal";
import { databaseFileName } from "./store";

// The real route handler (the same factory app/api/contact/route.ts uses) against each real store: an
// SQLite file in a fresh temporary directory, and a fresh database on a real PostgreSQL server.

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
const messageMax = contactFields.find((field) => field.name === "message")?.maxLength ?? 0;

const handlers: Array<ReturnType<typeof createContactHandler>> = [];
afterEach(async () => {
  for (const handler of handlers.splice(0)) await handler.close();
  vi.restoreAllMocks();
});

async function setup(kind: StoreKind, overrides: Partial<ContactConfig> = {}) {
  const store = await storeUnderTest(kind);
  const config = contactConfig(store, overrides);
  const make = () => {
    const handler = createContactHandler({ config, loadCopy: loadContactAnswerCopy });
    handlers.push(handler);
    return handler;
  };
  return { handler: make(), make, store, rows: store.rows, dataDir: config.dataDir };
}

type PostOptions = { json?: boolean; type?: string; headers?: Record<string, string> };
function post(
  body: string | Record<string, string>,
  { json = true, type = "application/x-www-form-urlencoded", headers = {} }: PostOptions = {},
) {
  const text = typeof body === "string" ? body : new URLSearchParams(body).toString();
  return new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": type, ...(json ? { accept: "application/json" } : {}), ...headers },
    body: text,
  });
}
const socket = "203.0.113.7";

describe.each(storeKinds)("POST / (contact capture) on %s", (kind) => {
  it("stores a valid submission once, committed before the 2xx", async () => {
    const { handler, rows } = await setup(kind);
    const response = await handler.POST(post(valid), socket);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: valid.name, email: valid.email, service: "telemedicine", message: valid.message });
  });

  it("answers a native post with a redirect to the confirmation page", async () => {
    const { handler, rows } = await setup(kind);
    const response = await handler.POST(post(valid, { json: false }), socket);
    expect(response.status).toBe(303);
    // The fragment tells the (static) confirmation page that a message was sent: opened without it, it is neutral.
    expect(response.headers.get("location")).toBe("/contact/thank-you#sent");
    expect(await rows()).toHaveLength(1);
  });

  it("refuses invalid fields with 400 and the reasons, storing nothing", async () => {
    const { handler, rows } = await setup(kind);
    const bad = { ...valid, name: "  ", email: "not-an-email", service: "astrology" };
    const response = await handler.POST(post(bad), socket);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { reasons: Array<{ field: string }> };
    expect(answer.reasons.map((reason) => reason.field).sort()).toEqual(["email", "name", "service"]);
    expect((await handler.POST(post({ ...valid, "form-name": "newsletter" }), socket)).status).toBe(400);
    expect((await handler.POST(post({ ...valid, message: "x".repeat(messageMax + 1) }), socket)).status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("answers a native post's refused field with the form again: everything sent kept, the field linked and marked", async () => {
    const { handler } = await setup(kind);
    const { form } = await getContactPage();
    const sent = { ...valid, email: "dana@hospital", company: `A "quoted" <b>name</b>`, message: "line one\nline two" };
    const response = await handler.POST(post(sent, { json: false }), socket);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    // The list of problems links each refused field; the field carries its own message and is marked invalid.
    expect(html).toMatch(new RegExp(`<a href="#contact-email"[^>]*>${escapeHtml(form.fieldErrors.email)}</a>`));
    const email = tagWithId(html, "contact-email") ?? "";
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="contact-email-error"');
    expect(email).toContain('value="dana@hospital"');
    expect(html).toMatch(new RegExp(`<p id="contact-email-error"[^>]*>${escapeHtml(form.fieldErrors.email)}</p>`));
    // Everything sent is back in the form, which posts where it posted.
    expect(tagWithId(html, "contact-company")).toContain(`value="${escapeHtml(sent.company)}"`);
    expect(html).toContain(`>${escapeHtml(sent.message)}</textarea>`);
    expect(html).toMatch(new RegExp(`<option value="${valid.service}" selected="">`));
    expect(html).toMatch(/<form action="\/" method="post"/);
    expect(tagWithId(html, "contact-name")).not.toContain("aria-invalid");
    // The site's frame, and no script.
    expect(html).toContain('<main id="main"');
    expect(html).not.toContain("<script");
  });

  it("refuses a body over the limit with 413", async () => {
    const { handler, rows } = await setup(kind);
    const response = await handler.POST(post({ ...valid, message: "x".repeat(maxBodyBytes) }), socket);
    expect(response.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses another content type with 415", async () => {
    const { handler, rows } = await setup(kind);
    const response = await handler.POST(post(JSON.stringify(valid), { type: "application/json" }), socket);
    expect(response.status).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it("answers a filled honeypot as accepted and stores nothing", async () => {
    const { handler, rows } = await setup(kind);
    const response = await handler.POST(post({ ...valid, "bot-field": "https://spam.example" }), socket);
    expect(response.status).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it("answers 503 when the store fails, never a thank-you, and logs no message text", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: Partial<ContactConfig> =
      kind === "sqlite" ? {} : { databaseUrl: "postgres://postgres@127.0.0.1:1/none" /* nothing listens on port 1 */ };
    const { handler, dataDir } = await setup(kind, broken);
    if (kind === "sqlite") mkdirSync(join(dataDir, databaseFileName));
    const secret = "Diagnosis: confidential text 7c1e";
    const response = await handler.POST(post({ ...valid, message: secret }), socket);
    expect(response.status).toBe(503);
    const page = await handler.POST(post({ ...valid, message: secret }, { json: false }), socket);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('href="mailto:');
    expect(errors).toHaveBeenCalled();
    expect(JSON.stringify(errors.mock.calls)).not.toContain(secret);
  });

  it("is switched off when the form posts to Netlify instead", async () => {
    const { handler, rows } = await setup(kind, { target: "netlify", postPath: "/__forms.html" });
    expect((await handler.POST(post(valid), socket)).status).toBe(404);
    expect(await rows()).toHaveLength(0);
  });

  // Item 1: the address the limit counts.
  describe("rate limit", () => {
    it("limits a client posting too fast with 429 and Retry-After, other clients unaffected", async () => {
      const { handler, rows } = await setup(kind, { rateLimit: { max: 2, windowSeconds: 600 } });
      expect((await handler.POST(post(valid), socket)).status).toBe(200);
      expect((await handler.POST(post(valid), socket)).status).toBe(200);
      const limited = await handler.POST(post(valid), socket);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await handler.POST(post(valid), "198.51.100.4")).status).toBe(200);
      expect(await rows()).toHaveLength(3);
    });

    it("reads the socket, not X-Forwarded-For, when no proxy is trusted: a rotating header changes nothing", async () => {
      const { handler, rows } = await setup(kind, { rateLimit: { max: 2, windowSeconds: 600 } });
      const statuses = [];
      for (let i = 1; i <= 5; i++) {
        statuses.push(
          (await handler.POST(post(valid, { headers: { "x-forwarded-for": `192.0.2.${i}`, "x-real-ip": `192.0.2.${i}` } }), socket)).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      expect(await rows()).toHaveLength(2);
    });

    it("behind one trusted proxy takes the entry it appended: a spoofed first entry changes nothing", async () => {
      const { handler } = await setup(kind, {
        rateLimit: { max: 1, windowSeconds: 600 },
        clientAddress: { trustedProxyHops: 1, header: "x-forwarded-for" },
      });
      const proxy = "10.0.0.2";
      const via = (forwarded: string) => post(valid, { headers: { "x-forwarded-for": forwarded } });
      expect((await handler.POST(via("198.51.100.9"), proxy)).status).toBe(200);
      for (let i = 1; i <= 3; i++) expect((await handler.POST(via(`192.0.2.${i}, 198.51.100.9`), proxy)).status).toBe(429);
      // Another visitor behind the same proxy has a bucket of their own.
      expect((await handler.POST(via("192.0.2.50, 198.51.100.10"), proxy)).status).toBe(200);
    });

    it("behind a proxy that sets only X-Real-IP, visitors get buckets of their own", async () => {
      const { handler } = await setup(kind, {
        rateLimit: { max: 1, windowSeconds: 600 },
        clientAddress: { trustedProxyHops: 1, header: "x-real-ip" },
      });
      const proxy = "10.0.0.2";
      const from = (address: string) => post(valid, { headers: { "x-real-ip": address } });
      expect((await handler.POST(from("198.51.100.1"), proxy)).status).toBe(200);
      expect((await handler.POST(from("198.51.100.2"), proxy)).status).toBe(200);
      expect((await handler.POST(from("198.51.100.1"), proxy)).status).toBe(429);
    });

    it("bounds the total rate of every client together", async () => {
      const { handler, rows } = await setup(kind, { globalRateLimit: { max: 3, windowSeconds: 600 } });
      const statuses = [];
      for (let i = 1; i <= 5; i++) statuses.push((await handler.POST(post(valid), `198.51.100.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(await rows()).toHaveLength(3);
    });

    it("does not count refusals: a visitor who fixes a typo after a 400 gets through", async () => {
      const { handler, rows } = await setup(kind, { rateLimit: { max: 1, windowSeconds: 600 } });
      for (let i = 0; i < 3; i++) expect((await handler.POST(post({ ...valid, email: "dana@" }), socket)).status).toBe(400);
      expect((await handler.POST(post(JSON.stringify(valid), { type: "application/json" }), socket)).status).toBe(415);
      expect((await handler.POST(post(valid), socket)).status).toBe(200);
      expect((await handler.POST(post(valid), socket)).status).toBe(429);
      expect(await rows()).toHaveLength(1);
    });
  });

  // Item 3: cross-site posts.
  describe("cross-site posts", () => {
    it("refuses another site's Origin or Sec-Fetch-Site: cross-site with 403 and stores nothing", async () => {
      const { handler, rows } = await setup(kind);
      const { page } = await loadContactAnswerCopy();
      const other = await handler.POST(post(valid, { headers: { origin: "https://evil.example" } }), socket);
      expect(other.status).toBe(403);
      expect(await other.json()).toMatchObject({ ok: false, error: "forbidden" });
      const fetchSite = await handler.POST(post(valid, { json: false, headers: { "sec-fetch-site": "cross-site" } }), socket);
      expect(fetchSite.status).toBe(403);
      expect(await fetchSite.text()).toContain(escapeHtml(page.errorPage.forbiddenText.split("{email}")[0] ?? ""));
      const opaque = await handler.POST(post(valid, { headers: { origin: "null", "sec-fetch-site": "cross-site" } }), socket);
      expect(opaque.status).toBe(403);
      expect(await rows()).toHaveLength(0);
    });

    it("accepts same-origin posts and posts with neither header", async () => {
      const { handler, rows } = await setup(kind);
      const same = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
      expect((await handler.POST(post(valid, { headers: same }), socket)).status).toBe(200);
      expect((await handler.POST(post(valid, { json: false, headers: same }), socket)).status).toBe(303);
      expect((await handler.POST(post(valid), socket)).status).toBe(200);
      expect(await rows()).toHaveLength(3);
    });
  });

  // Items 6 to 8: the text as the browser sent it.
  describe("input", () => {
    it("counts a CRLF line break as one character, as the browser did, and stores \\n", async () => {
      const { handler, rows } = await setup(kind);
      const line = "x".repeat(99);
      const typed = Array.from({ length: messageMax / 100 }, () => line).join("\n");
      const padded = `${typed}${"y".repeat(messageMax - typed.length)}`;
      expect(padded).toHaveLength(messageMax);
      const response = await handler.POST(post({ ...valid, message: padded.replaceAll("\n", "\r\n") }), socket);
      expect(response.status).toBe(200);
      const [row] = await rows();
      expect(row?.message).toBe(padded);
    });

    it.each([
      ["a NUL in the message", { message: "visible\u0000hidden" }, "message"],
      ["an ESC sequence in the message", { message: "hello \u001b[2J\u001b[31mred" }, "message"],
      ["a C1 control in the message", { message: "hello \u009b31m" }, "message"],
      ["a line break in the name", { name: "Dana\r\nBcc: victim@example.org" }, "name"],
      ["a line break in the organization", { company: "Clinic\nName: forged" }, "company"],
      ["a control character in the telephone", { phone: "555\u0007" }, "phone"],
    ])("refuses %s with 400 naming the field", async (_what, fields, field) => {
      const { handler, rows } = await setup(kind);
      const response = await handler.POST(post({ ...valid, ...fields }), socket);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { reasons: Array<{ field: string }> };
      expect(answer.reasons.map((reason) => reason.field)).toEqual([field]);
      expect(await rows()).toHaveLength(0);
    });

    // Issue 32, item 10: a right-to-left override, a zero-width space and a non-character reached the staff email.
    it("strips invisible format characters and non-characters from single-line fields, keeping the words", async () => {
      const { handler, rows } = await setup(kind);
      const fields = { name: "Dana\u202Egnp.exe\u200B Reyes", company: "Clinic\uFFFE\u{1FFFE}\uFEFF Group", phone: "555\u200D0100" };
      const response = await handler.POST(post({ ...valid, ...fields }), socket);
      expect(response.status).toBe(200);
      const [row] = await rows();
      expect(row?.name).toBe("Danagnp.exe Reyes");
      expect(row?.company).toBe("Clinic Group");
      expect(row?.phone).toBe("5550100");
    });

    // Issue 23, item 7: the second value was dropped silently; the newsletter refuses a duplicate too.
    it("refuses a field sent twice with 400 naming it, storing nothing", async () => {
      const { handler, rows } = await setup(kind);
      const body = `${new URLSearchParams(valid).toString()}&name=${encodeURIComponent("Second Name")}`;
      const response = await handler.POST(post(body), socket);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { reasons: Array<{ field: string }> };
      expect(answer.reasons.map((reason) => reason.field)).toEqual(["name"]);
      expect(await rows()).toHaveLength(0);
    });

    // Found by the fuzz suite: a native post with a field sent twice crashed the answer (a list is no text).
    it("answers a native post with a field sent twice with the form again, holding both values", async () => {
      const { handler, rows } = await setup(kind);
      const body = `${new URLSearchParams(valid).toString()}&message=${encodeURIComponent("A second part")}`;
      const response = await handler.POST(post(body, { json: false }), socket);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`>${escapeHtml(valid.message)}\nA second part</textarea>`);
      expect(await rows()).toHaveLength(0);
    });

    it("keeps line breaks in the message and turns tabs into spaces", async () => {
      const { handler, rows } = await setup(kind);
      expect((await handler.POST(post({ ...valid, message: "line one\r\nline two\ttabbed" }), socket)).status).toBe(200);
      expect((await rows())[0]?.message).toBe("line one\nline two tabbed");
    });

    it("refuses an address without a dot in its domain (jane@hospital), as the form's pattern does", async () => {
      const { handler, rows } = await setup(kind);
      const response = await handler.POST(post({ ...valid, email: "jane@hospital" }), socket);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { reasons: Array<{ field: string }> }).reasons.map((reason) => reason.field)).toEqual(["email"]);
      expect(await rows()).toHaveLength(0);
    });

    it.each(["jane&john@example.org", "first/last@example.org", "a@intranet.example"])(
      "accepts %s as the browser's type=email does",
      async (email) => {
        const { handler, rows } = await setup(kind);
        expect((await handler.POST(post({ ...valid, email }), socket)).status).toBe(200);
        expect((await rows())[0]?.email).toBe(email);
      },
    );
  });

  // Item 9: a message per refusal, from content.
  describe("refusal pages without JavaScript", () => {
    it("answers a 415 with its own text, not the failure text", async () => {
      const { handler } = await setup(kind);
      const copy = (await loadContactAnswerCopy()).page.errorPage;
      const response = await handler.POST(post("name=Dana", { json: false, type: "text/plain" }), socket);
      expect(response.status).toBe(415);
      const html = await response.text();
      expect(html).toContain(escapeHtml(copy.unsupportedText.split("{email}")[0] ?? ""));
      expect(html).not.toContain(escapeHtml(copy.failedText.split("{email}")[0] ?? ""));
    });

    it("answers a refused hidden field with its own text", async () => {
      const { handler } = await setup(kind);
      const copy = (await loadContactAnswerCopy()).page.errorPage;
      const response = await handler.POST(post({ ...valid, "form-name": "other" }, { json: false }), socket);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(escapeHtml(copy.formText));
      expect(html).not.toContain(escapeHtml(copy.failedText.split("{email}")[0] ?? ""));
    });

    it("says how many minutes to wait after a 429", async () => {
      const { handler } = await setup(kind, { rateLimit: { max: 1, windowSeconds: 600 } });
      const copy = (await loadContactAnswerCopy()).page.errorPage;
      await handler.POST(post(valid), socket);
      const json = await handler.POST(post(valid), socket);
      const { retryAfter } = (await json.json()) as { retryAfter: number };
      const page = await handler.POST(post(valid, { json: false }), socket);
      expect(page.status).toBe(429);
      expect(await page.text()).toContain(escapeHtml(copy.tooManyText.replace("{minutes}", String(minutesToWait(retryAfter)))));
    });
  });

  // Item 15: a stalled upload.
  it("answers 408 when the body stalls, and stores nothing", async () => {
    const { handler, rows } = await setup(kind, { bodyTimeoutMs: 300 });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("form-name=contact&name=Dana"));
        // ...and nothing more: the client stopped sending.
      },
    });
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await handler.POST(request, socket);
    expect(response.status).toBe(408);
    expect(await response.json()).toMatchObject({ error: "timeout" });
    expect(await rows()).toHaveLength(0);
  });
});

// Issue 23, item 1: the limit is reserved when it is checked, so posts whose bodies arrive late cannot
// all pass the check before any of them is counted.
describe.each(storeKinds)("the rate limit under concurrency on %s", (kind) => {
  const delayed = (body: ReadableStream<Uint8Array>) =>
    new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
  const bodies = (count: number, fields: Record<string, string> = {}) =>
    Array.from({ length: count }, (_, i) => new URLSearchParams({ ...valid, name: `Racer ${i}`, ...fields }).toString());

  it("stores at most the per-client limit of twenty posts sent at once", async () => {
    const { handler, rows } = await setup(kind, { rateLimit: { max: 5, windowSeconds: 600 } });
    const statuses = await postWithDelayedBodies(bodies(20), delayed, (request) => handler.POST(request, socket));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await rows()).toHaveLength(5);
  });

  it("stores at most the global limit of posts from many clients at once", async () => {
    const { handler, rows } = await setup(kind, { globalRateLimit: { max: 10, windowSeconds: 600 } });
    let next = 0;
    const statuses = await postWithDelayedBodies(bodies(30), delayed, (request) => handler.POST(request, `198.51.100.${++next}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(await rows()).toHaveLength(10);
  });

  it("gives a reserved slot back when nothing is stored", async () => {
    const { handler, rows } = await setup(kind, { rateLimit: { max: 2, windowSeconds: 600 } });
    const refused = await postWithDelayedBodies(bodies(2, { email: "dana@" }), delayed, (request) => handler.POST(request, socket));
    expect(refused).toEqual([400, 400]);
    const statuses = await postWithDelayedBodies(bodies(4), delayed, (request) => handler.POST(request, socket));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(await rows()).toHaveLength(2);
  });
});

describe("the rate limit's memory (SQLite deployments)", () => {
  // Item 2: refused requests keep nothing; keys are parsed addresses.
  it("keeps no key for refused requests, and one per parsed address for stored ones", async () => {
    const { handler } = await setup("sqlite");
    const size = () => (handler.limits.perClient as { size?: () => number }).size?.();
    const huge = "a".repeat(8000);
    expect((await handler.POST(post("x", { type: "text/plain" }), huge)).status).toBe(415);
    expect((await handler.POST(post(valid, { headers: { origin: "https://evil.example" } }), huge)).status).toBe(403);
    expect((await handler.POST(post({ ...valid, email: "x" }), socket)).status).toBe(400);
    expect(size()).toBe(0);
    // Not an address: counted in the one shared bucket, never under a key the client wrote.
    expect((await handler.POST(post(valid), huge)).status).toBe(200);
    expect((await handler.POST(post(valid), "::ffff:203.0.113.7")).status).toBe(200);
    expect((await handler.POST(post(valid), "2001:db8:1:2:aaaa::1")).status).toBe(200);
    expect((await handler.POST(post(valid), "2001:db8:1:2:bbbb::2")).status).toBe(200);
    expect(size()).toBe(3);
  });
});

describe("the rate limit on PostgreSQL", () => {
  it("is shared by every instance on the database, and refusals leave no rows", async () => {
    const { make, store } = await setup("postgres", { rateLimit: { max: 2, windowSeconds: 600 } });
    const [first, second] = [make(), make()];
    if (!first || !second) throw new Error("two handlers expected");
    expect((await first.POST(post(valid), socket)).status).toBe(200);
    expect((await second.POST(post(valid), socket)).status).toBe(200);
    expect((await first.POST(post(valid), socket)).status).toBe(429);
    expect((await second.POST(post(valid), socket)).status).toBe(429);
    const url = store.config.databaseUrl ?? "";
    const before = await sql<{ n: number }>(url, "SELECT count(*)::int AS n FROM contact_rate_hits");
    await first.POST(post("x", { type: "text/plain" }), "198.51.100.77");
    await first.POST(post({ ...valid, email: "x" }), "198.51.100.78");
    const after = await sql<{ n: number }>(url, "SELECT count(*)::int AS n FROM contact_rate_hits");
    expect(after).toEqual(before);
  });
});

describe("the SQLite file", () => {
  // Item 11: the data directory removed or replaced while the server runs.
  it("notices a removed data directory and stores the next post in a new file", async () => {
    const { handler, rows, dataDir } = await setup("sqlite");
    expect((await handler.POST(post(valid), socket)).status).toBe(200);
    rmSync(dataDir, { recursive: true, force: true });
    expect((await handler.POST(post({ ...valid, name: "After Removal" }), socket)).status).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual(["After Removal"]);
  });

  it("notices a replaced database file and writes to the file now at the path", async () => {
    const { handler, rows, dataDir } = await setup("sqlite");
    expect((await handler.POST(post(valid), socket)).status).toBe(200);
    const file = join(dataDir, databaseFileName);
    // An operator restores another copy over the path (a new inode).
    renameSync(file, `${file}.old`);
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });
    writeFileSync(file, "");
    expect((await handler.POST(post({ ...valid, name: "Into The New File" }), socket)).status).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual(["Into The New File"]);
  });

  // Item 14: file modes.
  it("creates the database and its companions 0600, and tightens an existing 0644 file", async () => {
    const { handler, dataDir } = await setup("sqlite");
    const file = join(dataDir, databaseFileName);
    writeFileSync(file, "");
    chmodSync(file, 0o644);
    expect((await handler.POST(post(valid), socket)).status).toBe(200);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect((statSync(name).mode & 0o777).toString(8)).toBe("600");
  });
});
