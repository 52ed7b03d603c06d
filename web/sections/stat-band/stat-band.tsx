import { Container } from "@/components/ui/container";
import type { SectionProps } from "@/sections/define";
import { StatList } from "@/sections/stat-list";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** A dark band of headline figures: a heading, an optional line and the figures. */
export function StatBand({ section }: SectionProps<typeof query>) {
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="bg-surface-dark py-16 text-on-dark">
      <Container>
        <div className="mb-10 max-w-2xl">
          <h2 id={headingId(section)} className="text-3xl font-bold tracking-tight text-white">
            {section.heading}
          </h2>
          {section.intro ? <p className="mt-3 text-lg text-on-dark-muted">{section.intro}</p> : null}
        </div>
        <StatList stats={section.stats} tone="dark" className="gap-8 sm:[&_dd:not([data-stat-source])]:text-4xl" />
      </Container>
    </section>
  );
}
