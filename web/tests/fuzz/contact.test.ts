import { contactFields, contactHoneypotField } from "@site/schemas/contact-fields";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadContactAnswerCopy } from "@/lib/contact/copy";
import { createContactHandler } from "@/lib/contact/handler";
import { type StoreUnderTest, storeUnderTest } from "@/tests/contact-stores";
import { contactConfig, noLimits } from "@/tests/handler-configs";
import { anyText, budget, clientHeaders, contentType, formBody, headerSafe, rawBytes } from "./inputs";

// The contact capture under generated posts (issue 23): never a 5xx (the store is up), never a line in
// the error log for bad input, nothing stored for a refusal, and at most one row for an acceptance.

vi.setConfig({ testTimeout: 60_000 });
const names = ["form-name", contactHoneypotField, ...contactFields.map((field) => field.name)];
let store: StoreUnderTest;
let handler: ReturnType<typeof createContactHandler>;

beforeAll(async () => {
  store = await storeUnderTest("sqlite");
  handler = createContactHandler({ config: contactConfig(store, noLimits), loadCopy: loadContactAnswerCopy });
});
afterAll(async () => {
  await handler.close();
});

describe("fuzz: the contact capture", () => {
  it("answers every generated post with a 2xx, 303 or 4xx, logs nothing, and stores only what it accepts", async () => {
    const errors = vi.spyOn(console, "error");
    const valid = { "form-name": "contact", [contactHoneypotField]: "", name: "Dana", email: "dana@example.org", message: "Hello there" };
    const body = fc.oneof(
      formBody(names),
      rawBytes,
      // A valid post with one field changed: the edge of acceptance.
      fc.tuple(fc.constantFrom(...names), anyText).map(([name, value]) => new URLSearchParams({ ...valid, [name]: value }).toString()),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, clientHeaders, fc.option(fc.string({ maxLength: 50 })), async (sent, type, headers, socket) => {
        const before = (await store.rows()).length;
        const response = await handler.POST(
          new Request("http://localhost/", { method: "POST", headers: headerSafe({ ...headers, "content-type": type }), body: sent }),
          socket ?? undefined,
        );
        await response.arrayBuffer();
        const stored = (await store.rows()).length - before;
        expect([200, 303, 400, 403, 408, 413, 415, 429]).toContain(response.status);
        if (response.status >= 400) expect(stored).toBe(0);
        else expect(stored).toBeLessThanOrEqual(1);
        expect(errors).not.toHaveBeenCalled();
      }),
      budget,
    );
  });
});
