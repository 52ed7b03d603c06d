import { MoreLink } from "@/components/ui/back-link";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import { type EventCard as EventCardData, eventsPath } from "@/lib/content/events";
import { EventCard, type EventLabels } from "@/sections/event-listing/event-card";

/** The next events (the home page's, or a service's), their cards and a link to every event; nothing when none is coming. */
export function UpcomingEvents({
  id,
  heading,
  intro,
  linkLabel,
  events,
  labels,
  locale,
  className,
}: {
  id: string;
  heading: string;
  intro?: string | null | undefined;
  linkLabel: string;
  events: EventCardData[];
  labels: EventLabels;
  locale: string;
  className?: string;
}) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} data-upcoming-events className={cn("py-16 sm:py-20", className)}>
      <Container>
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-muted">{intro}</p> : null}
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event._id}>
              <EventCard event={event} labels={labels} locale={locale} past={false} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <MoreLink href={eventsPath} label={linkLabel} />
        </p>
      </Container>
    </section>
  );
}
