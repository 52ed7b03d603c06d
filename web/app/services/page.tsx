import type { Metadata } from "next";
import { CallToAction } from "@/components/sections/call-to-action";
import { PageHero } from "@/components/sections/page-hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { ServiceGrid } from "@/components/sections/service-grid";
import { getServiceCards } from "@/lib/content/service";
import { getServicesPage } from "@/lib/content/services-page";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getServicesPage()).seo, "/services");
}

export default async function ServicesPage() {
  const [page, services] = await Promise.all([getServicesPage(), getServiceCards()]);
  return (
    <>
      <PageHero hero={page.hero} />
      <ServiceGrid
        id="services"
        heading={page.services.heading}
        intro={page.services.intro}
        learnMoreLabel={page.services.learnMoreLabel}
        services={services}
      />
      <ProcessSteps id="process-heading" process={page.process} />
      <CallToAction cta={page.closingCta} />
    </>
  );
}
