import { describe, expect, it } from "vitest";
import { fixedTypes, withoutRemovalActions } from "../../../studio/fixed-types";

// The Studio's guard on fixed documents (singletons, legal pages): the actions an editor sees.
const all = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map((action) => ({ action }));

describe("fixed documents in the Studio", () => {
  it("covers the singletons and the legal pages", () => {
    expect([...fixedTypes]).toEqual(expect.arrayContaining(["siteSettings", "homePage", "legalPage"]));
  });

  it("cannot be duplicated, deleted or unpublished", () => {
    expect(withoutRemovalActions(all, "siteSettings").map(({ action }) => action)).toEqual(["publish", "discardChanges", "restore"]);
    expect(withoutRemovalActions(all, "legalPage").map(({ action }) => action)).toEqual(["publish", "discardChanges", "restore"]);
  });

  it("leaves every action on documents editors add (services, posts)", () => {
    expect(withoutRemovalActions(all, "service")).toEqual(all);
  });
});
