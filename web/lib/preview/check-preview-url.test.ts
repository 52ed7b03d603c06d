import type { SanityClientLike } from "@sanity/preview-url-secret";
import { stringifyCookie } from "next/dist/server/web/spec-extension/cookies";
import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../contact/rate-limit";
import { checkPreviewUrl, previewCookies } from "./check-preview-url";

const secret = "Nzk0ZWQ1ZTA3YjRlOWQyZmE4YzFhNTYyMzRkMzY4ZjA";

/** A stand-in for a Sanity client with a read token, holding the secret the Studio stored; counts its queries. */
function projectWithSecret(stored: string) {
  const queries: unknown[] = [];
  const client: SanityClientLike = {
    config: () => ({ token: "read-token" }),
    withConfig: () => client,
    fetch: async <R>(_query: string, params: unknown) => {
      queries.push(params);
      return {
        private:
          (params as { secret: string }).secret === stored
            ? {
                _id: "sanity-preview-url-secret.x",
                _updatedAt: new Date().toISOString(),
                secret: stored,
                studioUrl: "http://localhost:3333",
              }
            : null,
        public: null,
      } as R;
    },
  };
  return { client, queries };
}

const base = "http://localhost:3000/api/draft-mode/enable";
const enable = (params: Record<string, string>) => new Request(`${base}?${new URLSearchParams(params)}`);
/** Limits of their own per test (the route's are the process's). */
const limiters = (max = 1000) => ({
  perClient: createMemoryRateLimiter({ max, windowSeconds: 60 }),
  global: createMemoryRateLimiter({ max: 1000, windowSeconds: 60 }),
});

describe("checkPreviewUrl", () => {
  it("refuses with 401 when no project is configured", async () => {
    await expect(checkPreviewUrl(enable({ "sanity-preview-secret": secret }), undefined)).resolves.toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it("refuses a missing or wrong secret with 401", async () => {
    const { client } = projectWithSecret(secret);
    await expect(checkPreviewUrl(new Request(base), client, { limiters: limiters() })).resolves.toMatchObject({ ok: false, status: 401 });
    const wrong = enable({ "sanity-preview-secret": "Z".repeat(43) });
    await expect(checkPreviewUrl(wrong, client, { limiters: limiters() })).resolves.toMatchObject({ ok: false, status: 401 });
  });

  it("accepts the Studio's secret and keeps the redirect on this site", async () => {
    const { client } = projectWithSecret(secret);
    const to = (pathname: string) =>
      checkPreviewUrl(enable({ "sanity-preview-secret": secret, "sanity-preview-pathname": pathname }), client, { limiters: limiters() });
    await expect(to("/services/telemedicine")).resolves.toMatchObject({ ok: true, redirectTo: "/services/telemedicine" });
    await expect(to("https://evil.example/x")).resolves.toMatchObject({ ok: true, redirectTo: "/x" });
  });

  // Issue 40, item 2: the library normalises `/.//evil.example` to `//evil.example`, another site.
  it.each(["/.//evil.example", "/./\\evil.example", "/x/..//evil.example/", "/%2e//evil.example"])(
    "sends %s to this site's home, never to another site",
    async (pathname) => {
      const { client } = projectWithSecret(secret);
      const check = await checkPreviewUrl(enable({ "sanity-preview-secret": secret, "sanity-preview-pathname": pathname }), client, {
        limiters: limiters(),
      });
      expect(check.ok).toBe(true);
      const target = check.ok ? check.redirectTo : "";
      expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
      expect(target).toMatch(/^\/(?![/\\])/);
    },
  );

  // Issue 40, item 4: each guess cost a Content Lake query with the read token.
  it("refuses a malformed secret without a query, and limits the guesses of one client (429 with a wait)", async () => {
    const { client, queries } = projectWithSecret(secret);
    const own = limiters(5);
    for (const guess of ["", "a", "x".repeat(500), "<script>", "abc def ghi jkl", "../../etc/passwd"]) {
      const check = await checkPreviewUrl(enable({ "sanity-preview-secret": guess }), client, { limiters: own });
      expect(check, guess).toMatchObject({ ok: false, status: 401 });
    }
    expect(queries).toHaveLength(0);
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const check = await checkPreviewUrl(enable({ "sanity-preview-secret": `guess-number-${guess}` }), client, { limiters: own });
      statuses.push(check.ok ? 200 : check.status);
      if (!check.ok && check.status === 429) expect(check.retryAfter).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(queries.length).toBeLessThanOrEqual(5);
  });

  // Issue 42, item 5: previewing a release showed the drafts.
  it("takes the Studio's perspective (a release's stack), drafts when it names none, and never raw", async () => {
    const { client } = projectWithSecret(secret);
    const inPerspective = async (perspective?: string) => {
      const params: Record<string, string> = { "sanity-preview-secret": secret, "sanity-preview-pathname": "/about" };
      if (perspective !== undefined) params["sanity-preview-perspective"] = perspective;
      const check = await checkPreviewUrl(enable(params), client, { limiters: limiters() });
      return check.ok ? check.perspective : `refused ${check.status}`;
    };
    expect(await inPerspective("rSpring2027,drafts")).toBe("rSpring2027,drafts");
    expect(await inPerspective("published")).toBe("published");
    expect(await inPerspective()).toBe("drafts");
    expect(await inPerspective("raw")).toBe("drafts");
    expect(await inPerspective("drafts;evil")).toBe("drafts");
  });
});

/** What Safari keeps of a cookie set in a third-party iframe: only a partitioned, secure, SameSite=None one. */
function safariKeepsInFrame(setCookie: string): boolean {
  const attributes = setCookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  return attributes.includes("secure") && attributes.includes("samesite=none") && attributes.includes("partitioned");
}

describe("the preview's cookies", () => {
  it("are sent from the Studio's iframe on another site, and kept by Safari there (Partitioned)", () => {
    const cookies = previewCookies({ name: "__prerender_bypass", value: "abc123" }, "rSpring2027,drafts");
    const headers = cookies.map((cookie) => stringifyCookie(cookie));
    expect(headers).toHaveLength(2);
    for (const header of headers) {
      expect(safariKeepsInFrame(header), header).toBe(true);
      expect(header.toLowerCase()).toContain("httponly");
    }
    expect(headers[0]).toMatch(/^__prerender_bypass=abc123;/);
    expect(headers[1]).toMatch(/^sanity-preview-perspective=rSpring2027%2Cdrafts;/);
  });
});
