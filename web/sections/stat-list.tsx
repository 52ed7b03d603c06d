import { cn } from "@/lib/cn";
import { caseStudyPath } from "@/lib/content/case-study";
import type { Stat } from "@/lib/content/fragments";

/** A figure's source line: its words, a link to the case study it comes from when it names one. */
export function StatSource({ stat, className }: { stat: Stat; className?: string }) {
  if (!stat.source) return null;
  return (
    <dd data-stat-source="" className={className}>
      {stat.caseStudy ? (
        <a href={caseStudyPath(stat.caseStudy.slug)} className="underline underline-offset-2 hover:no-underline">
          {stat.source}
        </a>
      ) : (
        stat.source
      )}
    </dd>
  );
}

/**
 * Columns for a number of figures: three share one row on a phone (none left alone on a row), except on
 * the smallest screens, where a third of the width cannot hold a label's longest word.
 */
const columns = (count: number) =>
  count === 3 ? "grid-cols-1 gap-4 min-[22rem]:grid-cols-3 sm:gap-6" : "grid-cols-2 gap-6 sm:grid-cols-4";

/** Figures as a description list: the figure large, what it measures below, and its source (when given) in small type. */
export function StatList({ stats, tone = "light", className }: { stats: Stat[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <dl className={cn("grid", columns(stats.length), className)}>
      {stats.map((stat) => (
        // Figure first, then what it measures and its source; packed at the top so figures of a row line up.
        <div key={stat._key} className="flex flex-col">
          <dt className={cn("order-2 mt-1 text-sm", tone === "dark" ? "text-on-dark-muted" : "text-muted")}>{stat.label}</dt>
          <dd className={cn("order-1 text-2xl font-bold tracking-tight sm:text-3xl", tone === "dark" ? "text-white" : "text-primary")}>
            {stat.value}
          </dd>
          <StatSource stat={stat} className={cn("order-3 mt-1 text-sm", tone === "dark" ? "text-on-dark-muted" : "text-muted")} />
        </div>
      ))}
    </dl>
  );
}
