import type { SanityClientLike } from "@sanity/preview-url-secret";
import { describe, expect, it } from "vitest";
import { checkPreviewUrl } from "./check-preview-url";

/** A stand-in for a Sanity client with a read token, holding the secret the Studio stored. */
function projectWithSecret(secret: string): SanityClientLike {
  const client: SanityClientLike = {
    config: () => ({ token: "read-token" }),
    withConfig: () => client,
    fetch: async <R>(_query: string, params: unknown) =>
      ({
        private:
          (params as { secret: string }).secret === secret
            ? { _id: "sanity-preview-url-secret.x", _updatedAt: new Date().toISOString(), secret, studioUrl: "http://localhost:3333" }
            : null,
        public: null,
      }) as R,
  };
  return client;
}

const base = "http://localhost:3000/api/draft-mode/enable";

describe("checkPreviewUrl", () => {
  it("refuses with 401 when no project is configured", async () => {
    await expect(checkPreviewUrl(`${base}?sanity-preview-secret=abc`, undefined)).resolves.toMatchObject({ ok: false, status: 401 });
  });

  it("refuses a missing or wrong secret with 401", async () => {
    const client = projectWithSecret("s3cret");
    await expect(checkPreviewUrl(base, client)).resolves.toMatchObject({ ok: false, status: 401 });
    await expect(checkPreviewUrl(`${base}?sanity-preview-secret=guess`, client)).resolves.toMatchObject({ ok: false, status: 401 });
  });

  it("accepts the Studio's secret and keeps the redirect on this site", async () => {
    const client = projectWithSecret("s3cret");
    await expect(
      checkPreviewUrl(
        `${base}?sanity-preview-secret=s3cret&sanity-preview-pathname=${encodeURIComponent("/services/telemedicine")}`,
        client,
      ),
    ).resolves.toEqual({ ok: true, redirectTo: "/services/telemedicine" });
    const offsite = await checkPreviewUrl(
      `${base}?sanity-preview-secret=s3cret&sanity-preview-pathname=${encodeURIComponent("https://evil.example/x")}`,
      client,
    );
    expect(offsite).toEqual({ ok: true, redirectTo: "/x" });
  });
});
