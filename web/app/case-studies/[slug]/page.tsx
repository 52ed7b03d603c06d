import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { Closing } from "@/components/publication/closing";
import { Insights } from "@/components/publication/post-cards";
import { PublicationHeader } from "@/components/publication/publication-header";
import { RelatedServices } from "@/components/publication/related-services";
import { RichText } from "@/components/publication/rich-text";
import { JsonLd } from "@/components/seo/json-ld";
import { accentClasses } from "@/components/ui/accent";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import {
  type CaseStudyPage as CaseStudyPageData,
  caseStudiesPath,
  caseStudyPath,
  caseStudySeo,
  getCaseStudyPage,
  getCaseStudySlugs,
} from "@/lib/content/case-study";
import { getPostsOn } from "@/lib/content/post";
import { getPublication, type Publication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { caseStudyData, crumbsUnder } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

/** One page per case study, built ahead of time; one published later renders on first request (ISR). */
export async function generateStaticParams() {
  return (await getCaseStudySlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await getCaseStudyPage((await params).slug);
  if (!study) notFound();
  const seo = caseStudySeo(study);
  const metadata = pageMetadata(seo, caseStudyPath(study.slug), pageImage(study._id, seo));
  return { ...metadata, openGraph: { ...metadata.openGraph, type: "article" } };
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params;
  const [study, settings, publication] = await Promise.all([getCaseStudyPage(slug), getSiteSettings(), getPublication()]);
  if (!study) notFound();
  const posts = await getPostsOn(study.topics, study.relatedServices?.[0]?._id ?? null);
  const path = caseStudyPath(study.slug);
  const accent = accentClasses[study.color];
  const crumbs = crumbsUnder(settings, caseStudiesPath, { label: study.title, path });
  return (
    <PageFrame settings={settings} path={path}>
      <article aria-labelledby="case-study-title">
        <PublicationHeader
          titleId="case-study-title"
          title={study.title}
          breadcrumbLabel={publication.breadcrumbLabel}
          crumbs={crumbs}
          image={study.image}
          bar={accent.bar}
          kicker={
            <p className={cn("inline-block rounded-full px-3 py-1 text-sm font-semibold", accent.soft, accent.text)}>{study.category}</p>
          }
        >
          <dl className="mt-6 lg:mt-5">
            <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{publication.clientLabel}</dt>
            <dd className="mt-1 text-lg font-medium">{study.client}</dd>
          </dl>
        </PublicationHeader>
        <Container className="grid gap-12 py-12 sm:py-16 lg:pt-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* The results first (on a phone the story runs to thousands of pixels); beside the story on a wide screen. */}
          <CaseStudyResults study={study} publication={publication} />
          <CaseStudyStory study={study} publication={publication} />
        </Container>
      </article>
      <RelatedServices id="related-services" heading={publication.relatedServicesHeading} services={study.relatedServices ?? []} />
      <Insights
        heading={publication.caseStudyInsightsHeading}
        linkLabel={publication.allInsightsLabel}
        posts={posts}
        labels={publication}
        locale={settings.locale}
      />
      <Closing closing={publication.caseStudyClosing} settings={settings} />
      <JsonLd data={caseStudyData(settings, study, crumbs)} />
    </PageFrame>
  );
}

type Shown = { study: CaseStudyPageData; publication: Publication };

function CaseStudyResults({ study, publication }: Shown) {
  const accent = accentClasses[study.color];
  return (
    <section
      aria-labelledby="results"
      className="self-start rounded-card border border-border bg-surface p-6 shadow-card lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
    >
      <h2 id="results" className="text-xl font-bold">
        {publication.resultsHeading}
      </h2>
      <ul className="mt-4 space-y-3">
        {study.results.map((result) => (
          <li key={result} className="flex gap-2">
            <Icon name="check" className={cn("mt-0.5 size-5 shrink-0", accent.text)} />
            {result}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The challenge (opening with the card's two lines on it), the approach and the solution, each under its heading. */
function CaseStudyStory({ study, publication }: Shown) {
  const parts = [
    { id: "challenge", heading: publication.challengeHeading, lead: study.challenge, text: study.story.challenge },
    { id: "approach", heading: publication.approachHeading, text: study.story.approach },
    { id: "solution", heading: publication.solutionHeading, text: study.story.solution },
  ];
  return (
    <div className="max-w-3xl space-y-14 lg:col-start-1 lg:row-start-1">
      {parts.map((part) => (
        <section key={part.id} aria-labelledby={`story-${part.id}`}>
          <h2 id={`story-${part.id}`} className="text-3xl font-bold tracking-tight">
            {part.heading}
          </h2>
          {"lead" in part ? <p className="mt-5 text-xl leading-relaxed font-medium">{part.lead}</p> : null}
          <RichText value={part.text} shift={1} className="mt-5" />
        </section>
      ))}
    </div>
  );
}
