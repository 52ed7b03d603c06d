import type { Metadata } from "next";
import { AboutStatements } from "@/components/sections/about-statements";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-section";
import { FernApproach } from "@/components/sections/fern-approach";
import { Leadership } from "@/components/sections/leadership";
import { PageHero } from "@/components/sections/page-hero";
import { getAboutPage } from "@/lib/content/about-page";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getAboutPage()).seo, "/about");
}

export default async function AboutPage() {
  const page = await getAboutPage();
  return (
    <>
      <PageHero hero={page.hero} />
      <AboutStatements mission={page.mission} vision={page.vision} />
      <FernApproach approach={page.approach} />
      <FeatureSection
        id="principles-heading"
        heading={page.principles.heading}
        intro={page.principles.intro}
        items={page.principles.items}
      />
      <FeatureSection
        id="reasons-heading"
        heading={page.reasons.heading}
        intro={page.reasons.intro}
        items={page.reasons.items}
        columns={2}
        tone="alt"
      />
      <Leadership leadership={page.leadership} />
      <CallToAction cta={page.closingCta} />
    </>
  );
}
