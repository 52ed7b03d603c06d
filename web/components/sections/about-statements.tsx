import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { AboutPage } from "@/lib/content/about-page";

/** Mission and vision, side by side on a wide screen. */
export function AboutStatements({ mission, vision }: Pick<AboutPage, "mission" | "vision">) {
  const statements = [
    { id: "mission-heading", icon: "target", ...mission },
    { id: "vision-heading", icon: "globe", ...vision },
  ] as const;
  return (
    <Container className="grid gap-6 pt-4 pb-20 md:grid-cols-2">
      {statements.map((statement) => (
        <section key={statement.id} aria-labelledby={statement.id} className="rounded-card border border-border bg-surface p-8 shadow-card">
          <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-primary text-white">
            <Icon name={statement.icon} />
          </span>
          <h2 id={statement.id} className="text-2xl font-bold tracking-tight">
            {statement.heading}
          </h2>
          <p className="mt-3 text-lg text-muted">{statement.text}</p>
        </section>
      ))}
    </Container>
  );
}
