import { describe, expect, it } from "vitest";
import { getHomePage } from "./home-page";
import { getServiceCards } from "./service";
import { getSiteSettings } from "./site-settings";

// The bundled dataset parsed by the site's own queries and zod schemas: what `next build` relies on.
describe("the bundled dataset", () => {
  it("has site settings with the layout's links", async () => {
    const settings = await getSiteSettings();
    expect(settings.mainNav.map((link) => link.href)).toEqual(["/", "/about", "/services", "/case-studies", "/global-impact", "/blog"]);
    expect(settings.headerCta.href).toBe("/contact");
    expect(settings.socialLinks).toHaveLength(2);
  });

  it("has the twelve services in order, each with three benefits", async () => {
    const services = await getServiceCards();
    expect(services).toHaveLength(12);
    for (const service of services) expect(service.benefits).toHaveLength(3);
  });

  it("has a home page", async () => {
    const page = await getHomePage();
    expect(page.hero.exploreLabel).toBe("Explore Our Services");
    expect(page.hero.consultCta).toMatchObject({ label: "Schedule a Consultation", href: "/contact" });
  });
});
