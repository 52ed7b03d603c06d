import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { headingId, type SectionProps } from "./types";

/** A closing band: heading, a sentence and one or two buttons (the first highlighted). */
export function CallToAction({ section: cta }: SectionProps<"callToAction">) {
  const id = headingId(cta);
  return (
    <section aria-labelledby={id} data-section={cta._type} className="bg-primary-strong py-16 text-white">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {cta.heading}
          </h2>
          {cta.text ? <p className="mt-3 text-lg text-on-dark">{cta.text}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {cta.links.map((item, index) => (
            <ButtonLink
              key={item._key}
              href={item.href}
              variant={index === 0 ? "inverse" : "ghost"}
              className={index === 0 ? "" : "text-white hover:text-white"}
            >
              {item.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
