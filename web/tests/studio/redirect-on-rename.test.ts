import { describe, expect, it } from "vitest";
import { addressGivenUp } from "../../../studio/redirect-on-rename";

// The Studio keeps an old address working when a publish renames a document: which address is given up.
describe("a publish that changes a document's address", () => {
  it("gives up the published address, at the type's place in the site", () => {
    const renamed = (type: string) => addressGivenUp(type, { slug: { current: "old" } }, { slug: { current: "new" } });
    expect(renamed("post")).toBe("/blog/old");
    expect(renamed("service")).toBe("/services/old");
    expect(renamed("caseStudy")).toBe("/case-studies/old");
    expect(renamed("author")).toBe("/blog/author/old");
    expect(renamed("category")).toBe("/blog/category/old");
    expect(renamed("page")).toBe("/old");
  });

  it("gives up nothing on a first publish, an unchanged address or a type without one", () => {
    expect(addressGivenUp("post", null, { slug: { current: "new" } })).toBeNull();
    expect(addressGivenUp("post", { slug: { current: "same" } }, { slug: { current: "same" } })).toBeNull();
    expect(addressGivenUp("post", { slug: { current: "old" } }, null)).toBeNull();
    expect(addressGivenUp("siteSettings", { slug: { current: "old" } }, { slug: { current: "new" } })).toBeNull();
  });
});
