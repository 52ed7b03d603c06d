import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { ServicesPage } from "@/lib/content/services-page";

/** The engagement process as an ordered list: the step number is the list's, the words are content. */
export function ProcessSteps({ id, process }: { id: string; process: ServicesPage["process"] }) {
  return (
    <section aria-labelledby={id} className="py-20">
      <Container>
        <SectionHeading id={id} heading={process.heading} intro={process.intro} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.steps.map((step, index) => (
            <li key={step._key} className="relative rounded-card border border-border bg-surface p-6 shadow-card">
              <span
                aria-hidden="true"
                className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
