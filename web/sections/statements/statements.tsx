import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** Short statements (mission and vision), side by side on a wide screen, each its own titled region. */
export function Statements({ section }: SectionProps<typeof query>) {
  return (
    <Container section={section._type} className="grid gap-6 pt-4 pb-20 md:grid-cols-2">
      {section.items.map((statement) => (
        <section
          key={statement._key}
          aria-labelledby={headingId(statement)}
          className="rounded-card border border-border bg-surface p-8 shadow-card"
        >
          {statement.icon ? (
            <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-primary text-white">
              <Icon name={statement.icon} />
            </span>
          ) : null}
          <h2 id={headingId(statement)} className="text-2xl font-bold tracking-tight">
            {statement.heading}
          </h2>
          <p className="mt-3 text-lg text-muted">{statement.text}</p>
        </section>
      ))}
    </Container>
  );
}
