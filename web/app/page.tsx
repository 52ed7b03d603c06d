import type { Metadata } from "next";
import { CallToAction } from "@/components/sections/call-to-action";
import { HomeHero } from "@/components/sections/home-hero";
import { Infrastructure } from "@/components/sections/infrastructure";
import { ServiceGrid } from "@/components/sections/service-grid";
import { getHomePage } from "@/lib/content/home-page";
import { getServiceCards } from "@/lib/content/service";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { ...pageMetadata(page.seo, "/"), title: { absolute: page.seo.title } };
}

export default async function HomePage() {
  const [page, services] = await Promise.all([getHomePage(), getServiceCards()]);
  return (
    <>
      <HomeHero hero={page.hero} servicesAnchor="services" />
      <ServiceGrid
        id="services"
        heading={page.services.heading}
        intro={page.services.intro}
        learnMoreLabel={page.services.learnMoreLabel}
        services={services}
      />
      <Infrastructure section={page.infrastructure} />
      <CallToAction cta={page.closingCta} />
    </>
  );
}
