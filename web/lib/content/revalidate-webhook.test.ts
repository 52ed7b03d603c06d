import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { handleRevalidateWebhook, type Revalidator } from "./revalidate-webhook";

const secret = "unit-test-secret";

function recorder() {
  const calls: string[] = [];
  const revalidator: Revalidator = {
    path: (path) => calls.push(path),
    layout: () => calls.push("layout:/"),
    allRoutes: async () => ["/", "/about"],
  };
  return { calls, revalidator };
}

async function request(payload: object, signWith: string | undefined = secret) {
  const body = JSON.stringify(payload);
  const headers = new Headers({ "content-type": "application/json" });
  if (signWith) headers.set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader(body, Date.now(), signWith));
  return new Request("http://localhost/api/revalidate", { method: "POST", body, headers });
}

describe("the revalidation webhook", () => {
  it("answers 503 with the reason when no secret is configured, and revalidates nothing", async () => {
    const { calls, revalidator } = recorder();
    const response = await handleRevalidateWebhook(await request({ _type: "page" }), undefined, revalidator);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/SANITY_REVALIDATE_SECRET/) });
    expect(calls).toEqual([]);
  });

  it("refuses a request signed with another secret", async () => {
    const { calls, revalidator } = recorder();
    const response = await handleRevalidateWebhook(await request({ _type: "page" }, "other"), secret, revalidator);
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it.each(["siteSettings", "page", "service", "post", "aTypeAddedNextYear"])(
    "a publish of a %s marks every page and the sitemap stale, and lists them",
    async (type) => {
      const { calls, revalidator } = recorder();
      const response = await handleRevalidateWebhook(
        await request({ _type: type, slug: "renamed", previousSlug: "old" }),
        secret,
        revalidator,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        type,
        revalidated: ["/", "/about", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"],
      });
      expect(calls).toEqual(["layout:/", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"]);
    },
  );
});
