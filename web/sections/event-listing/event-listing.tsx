import { Pagination } from "@/components/publication/pagination";
import { Container } from "@/components/ui/container";
import { eventsFeedPath, eventsListPath } from "@/lib/content/events";
import { pageCount } from "@/lib/content/listing";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import { EventCard } from "./event-card";
import type { loadEvents } from "./load";
import type { query } from "./query";

/** The events list: a page of upcoming events (soonest first) then past ones with their recordings, the page links, the calendar feed. */
export function EventListing({ section, context, data }: SectionProps<typeof query, Awaited<ReturnType<typeof loadEvents>>>) {
  const { page, total, upcoming, past, anyUpcoming } = data;
  const groups = [
    // The first page says when no event is coming.
    { id: "upcoming", heading: section.upcomingHeading, events: upcoming, past: false, empty: page === 1 && !anyUpcoming },
    { id: "past", heading: section.pastHeading, events: past, past: true, empty: false },
  ];
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="py-16">
      <Container>
        <h2 id={headingId(section)} className="sr-only">
          {section.heading}
        </h2>
        <p>
          <a href={eventsFeedPath} className="font-semibold text-primary hover:underline">
            {section.feedLabel}
          </a>
        </p>
        {groups.map((group) =>
          group.events.length > 0 || group.empty ? (
            <section key={group.id} aria-labelledby={`events-${group.id}`} className="mt-10">
              <h3 id={`events-${group.id}`} className="text-2xl font-bold tracking-tight">
                {group.heading}
              </h3>
              {group.events.length > 0 ? (
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {group.events.map((event) => (
                    <li key={event._id}>
                      <EventCard event={event} labels={section} locale={context.settings.locale} past={group.past} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-lg text-muted">{section.noUpcomingText}</p>
              )}
            </section>
          ) : null,
        )}
        <Pagination
          pagination={section.pagination}
          count={pageCount(total, section.pagination.pageSize)}
          current={page}
          pathOf={eventsListPath}
        />
      </Container>
    </section>
  );
}
