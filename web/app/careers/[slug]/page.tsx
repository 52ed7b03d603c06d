import type { Metadata } from "next";
import { itemCrumbs, readAtMoment, sideCardClasses, textColumnClasses, WithSideCard } from "@/components/layout/item-page";
import { PageFrame } from "@/components/layout/page-frame";
import { PublicationHeader } from "@/components/publication/publication-header";
import { RichText } from "@/components/publication/rich-text";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import { careersPath, getOpeningPage, isOpenAt, jobOpeningPath, type OpeningPage as OpeningData } from "@/lib/content/careers";
import { getCareers } from "@/lib/content/careers-page";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { jobPostingData } from "@/lib/structured-data";
import type { SectionOf } from "@/sections";
import { OpeningFacts } from "@/sections/job-openings/opening-facts";
import { PageSections } from "@/sections/render";
import { careersParams, closings } from "../careers-route";

type Props = { params: Promise<{ slug: string }> };

/** Every opening's page, open or closed; one published later renders on first request. */
export async function generateStaticParams() {
  const { openings } = await careersParams();
  return openings.map((opening) => ({ slug: opening.slug }));
}

const read = async (params: Props["params"]) => {
  const { item: opening, list: careers, moment } = await readAtMoment(params, getOpeningPage, getCareers, closings);
  return { opening, careers, open: isOpenAt(opening, moment) };
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { opening, open } = await read(params);
  const seo = opening.seo ?? { title: opening.title, description: opening.summary };
  const metadata = pageMetadata(seo, jobOpeningPath(opening.slug), pageImage(opening._id, seo));
  // A closed role stays readable for the visitor who follows an old link, but search engines are told to drop it.
  return open ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

type Shown = { opening: OpeningData; labels: SectionOf<"jobOpenings"> };

/**
 * /careers/<slug>: a role, how to apply (the site takes no CV), and the benefits and hiring process every opening
 * shares (the careers page's Feature list and Process steps). Past its closing date it says the role is closed.
 */
export default async function OpeningPage({ params }: Props) {
  const [{ opening, careers, open }, settings, publication] = await Promise.all([read(params), getSiteSettings(), getPublication()]);
  const labels = careers.openings;
  const path = jobOpeningPath(opening.slug);
  const crumbs = itemCrumbs(settings, { label: careers.page.title, path: careersPath }, { label: opening.title, path });
  const shared = careers.page.sections.filter((section) => section._type === "featureList" || section._type === "processSteps");
  return (
    <PageFrame settings={settings} path={path}>
      <article aria-labelledby="opening-title">
        <PublicationHeader
          titleId="opening-title"
          title={opening.title}
          breadcrumbLabel={publication.breadcrumbLabel}
          crumbs={crumbs}
          kicker={
            <p className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-strong">
              {opening.practice.title}
            </p>
          }
        >
          <p className="mt-5 text-xl text-muted lg:mt-4">{opening.summary}</p>
          <OpeningFacts opening={opening} labels={labels} locale={settings.locale} className="mt-6 space-y-1 lg:mt-5" />
        </PublicationHeader>
        {open ? (
          <WithSideCard card={<HowToApply opening={opening} labels={labels} />}>
            <RichText value={opening.body} className={textColumnClasses} />
          </WithSideCard>
        ) : (
          <ClosedNotice labels={labels} />
        )}
      </article>
      {open ? <PageSections sections={shared} settings={settings} /> : null}
      {open ? <JsonLd data={jobPostingData(settings, opening, crumbs)} /> : null}
    </PageFrame>
  );
}

/** How to apply: the route the opening names (a form elsewhere, or an email titled with the role). */
function HowToApply({ opening, labels }: Shown) {
  const href =
    opening.apply.method === "url" ? opening.apply.url : `mailto:${opening.apply.email}?subject=${encodeURIComponent(opening.title)}`;
  return (
    <section aria-labelledby="apply" data-apply className={cn(sideCardClasses, "lg:sticky lg:top-24")}>
      <h2 id="apply" className="text-xl font-bold">
        {labels.applyHeading}
      </h2>
      <p className="mt-3 text-muted">{labels.noCvNote}</p>
      <ButtonLink href={href} className="mt-5 w-full">
        {labels.applyLabel}
      </ButtonLink>
    </section>
  );
}

/** A closed role: said so, with the way to the current openings. */
function ClosedNotice({ labels }: Pick<Shown, "labels">) {
  return (
    <Container className="py-12 sm:py-16">
      <section aria-labelledby="closed" data-closed className="max-w-3xl rounded-card border border-border bg-surface p-6 shadow-card">
        <h2 id="closed" className="text-2xl font-bold">
          {labels.closedHeading}
        </h2>
        <p className="mt-3 text-lg text-muted">{labels.closedText}</p>
        <ButtonLink href={careersPath} className="mt-5">
          {labels.openingsLinkLabel}
        </ButtonLink>
      </section>
    </Container>
  );
}
