import { buttonClasses } from "@/components/ui/button";
import { careersListPath, jobOpeningPath } from "@/lib/content/careers";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { loadOpenings } from "./load";
import { OpeningFacts } from "./opening-facts";
import type { query } from "./query";

type Data = Awaited<ReturnType<typeof loadOpenings>>;
type Facet = "practice" | "location";

type Labels = SectionProps<typeof query, Data>["section"];

/**
 * A row of filter links (a practice's, or a location's): every role first, then each value with open roles; the
 * one shown is marked current. Each leads to the list itself.
 */
function FacetLinks({ kind, label, labels, data }: { kind: Facet; label: string; labels: Labels; data: Data }) {
  // A filter lands on the list (its heading), not the top of the page: on a phone the list starts screens down.
  const list = `#${headingId(labels)}`;
  const { state, facets } = data;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="mr-2 font-semibold">
        {label}
      </span>
      <ul className="flex flex-wrap gap-2">
        {[{ value: undefined, label: labels.allLabel }, ...facets[kind]].map((entry) => {
          const isCurrent = entry.value === undefined ? !state.facet : state.facet?.kind === kind && state.facet.value === entry.value;
          const href = careersListPath({ facet: entry.value === undefined ? undefined : { kind, value: entry.value } });
          return (
            <li key={entry.value ?? ""}>
              <a
                href={`${href}${list}`}
                aria-current={isCurrent ? "page" : undefined}
                className={buttonClasses(isCurrent ? "primary" : "secondary", "min-h-10 rounded-full px-4 py-1.5 text-sm")}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** An open role's card: its title (the link to its page), summary and facts. */
function OpeningCard({ opening, labels, locale }: { opening: Data["openings"][number]; labels: Labels; locale: string }) {
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
 * The careers page's open roles: a row of practice links and a row of location links (plain links, the
 * chosen one marked current, as the blog's categories), then the roles' cards, a closed role not listed, and the
 * firm's equal-opportunity statement.
 */
export function JobOpenings({ section, context, data }: SectionProps<typeof query, Data>) {
  const rows: { kind: Facet; label: string }[] = [
    { kind: "practice", label: section.practiceFilterLabel },
    { kind: "location", label: section.locationFilterLabel },
  ];
  return (
    <Band section={section} context={context}>
      <div className="space-y-4">
        {rows.map((row) => (
          <FacetLinks key={row.kind} kind={row.kind} label={row.label} labels={section} data={data} />
        ))}
      </div>
      {data.openings.length === 0 ? (
        <p className="mt-10 text-lg text-muted">{section.emptyText}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {data.openings.map((opening) => (
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
