import type { Metadata } from "next";
import { CallToAction } from "@/components/sections/call-to-action";
import { CaseStudyGrid } from "@/components/sections/case-study-grid";
import { PageHero } from "@/components/sections/page-hero";
import { StatBand } from "@/components/sections/stat-band";
import { getCaseStudies, getCaseStudiesPage } from "@/lib/content/case-study";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getCaseStudiesPage()).seo, "/case-studies");
}

export default async function CaseStudiesPage() {
  const [page, studies] = await Promise.all([getCaseStudiesPage(), getCaseStudies()]);
  return (
    <>
      <PageHero hero={page.hero} />
      <CaseStudyGrid studies={studies} labels={page.cardLabels} />
      <StatBand id="impact-heading" heading={page.impact.heading} intro={page.impact.intro} stats={page.impact.stats} />
      <CallToAction cta={page.closingCta} />
    </>
  );
}
