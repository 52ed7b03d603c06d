import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { localPathPattern } from "@site/schemas/page-path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { GET as fileRoute } from "@/app/files/[name]/route";
import { resolveAddress } from "@/lib/content/addresses";
import { localImageAddress, localImageFile } from "@/lib/content/local-images";
import { handleRevalidateWebhook, type Revalidator } from "@/lib/content/revalidate-webhook";
import { createMemoryDeliveryStore } from "@/lib/content/webhook-replay";
import { refusePageMethod } from "@/lib/request-guards";
import { readQuery, search, searchTerms } from "@/lib/search";
import { getSearchIndex } from "@/lib/search-index";
import { anyPath, anyText, budget, headerSafe, rawBytes } from "./inputs";

// The other handlers that read the network (issue 23): the webhook, the proxy's address resolution and
// method check, search, and the file and image routes, under generated input. None throws, none
// answers 5xx for bad input, none logs an error, and nothing is revalidated without a genuine signature.

vi.setConfig({ testTimeout: 60_000 });
const secret = "fuzz-webhook-secret";

describe("fuzz: the revalidation webhook", () => {
  it("answers bad bodies and signatures with a 4xx and revalidates nothing", async () => {
    const errors = vi.spyOn(console, "error");
    let calls = 0;
    const revalidator: Revalidator = { tags: () => calls++ };
    const signature = fc.oneof(
      anyText,
      fc.tuple(fc.integer(), fc.string({ maxLength: 50 })).map(([t, v1]) => `t=${t},v1=${v1}`),
      // Genuine signatures of another body, or by another secret.
      fc
        .tuple(fc.string({ minLength: 1 }), fc.constantFrom(secret, "another-secret"))
        .map(([body, key]) => encodeSignatureHeader(body, Date.now(), key)),
    );
    const deliveries = createMemoryDeliveryStore();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, rawBytes), signature, fc.option(anyText), async (body, signed, idempotency) => {
        const headers = headerSafe({
          [SIGNATURE_HEADER_NAME]: await signed,
          ...(idempotency === null ? {} : { "idempotency-key": idempotency }),
        });
        const request = new Request("http://localhost/api/revalidate", { method: "POST", headers, body });
        const response = await handleRevalidateWebhook(request, secret, revalidator, Date.now, deliveries);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(calls).toBe(0);
      }),
      budget,
    );
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("fuzz: addresses, methods and search", () => {
  it("resolves any path without throwing, and redirects only to a path of this site", async () => {
    await fc.assert(
      fc.asyncProperty(anyPath, async (path) => {
        const resolution = await resolveAddress(path);
        expect(["as-is", "rewrite", "redirect", "not-found"]).toContain(resolution.kind);
        if (resolution.kind === "redirect") expect(resolution.path).toMatch(localPathPattern);
      }),
      budget,
    );
  });

  it("answers any method but GET and HEAD with 405 and Allow", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("GET", "HEAD", "get", "POST", "TRACE", "OPTIONS", "CONNECT"), fc.string({ maxLength: 12 })),
        (method) => {
          const refused = refusePageMethod(method);
          if (["GET", "HEAD"].includes(method.toUpperCase())) expect(refused).toBeUndefined();
          else {
            expect(refused?.status).toBe(405);
            expect(refused?.headers.get("allow")).toBe("GET, HEAD");
          }
        },
      ),
      budget,
    );
  });

  it("reads and runs any search without throwing, bounded in length and words", async () => {
    // The bundled dataset's index, as the search page builds it.
    const documents = await getSearchIndex();
    fc.assert(
      fc.property(fc.option(anyText), (raw) => {
        const { query } = readQuery(raw);
        expect(query.length).toBeLessThanOrEqual(100);
        expect(searchTerms(query).length).toBeLessThanOrEqual(8);
        expect(() => search(documents, query)).not.toThrow();
      }),
      budget,
    );
  });
});

describe("fuzz: files and images", () => {
  it("answers a made-up file name 404 and never throws", async () => {
    const errors = vi.spyOn(console, "error");
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, fc.constantFrom("..", "../../etc/passwd", "%2e%2e", "a.pdf", ".")), async (name) => {
        const response = await fileRoute(new Request("http://localhost/files/x"), { params: Promise.resolve({ name }) });
        expect(response.status).toBe(404);
      }),
      budget,
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it("finds no image copy for a made-up address (so the proxy answers 404 and nothing is cached)", async () => {
    await fc.assert(
      fc.asyncProperty(anyPath, fc.string({ maxLength: 8 }), anyText, async (path, width, name) => {
        const address = localImageAddress(`/images${path}`);
        if (address) expect(await localImageFile(address.width, address.name)).toBeNull();
        expect(await localImageFile(width, name)).toBeNull();
      }),
      budget,
    );
  });
});
