import { fixedPageIds } from "@site/schemas/page-path";
import { describe, expect, it } from "vitest";
import { withoutRemovalActions } from "../../../studio/fixed-types";

// The Studio's guard on fixed documents (singletons; the home, contact and legal pages): the actions an editor sees.
const all = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map((action) => ({ action }));
const kept = ["publish", "discardChanges", "restore"];

describe("fixed documents in the Studio", () => {
  it("singletons and the fixed pages, published or draft, cannot be duplicated, deleted or unpublished", () => {
    for (const id of ["siteSettings", "contactPage", "newsletterSettings", ...fixedPageIds, `drafts.${fixedPageIds[0]}`]) {
      expect(withoutRemovalActions(all, id).map(({ action }) => action)).toEqual(kept);
    }
  });

  it("leaves every action on documents editors add (a new page, a service, a post)", () => {
    for (const id of ["page-rural-clinics", "page-about", "service-telemedicine", "post-denial-management"]) {
      expect(withoutRemovalActions(all, id)).toEqual(all);
    }
  });
});
