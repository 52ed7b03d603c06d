import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { Insights } from "@/components/publication/post-cards";
import { UpcomingEvents } from "@/components/publication/upcoming-events";
import { JsonLd } from "@/components/seo/json-ld";
import { accentClasses } from "@/components/ui/accent";
import { getUpcomingEvents } from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { getPostsAbout } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getServiceSlugs, servicePath } from "@/lib/content/service";
import { getServicePage } from "@/lib/content/service-page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";
import { serviceStructuredData } from "@/lib/structured-data";
import { PageSections } from "@/sections/render";

type Props = { params: Promise<{ slug: string }> };

/** One page per service, built ahead; one published later renders on its first request (ISR). */
export async function generateStaticParams() {
  const slugs = await getServiceSlugs();
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await getServicePage(slug);
  if (!page) notFound();
  return pageMetadata(page.seo, servicePath(page.slug));
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const [page, settings, publication] = await Promise.all([getServicePage(slug), getSiteSettings(), getPublication()]);
  if (!page) notFound();
  const [posts, events, eventsPage] = await Promise.all([getPostsAbout([page._id]), getUpcomingEvents(3, page._id), getEventsPage()]);
  const frame = { settings, accent: accentClasses[page.color], service: { title: page.title, color: page.color, icon: page.icon } };
  // The service's upcoming events, then the articles on it, go between its sections and its closing band (its last section).
  return (
    <PageFrame settings={settings} path={servicePath(page.slug)}>
      <PageSections sections={page.sections.slice(0, -1)} {...frame} />
      {eventsPage ? (
        <UpcomingEvents
          id="service-events"
          heading={eventsPage.listing.serviceEventsHeading}
          linkLabel={eventsPage.listing.allEventsLabel}
          events={events}
          labels={eventsPage.listing}
          locale={settings.locale}
          className="border-t border-border"
        />
      ) : null}
      <Insights
        heading={publication.serviceInsightsHeading}
        linkLabel={publication.allInsightsLabel}
        posts={posts}
        labels={publication}
        locale={settings.locale}
      />
      <PageSections sections={page.sections.slice(-1)} {...frame} />
      <JsonLd data={serviceStructuredData(settings, page)} />
    </PageFrame>
  );
}
