import { topStripe } from "@/components/ui/accent";
import { cn } from "@/lib/cn";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import { StatSource } from "@/sections/stat-list";
import type { query } from "./query";

const columns = (count: number) => (count === 3 ? "md:grid-cols-3" : count === 2 ? "grid-cols-2" : "grid-cols-2 lg:grid-cols-4");

/** Figure tiles: the figure large in the service's colour, what it measures below, then its source when given. */
export function StatGrid({ section, context }: SectionProps<typeof query>) {
  const { accent } = context;
  return (
    <Band section={section} context={context}>
      <dl className={cn("grid gap-4 sm:gap-5", columns(section.stats.length))}>
        {section.stats.map((stat) => (
          <div
            key={stat._key}
            data-stat
            className={cn(
              "relative flex flex-col overflow-hidden rounded-card border border-border bg-surface px-4 py-6 text-center shadow-card sm:px-6",
              topStripe,
              accent.topBar,
            )}
          >
            <dt className="order-2 mt-2 text-muted">{stat.label}</dt>
            <dd className={cn("order-1 text-3xl font-bold tracking-tight sm:text-4xl", accent.text)}>{stat.value}</dd>
            <StatSource stat={stat} className="order-3 mt-2 text-sm text-muted" />
          </div>
        ))}
      </dl>
    </Band>
  );
}
