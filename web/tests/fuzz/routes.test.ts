import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { localPathPattern } from "@site/schemas/addresses";
import { checkLocalSlug } from "@site/schemas/page-path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { GET as fileRoute } from "@/app/files/[name]/route";
import { resolveAddress } from "@/lib/content/addresses";
import { localImageAddress, localImageFile } from "@/lib/content/local-images";
import { handleRevalidateWebhook, type Revalidator } from "@/lib/content/revalidate-webhook";
import { apiAllow, apiRouteMethods, decodedPath, refusePageMethod, sameSitePath } from "@/lib/request-guards";
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
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, rawBytes), signature, fc.option(anyText), async (body, signed, idempotency) => {
        const headers = headerSafe({
          [SIGNATURE_HEADER_NAME]: await signed,
          ...(idempotency === null ? {} : { "idempotency-key": idempotency }),
        });
        const request = new Request("http://localhost/api/revalidate", { method: "POST", headers, body });
        const response = await handleRevalidateWebhook(request, secret, revalidator);
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

// Issue 32, item 2: a path the pattern accepts is what a browser reads (no dot segment, encoded or not, folds
// it into `//evil.example`), and a redirect is checked on its final path.
describe("fuzz: paths of this site", () => {
  const part = fc.oneof(
    fc.constantFrom(".", "..", "%2e", "%2E%2e", ".%2e", "%2f", "%5c", "\\", "", "evil.example", "\t", "a?b", "#", "%ff"),
    fc.stringMatching(/^[a-z0-9.-]{0,8}$/),
  );
  const anyLocalish = fc.array(part, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join("/")}`);

  it("accepts only paths that a URL parser leaves as they are, on this site", () => {
    fc.assert(
      fc.property(fc.oneof(anyLocalish, anyPath), (path) => {
        if (!localPathPattern.test(path)) return;
        const url = new URL(path, "https://site.invalid");
        expect(url.origin).toBe("https://site.invalid");
        expect(url.pathname.startsWith("//")).toBe(false);
        // Its escapes aside (`%ff` decodes to nothing), the path is the one a browser asks for.
        const intended = decodedPath(path);
        if (intended !== undefined) expect(sameSitePath(url.pathname, intended)).toBe(true);
      }),
      budget,
    );
  });

  it("refuses the slugs of issue 32 in the Studio, and their final paths in the proxy", () => {
    for (const slug of [
      "../..//evil.example",
      "a/../../b/../..//evil.example",
      "../../..//evil.example/x",
      "%2e%2e/%2e%2e/%2e%2e//evil.example",
      "a/./b",
      "a//b",
    ]) {
      expect(checkLocalSlug({ current: slug }), slug).not.toBe(true);
      if (slug.includes("/.") || slug.includes("%2e")) {
        const final = new URL(`/blog/category/${slug}`, "https://site.invalid").pathname;
        expect(sameSitePath(final, `/blog/category/${slug}`), slug).toBe(false);
      }
    }
    expect(checkLocalSlug({ current: "rural-clinics/2026.summary" })).toBe(true);
  });
});

// Issue 32, item 5: the Allow that server.mjs sends for a route handler under /api is the methods it exports.
describe("route handlers' methods", () => {
  it("match apiRouteMethods, one entry per handler", () => {
    const apiDir = join(import.meta.dirname, "..", "..", "app", "api");
    const handlers = (readdirSync(apiDir, { recursive: true, encoding: "utf8" }) as string[]).filter((file) =>
      /(^|\/)route\.tsx?$/.test(file),
    );
    const found = Object.fromEntries(
      handlers.map((file) => [
        `/api/${file.replace(/\/?route\.tsx?$/, "")}`,
        [...readFileSync(join(apiDir, file), "utf8").matchAll(/export (?:async )?(?:function|const) (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
          (match) => match[1],
        ),
      ]),
    );
    expect(found).toEqual(apiRouteMethods);
    expect(apiAllow("/api/newsletter/confirm/")).toBe("GET, HEAD, POST");
    expect(apiAllow("/api/no-such-route")).toBeUndefined();
  });
});
