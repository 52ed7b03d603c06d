import { existsSync, readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { aServiceRoute } from "./routes";

// Issue 23: answers to requests no page can take (odd methods, malformed addresses, made-up sharing
// cards), sent raw over HTTP so that nothing normalises them on the way: each is a well-formed 4xx with
// the security headers, and nothing is written to disk for an address no content has.

/**
 * Files under the build folder (the route cache among them) whose path holds `marker`: the made-up
 * addresses' own, so that pages other specs render meanwhile do not count.
 */
function files(marker: string): number {
  const cache = join(process.env.NEXT_DIST_DIR || ".next", "server");
  let count = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.includes(marker)) count += 1;
    }
  };
  if (existsSync(cache)) walk(cache);
  return count;
}

test.describe("well-formed refusals", () => {
  test.skip(({ isMobile }) => isMobile, "server responses do not depend on the viewport");

  /** One request exactly as written (method and path untouched); the status and headers. */
  function raw(
    baseURL: string,
    method: string,
    path: string,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
    const { hostname, port } = new URL(baseURL);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, method, path }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  const secured = (headers: Record<string, string | string[] | undefined>) => {
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
  };

  test("malformed percent-encoding is the 404 page with the headers, never a 500 (item 3)", async ({ baseURL }) => {
    for (const path of ["/%ff", "/%", "/blog/%ff", "/search%ff", "/services/%E0%A4%A"]) {
      const answer = await raw(baseURL ?? "", "GET", path);
      expect(answer.status, path).toBe(404);
      secured(answer.headers);
    }
  });

  test("pages answer GET and HEAD; any other method is 405 with Allow and the headers (item 4)", async ({ baseURL }) => {
    for (const path of ["/about", "/blog", aServiceRoute, "/search"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS", "TRACE", "PROPFIND"]) {
        const answer = await raw(baseURL ?? "", method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
        secured(answer.headers);
      }
      expect((await raw(baseURL ?? "", "HEAD", path)).status).toBe(200);
    }
    // The root also takes POST (the contact capture, when a body comes: server.mjs and next.config.ts).
    for (const method of ["PUT", "DELETE", "OPTIONS", "TRACE"]) {
      const answer = await raw(baseURL ?? "", method, "/");
      expect(answer.status, `${method} /`).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      secured(answer.headers);
    }
    // A POST with no body is no contact post: the home page's own 405 (Next's, with its Allow).
    const bodiless = await raw(baseURL ?? "", "POST", "/");
    expect(bodiless.status).toBe(405);
    expect(bodiless.headers.allow).toMatch(/GET, HEAD/);
    secured(bodiless.headers);
    const api = await raw(baseURL ?? "", "TRACE", "/api/newsletter");
    expect(api.status).toBe(405);
    secured(api.headers);
  });

  test("a made-up sharing card is refused before anything is cached (item 2)", async ({ baseURL }) => {
    const before = files("/og/");
    for (const id of ["no-such-page", `made-up-${Date.now()}`, "a".repeat(300), "..%2f..%2fetc"]) {
      const answer = await raw(baseURL ?? "", "GET", `/og/${id}`);
      expect(answer.status, id).toBe(404);
      secured(answer.headers);
    }
    expect(files("/og/")).toBe(before);
  });

  test("Next's image optimizer is off, and the newsletter's link pages send no referrer (item 7)", async ({ baseURL }) => {
    const image = await raw(baseURL ?? "", "GET", "/_next/image?url=%2Ficon.svg&w=64&q=75");
    expect(image.status).toBe(404);
    const link = await raw(baseURL ?? "", "GET", "/api/newsletter/confirm?token=x");
    expect(link.headers["referrer-policy"]).toBe("no-referrer");
  });

  // The fuzz suite's properties on the production server itself: random methods and addresses (made-up
  // segments, escapes well-formed or not, traversal, over-long) are never a 5xx, always carry the
  // headers, and write nothing to disk.
  test("fuzz: any method on any made-up address is a well-formed 4xx or a page, and writes nothing", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const segment = fc.oneof(
      fc.constantFrom(
        "blog",
        "services",
        "page",
        "2",
        "author",
        "category",
        "og",
        "images",
        "files",
        "..",
        "%ff",
        "%",
        "%2f",
        "%E0%A4%A",
        "%00",
        "search",
      ),
      fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
      fc.nat({ max: 400 }).map((length) => "z".repeat(length)),
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/fuzz-${segments.join("/")}`);
    const anywhere = fc.oneof(
      path,
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join("/")}`),
    );
    const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND");
    const before = files("fuzz-");
    await fc.assert(
      fc.asyncProperty(method, anywhere, async (sent, address) => {
        const answer = await raw(baseURL ?? "", sent, address);
        expect(answer.status, `${sent} ${address}`).toBeLessThan(500);
        secured(answer.headers);
      }),
      { numRuns: 150, interruptAfterTimeLimit: 90_000 },
    );
    expect(files("fuzz-")).toBe(before);
  });
});
