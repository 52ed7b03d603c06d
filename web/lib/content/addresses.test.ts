import { contactServiceValues } from "@site/schemas/contact-fields";
import { newsletterResultPaths } from "@site/schemas/newsletter-fields";
import { checkPageSlug } from "@site/schemas/page-path";
import { describe, expect, it } from "vitest";
import { contentPagePrefix, resolveAddress } from "./addresses";

// What the proxy does with an address, over the bundled dataset: page documents are rewritten to the
// route that renders them, unknown content addresses are the static 404, every other route is left alone.
describe("content addresses", () => {
  it("rewrites a page document's address, nested or not, to the route that renders it", async () => {
    await expect(resolveAddress("/about")).resolves.toEqual({ kind: "rewrite", path: `${contentPagePrefix}/about` });
    await expect(resolveAddress("/about/")).resolves.toEqual({ kind: "rewrite", path: `${contentPagePrefix}/about` });
    await expect(resolveAddress(`${contentPagePrefix}/about`)).resolves.toEqual({ kind: "as-is" });
  });

  it("answers the static 404 for a service or internal page no document has", async () => {
    await expect(resolveAddress("/services/no-such-service")).resolves.toEqual({ kind: "not-found" });
    await expect(resolveAddress(`${contentPagePrefix}/no-such-page`)).resolves.toEqual({ kind: "not-found" });
    await expect(resolveAddress("/services/telemedicine")).resolves.toEqual({ kind: "as-is" });
  });

  it("lets the contact form open with any of its service values selected, and no other", async () => {
    for (const value of contactServiceValues) {
      await expect(resolveAddress(`/contact/${value}`)).resolves.toEqual({ kind: "as-is" });
    }
    await expect(resolveAddress("/contact/no-such-service")).resolves.toEqual({ kind: "not-found" });
  });

  it("leaves the home page, routes of their own and unknown addresses to Next's routing", async () => {
    for (const path of ["/", "/contact", "/contact/thank-you", "/contact/telemedicine/more", "/no-such-page", "/a/b/c"]) {
      await expect(resolveAddress(path)).resolves.toEqual({ kind: "as-is" });
    }
  });

  it("serves the newsletter's three result pages, answers any other address under /newsletter with the 404, and keeps the segment from pages", async () => {
    for (const path of Object.values(newsletterResultPaths)) await expect(resolveAddress(path)).resolves.toEqual({ kind: "as-is" });
    for (const path of ["/newsletter", "/newsletter/", "/newsletter/confirm", "/newsletter/confirmed/more"]) {
      await expect(resolveAddress(path)).resolves.toEqual({ kind: "not-found" });
    }
    expect(checkPageSlug("newsletter/archive")).toMatch(/belong to the site itself/);
  });
});
