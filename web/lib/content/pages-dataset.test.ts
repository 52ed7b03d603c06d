import { existsSync } from "node:fs";
import { join } from "node:path";
import { illustrationKeys } from "@site/schemas/illustrations";
import { describe, expect, it } from "vitest";
import { getAboutPage } from "./about-page";
import { getBlogPage } from "./blog-page";
import { getCaseStudies, getCaseStudiesPage } from "./case-study";
import { getGlobalImpactPage } from "./global-impact-page";
import { getLegalPage } from "./legal-page";
import { getPosts, illustrationPath } from "./post";
import { getServicesPage } from "./services-page";

// The inner pages' documents in the bundled dataset, read by the site's own queries and zod schemas.
describe("the bundled dataset's pages", () => {
  it("has the about page with three principles, four reasons and Get Started to /contact", async () => {
    const page = await getAboutPage();
    expect(page.principles.items).toHaveLength(3);
    expect(page.reasons.items).toHaveLength(4);
    expect(page.closingCta.links[0]).toMatchObject({ label: "Get Started", href: "/contact" });
  });

  it("has the services page's four-step process", async () => {
    const page = await getServicesPage();
    expect(page.process.steps.map((step) => step.title)).toEqual(["Assess", "Strategy", "Implement", "Optimize"]);
    expect(page.closingCta.links[0]?.href).toBe("/contact");
  });

  it("has six case studies with four results each, and the impact figures", async () => {
    const studies = await getCaseStudies();
    expect(studies).toHaveLength(6);
    for (const study of studies) expect(study.results).toHaveLength(4);
    const page = await getCaseStudiesPage();
    expect(page.cardLabels.readMore).toBe("Read full case study");
    expect(page.impact.stats.map((stat) => stat.value)).toEqual(["150+", "$50M+", "30%", "98%"]);
  });

  it("has the 2030 targets and three phases from 2025 to 2030+", async () => {
    const page = await getGlobalImpactPage();
    expect(page.targets.stats.map((stat) => stat.value)).toEqual(["20+", "5M+", "250+", "$500M+"]);
    expect(page.phases.items[0]?.years).toMatch(/^2025/);
    expect(page.phases.items.at(-1)?.years).toBe("2030+");
    expect(page.closing.buttons).toHaveLength(2);
  });

  it("has six posts, each in one of the blog's categories and with an illustration file", async () => {
    const [page, posts] = await Promise.all([getBlogPage(), getPosts()]);
    expect(page.categories).toEqual(["All", "Technology", "Regulatory", "Workforce", "Revenue Cycle", "Telemedicine", "Population Health"]);
    expect(page.pagination.pageCount).toBe(3);
    expect(posts).toHaveLength(6);
    for (const post of posts) expect(page.categories.slice(1)).toContain(post.category);
    for (const key of illustrationKeys) expect(existsSync(join(process.cwd(), "public", illustrationPath(key)))).toBe(true);
  });

  it("has the legal pages: privacy (March 2024, age 18) and terms (March 2024, 13 sections, [State])", async () => {
    const privacy = await getLegalPage("privacy-policy");
    const terms = await getLegalPage("terms-of-service");
    expect(privacy?.date).toMatch(/^2024-03-/);
    expect(terms?.date).toMatch(/^2024-03-/);
    const text = (page: typeof terms) => JSON.stringify(page?.body ?? []);
    expect(text(privacy)).toContain("under the age of 18");
    expect(terms?.body.filter((block) => block.style === "h2")).toHaveLength(13);
    expect(text(terms)).toContain("[State]");
    await expect(getLegalPage("no-such-page")).resolves.toBeNull();
  });
});
