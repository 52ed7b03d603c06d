import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { datasetWith } from "@/tests/dataset-with";

// Old addresses kept working: a redirect document sends an address no content has to the current address
// of the document it references; it never shadows an address that content has.

const redirects = [
  { _id: "redirect-old-post", _type: "redirect", from: "/blog/old-title", to: { _type: "reference", _ref: "post-denial-management" } },
  { _id: "redirect-old-service", _type: "redirect", from: "/services/old-name", to: { _type: "reference", _ref: "service-telemedicine" } },
  { _id: "redirect-old-page", _type: "redirect", from: "/who-we-are", to: { _type: "reference", _ref: "page-about" } },
  { _id: "redirect-home", _type: "redirect", from: "/index", to: { _type: "reference", _ref: "page-home" } },
  // An address that content has is never shadowed by a redirect.
  { _id: "redirect-shadow", _type: "redirect", from: "/about", to: { _type: "reference", _ref: "page-home" } },
];

let resolveAddress: typeof import("./addresses").resolveAddress;

beforeAll(async () => {
  vi.stubEnv("CONTENT_DATASET_FILE", datasetWith(redirects));
  vi.resetModules();
  ({ resolveAddress } = await import("./addresses"));
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("redirect documents", () => {
  it("send an old address to the current address of the document they reference", async () => {
    await expect(resolveAddress("/blog/old-title")).resolves.toEqual({ kind: "redirect", path: "/blog/denial-management" });
    await expect(resolveAddress("/services/old-name")).resolves.toEqual({ kind: "redirect", path: "/services/telemedicine" });
    await expect(resolveAddress("/who-we-are")).resolves.toEqual({ kind: "redirect", path: "/about" });
    await expect(resolveAddress("/who-we-are/")).resolves.toEqual({ kind: "redirect", path: "/about" });
    await expect(resolveAddress("/index")).resolves.toEqual({ kind: "redirect", path: "/" });
  });

  it("never shadow an address content has, and leave unknown addresses to the 404", async () => {
    await expect(resolveAddress("/about")).resolves.toEqual({ kind: "rewrite", path: "/content-page/about" });
    await expect(resolveAddress("/blog/no-such-post")).resolves.toEqual({ kind: "not-found" });
    await expect(resolveAddress("/no-such-page")).resolves.toEqual({ kind: "as-is" });
  });
});
