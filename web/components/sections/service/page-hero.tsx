import { accentClasses } from "@/components/ui/accent";
import { BackLink } from "@/components/ui/back-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { headingId, type SectionProps } from "./types";

/** The opening of a service page: back link, the service's icon and eyebrow, the page's h1 and introduction. */
export function PageHero({ section, context }: SectionProps<"pageHero">) {
  const accent = accentClasses[context.service.color];
  return (
    <section
      aria-labelledby={headingId(section)}
      data-section={section._type}
      className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft to-surface"
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1", accent.bar)} />
      <Container className="py-14 sm:py-20">
        {section.backLink ? <BackLink link={section.backLink} /> : null}
        <div className="max-w-3xl">
          <p className="mb-4 flex items-center gap-3 font-semibold tracking-wide text-primary uppercase">
            <span className={cn("flex size-11 items-center justify-center rounded-xl", accent.soft, accent.text)}>
              <Icon name={context.service.icon} />
            </span>
            {section.eyebrow ?? context.service.title}
          </p>
          <h1 id={headingId(section)} className="text-4xl font-bold tracking-tight sm:text-5xl">
            {section.heading}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">{section.intro}</p>
        </div>
      </Container>
    </section>
  );
}
