import { careersListPath, jobOpeningPath } from "@/lib/content/careers";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import { FilterLinks } from "@/sections/filter-links";
import { headingId } from "@/sections/types";
import type { loadOpenings } from "./load";
import { OpeningFacts } from "./opening-facts";
import type { query } from "./query";

type Props = SectionProps<typeof query, Awaited<ReturnType<typeof loadOpenings>>>;

/** An open role's card: its title (the link to its page), summary and facts. */
function OpeningCard({
  opening,
  labels,
  locale,
}: {
  opening: Props["data"]["openings"][number];
  labels: Props["section"];
  locale: string;
}) {
  return (
    <article
      aria-labelledby={`opening-${opening._id}`}
      className="relative flex h-full min-w-0 flex-col rounded-card border border-border bg-surface p-6 shadow-card"
    >
      <h3 id={`opening-${opening._id}`} className="text-xl font-semibold">
        {/* The whole card is the link's target area; the link's name is the title alone. */}
        <a href={jobOpeningPath(opening.slug)} className="after:absolute after:inset-0 hover:text-primary hover:underline">
          {opening.title}
        </a>
      </h3>
      <p className="mt-2 mb-5 text-muted">{opening.summary}</p>
      <OpeningFacts
        opening={opening}
        labels={labels}
        locale={locale}
        statement={false}
        className="mt-auto space-y-1 border-t border-border pt-4 text-sm"
      />
    </article>
  );
}

/**
 * The careers page's open roles: a row of practice links and a row of location links (every role first, the one shown
 * marked current), then the roles' cards, a closed role not listed, and the firm's equal-opportunity statement.
 */
export function JobOpenings({ section, context, data }: Props) {
  const { state, facets, openings } = data;
  const rows = [
    { kind: "practice", label: section.practiceFilterLabel },
    { kind: "location", label: section.locationFilterLabel },
  ] as const;
  return (
    <Band section={section} context={context}>
      <div className="space-y-4">
        {rows.map(({ kind, label }) => (
          <FilterLinks
            key={kind}
            label={label}
            className="flex flex-wrap items-center gap-2"
            links={[{ value: undefined, label: section.allLabel }, ...facets[kind]].map(({ value, label: name }) => ({
              key: value ?? "",
              // A filter lands on the list (its heading), not the top of the page: on a phone the list starts screens down.
              href: `${careersListPath({ facet: value === undefined ? undefined : { kind, value } })}#${headingId(section)}`,
              label: name,
              current: value === undefined ? !state.facet : state.facet?.kind === kind && state.facet.value === value,
            }))}
          >
            <span aria-hidden="true" className="mr-2 font-semibold">
              {label}
            </span>
          </FilterLinks>
        ))}
      </div>
      {openings.length === 0 ? (
        <p className="mt-10 text-lg text-muted">{section.emptyText}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {openings.map((opening) => (
            <li key={opening._id}>
              <OpeningCard opening={opening} labels={section} locale={context.settings.locale} />
            </li>
          ))}
        </ul>
      )}
      <p data-equal-opportunity className="mt-10 max-w-3xl text-sm text-muted">
        {section.equalOpportunityText}
      </p>
    </Band>
  );
}
