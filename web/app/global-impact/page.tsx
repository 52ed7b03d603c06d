import type { Metadata } from "next";
import { ExpansionTimeline } from "@/components/sections/expansion-timeline";
import { FeatureSection } from "@/components/sections/feature-section";
import { InertActionBand } from "@/components/sections/inert-action-band";
import { PageHero } from "@/components/sections/page-hero";
import { StatBand } from "@/components/sections/stat-band";
import { getGlobalImpactPage } from "@/lib/content/global-impact-page";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getGlobalImpactPage()).seo, "/global-impact");
}

export default async function GlobalImpactPage() {
  const page = await getGlobalImpactPage();
  return (
    <>
      <PageHero hero={page.hero} />
      <StatBand id="targets-heading" heading={page.targets.heading} intro={page.targets.intro} stats={page.targets.stats} />
      <ExpansionTimeline id="phases-heading" phases={page.phases} />
      <FeatureSection
        id="impact-areas-heading"
        heading={page.impactAreas.heading}
        intro={page.impactAreas.intro}
        items={page.impactAreas.items}
        columns={4}
        tone="alt"
      />
      <FeatureSection
        id="partnership-heading"
        heading={page.partnership.heading}
        intro={page.partnership.intro}
        items={page.partnership.points}
        columns={2}
      />
      <InertActionBand id="closing-heading" heading={page.closing.heading} text={page.closing.text} buttons={page.closing.buttons} />
    </>
  );
}
