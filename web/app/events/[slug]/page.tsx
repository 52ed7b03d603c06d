import type { Metadata } from "next";
import { itemCrumbs, readAtMoment, sideCardClasses, textColumnClasses, WithSideCard } from "@/components/layout/item-page";
import { PageFrame } from "@/components/layout/page-frame";
import { PublicationHeader } from "@/components/publication/publication-header";
import { RichText } from "@/components/publication/rich-text";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import {
  type EventPage as EventData,
  eventCalendarPath,
  eventPath,
  eventsPath,
  getEventCards,
  getEventPage,
  isPastAt,
} from "@/lib/content/events";
import { getEventsPage } from "@/lib/content/events-page";
import { getNewsletterSettings } from "@/lib/content/newsletter";
import { authorPath } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { formatEventTime } from "@/lib/format-event-time";
import { formatFile } from "@/lib/format-file";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { eventData } from "@/lib/structured-data";
import { CanceledNotice } from "@/sections/event-listing/canceled-notice";
import { eventPlace } from "@/sections/event-listing/event-card";
import { eventEnds } from "../events-route";
import { RegistrationForm } from "./registration-form";

type Props = { params: Promise<{ slug: string }> };

/** Every event's page; one published later renders on its first request. */
export async function generateStaticParams() {
  return (await getEventCards()).map((event) => ({ slug: event.slug }));
}

const read = async (params: Props["params"]) => {
  const { item: event, list: events, moment } = await readAtMoment(params, getEventPage, getEventsPage, eventEnds);
  return { event, labels: events.listing, eventsTitle: events.page.title, past: isPastAt(event, moment) };
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { event } = await read(params);
  const seo = event.seo ?? { title: event.title, description: event.summary };
  return pageMetadata(seo, eventPath(event.slug), pageImage(event._id, seo));
}

type Labels = Awaited<ReturnType<typeof read>>["labels"];
type Shown = { event: EventData; labels: Labels; past: boolean; locale: string };

/** /events/<slug>: an event and its calendar file; a canceled one says so; a past one offers its recording, slides and recap. */
export default async function EventPage({ params }: Props) {
  const [{ event, labels, eventsTitle, past }, settings, publication, newsletter] = await Promise.all([
    read(params),
    getSiteSettings(),
    getPublication(),
    getNewsletterSettings(),
  ]);
  const path = eventPath(event.slug);
  const crumbs = itemCrumbs(settings, { label: eventsTitle, path: eventsPath }, { label: event.title, path });
  const shown = { event, labels, past, locale: settings.locale };
  return (
    <PageFrame settings={settings} path={path}>
      <article aria-labelledby="event-title">
        <PublicationHeader
          titleId="event-title"
          title={event.title}
          breadcrumbLabel={publication.breadcrumbLabel}
          crumbs={crumbs}
          kicker={<EventKicker {...shown} />}
        >
          <p className="mt-5 text-xl text-muted lg:mt-4">{event.summary}</p>
          <EventFacts {...shown} />
        </PublicationHeader>
        <WithSideCard card={<EventActions {...shown} honeypotLabel={newsletter.honeypotLabel} />}>
          <EventText {...shown} />
        </WithSideCard>
      </article>
      <JsonLd data={eventData(settings, event, crumbs, eventPlace(event, labels))} />
    </PageFrame>
  );
}

/** Canceled or past, in words (nothing for an upcoming event). */
const stateLabel = ({ event, labels, past }: Shown) =>
  event.status === "canceled" ? labels.canceledLabel : past ? labels.pastLabel : undefined;

/** Over the title: the kind of event, and whether it was canceled or took place. */
function EventKicker(shown: Shown) {
  const state = stateLabel(shown);
  return (
    <p className="flex flex-wrap gap-2 text-sm">
      <span className="rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong">
        {shown.labels.kindLabels[shown.event.kind]}
      </span>
      {state ? (
        <span data-event-state className="rounded-full border border-border bg-surface px-3 py-1 font-semibold text-ink">
          {state}
        </span>
      ) : null}
    </p>
  );
}

/** When (in the event's own zone), where, and who speaks. */
function EventFacts({ event, labels, locale }: Shown) {
  const venue = event.venue;
  return (
    <dl className="mt-6 space-y-2 lg:mt-5">
      <div>
        <dt className="font-semibold">{labels.whenLabel}</dt>
        <dd data-event-time>
          <time dateTime={event.start}>{formatEventTime(event.start, event.end, event.timeZone, locale)}</time>
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{labels.whereLabel}</dt>
        <dd>{event.online ? labels.onlineLabel : [venue?.name, venue?.street, venue?.city, venue?.region].filter(Boolean).join(", ")}</dd>
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
  );
}

/** The card beside the text: a canceled event's notice, a past one's recording and slides, or registration and calendar file. */
function EventActions(shown: Shown & { honeypotLabel: string }) {
  const { event, labels } = shown;
  const state = stateLabel(shown);
  return (
    <aside aria-label={state ?? labels.calendarLabel} data-event-actions className={sideCardClasses}>
      {event.status === "canceled" ? (
        <CanceledNotice labels={labels} />
      ) : shown.past ? (
        <PastEventLinks {...shown} />
      ) : (
        <>
          {event.registration === "closed" ? (
            <p className="mb-4">{labels.registrationClosedText}</p>
          ) : (
            <RegistrationForm event={event} words={labels.registration} honeypotLabel={shown.honeypotLabel} />
          )}
          <ButtonLink href={eventCalendarPath(event.slug)} variant="secondary" className="mt-6 w-full">
            {labels.calendarLabel}
          </ButtonLink>
        </>
      )}
    </aside>
  );
}

function PastEventLinks({ event, labels, locale }: Shown) {
  return (
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
            <span className="text-sm text-muted">({formatFile(event.slides, locale)})</span>
          </li>
        ) : null}
      </ul>
    </>
  );
}

/** The recap of a past event (not a canceled one), and the event's description. */
function EventText({ event, labels, past }: Shown) {
  return (
    <div className={`${textColumnClasses} space-y-12`}>
      {past && event.recap && event.status !== "canceled" ? (
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
  );
}
