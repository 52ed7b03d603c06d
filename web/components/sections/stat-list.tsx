import { cn } from "@/lib/cn";
import type { Stat } from "@/lib/content/fragments";

/**
 * Columns for a number of figures: three share one row on a phone (none left alone on a row), except on
 * the smallest screens, where a third of the width cannot hold a label's longest word.
 */
const columns = (count: number) =>
  count === 3 ? "grid-cols-1 gap-4 min-[22rem]:grid-cols-3 sm:gap-6" : "grid-cols-2 gap-6 sm:grid-cols-4";

/** Figures as a description list: the figure large, what it measures below. */
export function StatList({ stats, tone = "light", className }: { stats: Stat[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <dl className={cn("grid", columns(stats.length), className)}>
      {stats.map((stat) => (
        // Reversed so the figure comes first on screen; packed at the top so figures of a row line up
        // whatever the length of their labels.
        <div key={stat._key} className="flex flex-col-reverse justify-end">
          <dt className={cn("mt-1 text-sm", tone === "dark" ? "text-on-dark-muted" : "text-muted")}>{stat.label}</dt>
          <dd className={cn("text-2xl font-bold tracking-tight sm:text-3xl", tone === "dark" ? "text-white" : "text-primary")}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
