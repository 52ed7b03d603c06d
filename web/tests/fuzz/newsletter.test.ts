import { newsletterConsentField, newsletterEmailField, newsletterHoneypotField } from "@site/schemas/newsletter-fields";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consentVersion, getNewsletterSettings } from "@/lib/content/newsletter";
import { loadNewsletterCopy } from "@/lib/newsletter/copy";
import { createNewsletterHandler } from "@/lib/newsletter/handler";
import { signToken } from "@/lib/newsletter/token";
import { type StoreUnderTest, storeUnderTest } from "@/tests/contact-stores";
import { newsletterConfig, newsletterSecret, noLimits } from "@/tests/handler-configs";
import { startSmtp } from "@/tests/smtp.mjs";
import { anyText, budget, clientHeaders, contentType, formBody, headerSafe, rawBytes } from "./inputs";

// The newsletter's three endpoints under generated requests (issue 23): never a 5xx, nothing in the
// error log, a refused subscribe stores nothing, and no made-up or altered link changes anything.

vi.setConfig({ testTimeout: 60_000 });
let store: StoreUnderTest;
let handler: ReturnType<typeof createNewsletterHandler>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  store = await storeUnderTest("sqlite");
  smtp = await startSmtp();
  handler = createNewsletterHandler({ config: newsletterConfig(store, smtp.port, noLimits), loadCopy: loadNewsletterCopy });
});
afterAll(async () => {
  await handler.close();
  await smtp.close();
});

const rows = async () => JSON.stringify(await store.subscribers());

describe("fuzz: the newsletter", () => {
  it("answers every generated subscribe with a 303 or a 4xx, logs nothing, and stores nothing it refuses", async () => {
    const errors = vi.spyOn(console, "error");
    const version = consentVersion((await getNewsletterSettings()).consentText);
    const names = [newsletterEmailField, newsletterConsentField, newsletterHoneypotField, "form-name"];
    const valid = { [newsletterEmailField]: "dana@example.org", [newsletterConsentField]: version, [newsletterHoneypotField]: "" };
    const body = fc.oneof(
      formBody(names),
      rawBytes,
      fc.tuple(fc.constantFrom(...names), anyText).map(([name, value]) => new URLSearchParams({ ...valid, [name]: value }).toString()),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, clientHeaders, async (sent, type, headers) => {
        // Subscribes are decided after their answer: compare with every earlier one decided.
        await handler.sent();
        const before = await rows();
        const response = await handler.subscribe(
          new Request("http://localhost/api/newsletter", {
            method: "POST",
            headers: headerSafe({ ...headers, "content-type": type }),
            body: sent,
          }),
          "203.0.113.9",
        );
        await response.arrayBuffer();
        expect([200, 303, 400, 403, 408, 413, 415, 429]).toContain(response.status);
        await handler.sent();
        if (response.status >= 400) expect(await rows()).toBe(before);
      }),
      budget,
    );
    await handler.sent();
    expect(errors).not.toHaveBeenCalled();
  });

  it("changes nothing for a made-up or altered link, shown (GET) or pressed (POST)", async () => {
    const errors = vi.spyOn(console, "error");
    const genuine = signToken(newsletterSecret, "confirm", 1, "dana@example.org", new Date(Date.now() + 3600_000));
    const token = fc.oneof(
      anyText,
      // A genuine token with one character changed, cut or extended.
      fc
        .tuple(fc.nat({ max: genuine.length - 1 }), fc.string({ minLength: 1, maxLength: 2 }))
        .map(([at, text]) => genuine.slice(0, at) + text + genuine.slice(at + 1)),
      fc
        .tuple(fc.constantFrom("c", "u", "x"), fc.bigInt({ min: -1n, max: 10n ** 20n }), fc.bigInt({ min: -1n, max: 10n ** 13n }))
        .map(([purpose, id, expiry]) => `${purpose}.${id}.${expiry}.AAAAAAAAAAAA.${"A".repeat(43)}`),
    );
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom("confirm", "unsubscribe"), fc.boolean(), contentType, async (sent, purpose, press, type) => {
        // Subscribes are decided after their answer: compare with every earlier one decided.
        await handler.sent();
        const before = await rows();
        // A lone surrogate cannot be percent-encoded (no client could send it): replaced as a browser would.
        const url = `http://localhost/api/newsletter/${purpose}?token=${encodeURIComponent(sent.replace(/[\ud800-\udfff]/g, "\ufffd"))}`;
        const response = press
          ? await handler[purpose](
              new Request(url, {
                method: "POST",
                headers: headerSafe({ "content-type": type }),
                body: new URLSearchParams({ token: sent }).toString(),
              }),
            )
          : await (purpose === "confirm" ? handler.confirm : handler.unsubscribe)(new Request(url));
        await response.arrayBuffer();
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        expect(await rows()).toBe(before);
      }),
      budget,
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
