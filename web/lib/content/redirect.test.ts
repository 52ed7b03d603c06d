import { readFileSync, writeFileSync } from "node:fs";
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
  // Pages whose slugs were written through the API past the Studio's checks (issue 23, item 7).
  { _id: "page-evil-slash", _type: "page", title: "Elsewhere", slug: { _type: "slug", current: "/evil.example" } },
  { _id: "page-evil-backslash", _type: "page", title: "Elsewhere", slug: { _type: "slug", current: "\\evil.example" } },
  { _id: "redirect-evil-slash", _type: "redirect", from: "/go-slash", to: { _type: "reference", _ref: "page-evil-slash" } },
  { _id: "redirect-evil-backslash", _type: "redirect", from: "/go-backslash", to: { _type: "reference", _ref: "page-evil-backslash" } },
  // Issue 32, item 2: dot segments, plain or percent-encoded, that a URL parser folds into `//evil.example`.
  { _id: "page-evil-dots", _type: "page", title: "Elsewhere", slug: { _type: "slug", current: "../..//evil.example" } },
  { _id: "category-evil-dots", _type: "category", title: "Elsewhere", slug: { _type: "slug", current: "../../..//evil.example/x" } },
  { _id: "author-evil-dots", _type: "author", name: "Elsewhere", slug: { _type: "slug", current: "%2e%2e/%2e%2e/%2e%2e//evil.example" } },
  { _id: "redirect-evil-dots", _type: "redirect", from: "/go-dots", to: { _type: "reference", _ref: "page-evil-dots" } },
  { _id: "redirect-evil-category", _type: "redirect", from: "/go-category", to: { _type: "reference", _ref: "category-evil-dots" } },
  { _id: "redirect-evil-author", _type: "redirect", from: "/go-author", to: { _type: "reference", _ref: "author-evil-dots" } },
];

let resolveAddress: typeof import("./addresses").resolveAddress;
let dataset: string;

beforeAll(async () => {
  dataset = datasetWith(redirects);
  vi.stubEnv("SITE_TEST_DATASET_FILE", dataset);
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

  // The addresses are made once per content: a publish (here, the file written again) changes them at its next read.
  it("follow a publish: a redirect whose address a new page takes leads nowhere any more", async () => {
    await expect(resolveAddress("/who-we-are")).resolves.toEqual({ kind: "redirect", path: "/about" });
    const page = { _id: "page-who-we-are", _type: "page", title: "Who we are", slug: { _type: "slug", current: "who-we-are" } };
    writeFileSync(dataset, `${readFileSync(dataset, "utf8")}${JSON.stringify(page)}\n`);
    await expect(resolveAddress("/who-we-are")).resolves.toEqual({ kind: "rewrite", path: "/content-page/who-we-are" });
  });

  // Issue 23, item 7: `Location: //evil.example` (or `/\\evil.example`) is another site's address to a browser.
  it("never lead to another site, whatever a referenced slug holds", async () => {
    for (const from of ["/go-slash", "/go-backslash", "/go-dots", "/go-category", "/go-author"]) {
      const resolution = await resolveAddress(from);
      expect(resolution.kind, from).not.toBe("redirect");
    }
  });
});

// Issue 23, item 3: `decodeURI` threw on these (a 500 without headers and a stack in the log per request).
describe("malformed percent-encoding", () => {
  it.each(["/%ff", "/%", "/blog/%ff", "/search%ff", "/%E0%A4%A"])("%s is an address no content has: the 404", async (path) => {
    await expect(resolveAddress(path)).resolves.toEqual({ kind: "not-found" });
  });
});
