import { UpcomingEvents as Band } from "@/components/publication/upcoming-events";
import type { EventCard } from "@/lib/content/events";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

/** The next events, soonest first, and a link to every event (the home page's band). */
export function UpcomingEvents({ section, context, data }: SectionProps<typeof query, EventCard[]>) {
  return (
    <Band
      id={section._key}
      heading={section.heading}
      intro={section.intro}
      linkLabel={section.labels.allEventsLabel}
      events={data}
      labels={section.labels}
      locale={context.settings.locale}
      className={context.band === "alt" ? "bg-surface-alt" : undefined}
    />
  );
}
