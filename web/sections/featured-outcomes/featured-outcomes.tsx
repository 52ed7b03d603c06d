import { accentClasses } from "@/components/ui/accent";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { caseStudyPath } from "@/lib/content/case-study";
import { Band, gridColumns } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

/** The case studies the editor picked, each card led by its first result (its headline figure), then client and title. */
export function FeaturedOutcomes({ section, context }: SectionProps<typeof query>) {
  return (
    <Band section={section} context={context}>
      <ul className={cn("grid gap-6", gridColumns(section.studies.length))}>
        {section.studies.map((study) => {
          const accent = accentClasses[study.color];
          const id = `${section._key}-${study._id}`;
          return (
            <li
              key={study._id}
              data-outcome=""
              className="relative flex flex-col overflow-hidden rounded-card border border-border bg-surface p-6 pt-7 shadow-card"
            >
              <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", accent.bar)} />
              <p className={cn("self-start rounded-full px-3 py-1 text-sm font-semibold", accent.soft, accent.text)}>{study.category}</p>
              <p className={cn("mt-5 text-2xl leading-tight font-bold tracking-tight", accent.text)}>{study.results[0]}</p>
              <p className="mt-3 text-muted">{study.client}</p>
              <h3 id={id} className="mt-4 text-lg font-semibold">
                {study.title}
              </h3>
              <a
                href={caseStudyPath(study.slug)}
                aria-describedby={id}
                className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-4 font-semibold text-primary after:absolute after:inset-0 hover:underline"
              >
                {section.readCaseStudyLabel}
                <Icon name="arrow-right" className="size-4" />
              </a>
            </li>
          );
        })}
      </ul>
    </Band>
  );
}
