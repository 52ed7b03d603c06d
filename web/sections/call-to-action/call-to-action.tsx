import { Container } from "@/components/ui/container";
import { LinkButton } from "@/components/ui/link-button";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** The closing band of a page: heading, a sentence and one or two buttons, the first highlighted. */
export function CallToAction({ section: cta, context }: SectionProps<typeof query>) {
  const id = headingId(cta);
  return (
    <section aria-labelledby={id} data-section={cta._type} className="bg-primary-strong py-16 text-white">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-[min(42rem,100%)]">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {cta.heading}
          </h2>
          {cta.text ? <p className="mt-3 text-lg text-on-dark">{cta.text}</p> : null}
        </div>
        <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">
          {cta.links.map((item, index) => (
            <LinkButton
              key={item._key}
              link={item}
              locale={context.settings.locale}
              variant={index === 0 ? "inverse" : "outline-inverse"}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
