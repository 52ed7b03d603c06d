import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import type { Stat } from "@/lib/content/fragments";
import { StatList } from "./stat-list";

/** A band of headline figures: a heading, an optional line and four figures. */
export function StatBand({
  id,
  heading,
  intro,
  stats,
  tone = "dark",
}: {
  id: string;
  heading: string;
  intro?: string | null;
  stats: Stat[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <section aria-labelledby={id} className={cn("py-16", dark ? "bg-surface-dark text-on-dark" : "bg-surface-alt")}>
      <Container>
        <div className="mb-10 max-w-2xl">
          <h2 id={id} className={cn("text-3xl font-bold tracking-tight", dark && "text-white")}>
            {heading}
          </h2>
          {intro ? <p className={cn("mt-3 text-lg", dark ? "text-on-dark-muted" : "text-muted")}>{intro}</p> : null}
        </div>
        <StatList stats={stats} tone={tone} className="gap-8 sm:grid-cols-4 [&_dd]:text-4xl" />
      </Container>
    </section>
  );
}
