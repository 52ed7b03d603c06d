import { cn } from "@/lib/cn";
import type { Stat } from "@/lib/content/fragments";

/** Figures as a description list: the figure large, what it measures below. */
export function StatList({ stats, tone = "light", className }: { stats: Stat[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-6 sm:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat._key} className="flex flex-col-reverse">
          <dt className={cn("mt-1 text-sm", tone === "dark" ? "text-on-dark-muted" : "text-muted")}>{stat.label}</dt>
          <dd className={cn("text-3xl font-bold tracking-tight", tone === "dark" ? "text-white" : "text-primary")}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
