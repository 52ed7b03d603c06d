import { Container } from "@/components/ui/container";
import { FernFrond } from "@/components/ui/fern-frond";
import { Icon } from "@/components/ui/icon";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** The firm's approach told as a fern frond unfurling: the drawing beside the stages, in order. */
export function FernApproach({ section }: SectionProps<typeof query>) {
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="bg-surface-alt py-20">
      <Container className="grid items-start gap-12 lg:grid-cols-[2fr_3fr]">
        <div className="lg:sticky lg:top-24">
          <h2 id={headingId(section)} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {section.heading}
          </h2>
          {section.intro ? <p className="mt-4 text-lg text-muted">{section.intro}</p> : null}
          <FernFrond className="mx-auto mt-10 hidden w-56 lg:block" />
        </div>
        <ol className="relative space-y-6 before:absolute before:top-6 before:bottom-6 before:left-6 before:w-0.5 before:bg-primary/30">
          {section.stages.map((stage) => (
            <li key={stage._key} className="relative flex gap-5">
              <span className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white">
                <Icon name={stage.icon ?? "leaf"} />
              </span>
              <div className="rounded-card border border-border bg-surface p-6 shadow-card">
                <h3 className="text-xl font-semibold">{stage.title}</h3>
                <p className="mt-2 text-muted">{stage.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
