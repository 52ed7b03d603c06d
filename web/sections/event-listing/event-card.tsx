import { type EventCard as EventCardData, eventPath } from "@/lib/content/events";
import { formatEventStart } from "@/lib/format-event-time";
import type { SectionData } from "../define";
import type { query } from "./query";

export type EventLabels = Pick<
  SectionData<typeof query>,
  "kindLabels" | "onlineLabel" | "canceledLabel" | "pastLabel" | "recordingLabel" | "speakersLabel"
>;

/** Where an event is, in words: Online, or its venue and city. */
export const eventPlace = (event: Pick<EventCardData, "online" | "venue">, labels: Pick<EventLabels, "onlineLabel">) =>
  event.online ? labels.onlineLabel : [event.venue?.name, event.venue?.city].filter(Boolean).join(", ");

/** An event in a list: kind (and Canceled or past), title, start in its zone, where, summary, speakers; a past one its recording. */
export function EventCard({
  event,
  labels,
  locale,
  past,
  headingLevel = 3,
}: {
  event: EventCardData;
  labels: EventLabels;
  locale: string;
  past: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `event-${event._id}`;
  const state = event.status === "canceled" ? labels.canceledLabel : past ? labels.pastLabel : undefined;
  return (
    <article
      aria-labelledby={headingId}
      data-event={event.slug}
      className="relative flex h-full min-w-0 flex-col rounded-card border border-border bg-surface p-6 shadow-card"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong">{labels.kindLabels[event.kind]}</span>
        {state ? (
          <span data-event-state className="rounded-full border border-border px-3 py-1 font-semibold text-ink">
            {state}
          </span>
        ) : null}
      </p>
      <Heading id={headingId} className="mt-4 text-xl font-semibold">
        <a href={eventPath(event.slug)} className="hover:text-primary hover:underline">
          {event.title}
        </a>
      </Heading>
      <p className="mt-2 text-sm font-medium">
        <time dateTime={event.start}>{formatEventStart(event.start, event.timeZone, locale)}</time>
        <span aria-hidden="true"> · </span>
        {eventPlace(event, labels)}
      </p>
      <p className="mt-3 mb-5 text-muted">{event.summary}</p>
      <p className="mt-auto border-t border-border pt-4 text-sm text-muted">
        {labels.speakersLabel}: <span className="text-ink">{event.speakers.map((speaker) => speaker.name).join(", ")}</span>
      </p>
      {past && event.recordingUrl && event.status !== "canceled" ? (
        <p className="mt-3">
          <a href={event.recordingUrl} className="font-semibold text-primary hover:underline">
            {labels.recordingLabel}
            <span className="sr-only">: {event.title}</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
