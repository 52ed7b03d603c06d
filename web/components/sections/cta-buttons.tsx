import { ButtonLink, InertButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { headingId, type SectionProps } from "./types";

/** A closing band: heading, a sentence, a button that leads somewhere and one with no action yet (see InertButton). */
export function CtaButtons({ section }: SectionProps<"ctaButtons">) {
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="bg-primary-strong py-16 text-white">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId(section)} className="text-3xl font-bold tracking-tight">
            {section.heading}
          </h2>
          {section.text ? <p className="mt-3 text-lg text-on-dark">{section.text}</p> : null}
        </div>
        <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href={section.primary.href} variant="inverse">
            {section.primary.label}
          </ButtonLink>
          <InertButton variant="outline-inverse">{section.secondaryLabel}</InertButton>
        </div>
      </Container>
    </section>
  );
}
