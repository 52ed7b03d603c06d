import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { PublicationHeader } from "@/components/publication/publication-header";
import { RichText } from "@/components/publication/rich-text";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { eventCalendarPath, eventPath, eventsPath, getEventPage, isPastAt } from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { getNewsletterSettings } from "@/lib/content/newsletter";
import { authorPath } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { formatEventTime } from "@/lib/format-event-time";
import { formatFile } from "@/lib/format-file";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { eventData } from "@/lib/structured-data";
import { eventPlace } from "@/sections/event-listing/event-card";
import { eventsParams, momentParam } from "../../events-route";
import { RegistrationForm } from "./registration-form";

type Props = { params: Promise<{ at: string; slug: string }> };

/** Every event's page at the build's moment; one published later renders on its first request. */
export async function generateStaticParams() {
  const { moment, events } = await eventsParams();
  return events.map((event) => ({ at: String(moment), slug: event.slug }));
}

async function read(params: Props["params"]) {
  const { at, slug } = await params;
  const moment = momentParam(at);
  const [event, events] = await Promise.all([getEventPage(slug), getEventsPage()]);
  if (!event || !events || Number.isNaN(moment)) notFound();
  return { event, labels: events.listing, eventsTitle: events.page.title, past: isPastAt(event, moment) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { event } = await read(params);
  const seo = event.seo ?? { title: event.title, description: event.summary };
  return pageMetadata(seo, eventPath(event.slug), pageImage(event._id, seo));
}

/**
 * /events/<slug>: an event, its time in its own zone (the zone named), where, its speakers and description, its
 * calendar file; a canceled one says so; a past one says so and offers its recording, slides and recap.
 */
export default async function EventPage({ params }: Props) {
  const [{ event, labels, eventsTitle, past }, settings, publication, newsletter] = await Promise.all([
    read(params),
    getSiteSettings(),
    getPublication(),
    getNewsletterSettings(),
  ]);
  const path = eventPath(event.slug);
  const canceled = event.status === "canceled";
  const crumbs = [
    { label: settings.homeLabel, path: "/" },
    { label: eventsTitle, path: eventsPath },
    { label: event.title, path },
  ];
  const state = canceled ? labels.canceledLabel : past ? labels.pastLabel : undefined;
  const venue = event.venue;
  return (
    <PageFrame settings={settings} path={path}>
      <article aria-labelledby="event-title">
        <PublicationHeader
          titleId="event-title"
          title={event.title}
          breadcrumbLabel={publication.breadcrumbLabel}
          crumbs={crumbs}
          kicker={
            <p className="flex flex-wrap gap-2 text-sm">
              <span className="rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong">
                {labels.kindLabels[event.kind]}
              </span>
              {state ? (
                <span data-event-state className="rounded-full border border-border bg-surface px-3 py-1 font-semibold text-ink">
                  {state}
                </span>
              ) : null}
            </p>
          }
        >
          <p className="mt-5 text-xl text-muted lg:mt-4">{event.summary}</p>
          <dl className="mt-6 space-y-2 lg:mt-5">
            <div>
              <dt className="font-semibold">{labels.whenLabel}</dt>
              <dd data-event-time>
                <time dateTime={event.start}>{formatEventTime(event.start, event.end, event.timeZone, settings.locale)}</time>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{labels.whereLabel}</dt>
              <dd>
                {event.online ? labels.onlineLabel : [venue?.name, venue?.street, venue?.city, venue?.region].filter(Boolean).join(", ")}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{labels.speakersLabel}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {event.speakers.map((speaker) => (
                    <li key={speaker._id}>
                      <a href={authorPath(speaker.slug)} className="font-medium text-primary hover:underline">
                        {speaker.name}
                      </a>
                      <span className="text-muted">, {speaker.role}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </PublicationHeader>
        <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:pt-12">
          <aside
            aria-label={state ?? labels.calendarLabel}
            data-event-actions
            className="self-start rounded-card border border-border bg-surface p-6 shadow-card lg:col-start-2 lg:row-start-1"
          >
            {canceled ? (
              <p className="text-lg">{labels.canceledText}</p>
            ) : past ? (
              <>
                <p className="text-lg">{labels.pastText}</p>
                <ul className="mt-4 space-y-3">
                  {event.recordingUrl ? (
                    <li>
                      <ButtonLink href={event.recordingUrl} className="w-full">
                        {labels.recordingLabel}
                      </ButtonLink>
                    </li>
                  ) : null}
                  {event.slides ? (
                    <li>
                      <a href={event.slides.url} download className="font-semibold text-primary hover:underline">
                        {labels.slidesLabel}
                      </a>{" "}
                      <span className="text-sm text-muted">({formatFile(event.slides, settings.locale)})</span>
                    </li>
                  ) : null}
                </ul>
              </>
            ) : (
              <>
                {event.registration === "closed" ? (
                  <p className="mb-4">{labels.registrationClosedText}</p>
                ) : (
                  <RegistrationForm event={event} words={labels.registration} honeypotLabel={newsletter.honeypotLabel} />
                )}
                <ButtonLink href={eventCalendarPath(event.slug)} variant="secondary" className="mt-6 w-full">
                  {labels.calendarLabel}
                </ButtonLink>
              </>
            )}
          </aside>
          <div className="max-w-3xl space-y-12 lg:col-start-1 lg:row-start-1">
            {past && event.recap && !canceled ? (
              <section aria-labelledby="event-recap">
                <h2 id="event-recap" className="text-3xl font-bold tracking-tight">
                  {labels.recapHeading}
                </h2>
                <p className="mt-4 text-lg">{event.recap}</p>
              </section>
            ) : null}
            <section aria-labelledby="event-about">
              <h2 id="event-about" className="text-3xl font-bold tracking-tight">
                {labels.aboutHeading}
              </h2>
              <RichText value={event.body} shift={1} className="mt-5" />
            </section>
          </div>
        </Container>
      </article>
      <JsonLd data={eventData(settings, event, crumbs, eventPlace(event, labels))} />
    </PageFrame>
  );
}
