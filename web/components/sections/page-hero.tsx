import { BackLink } from "@/components/ui/back-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { headingId, type SectionProps } from "./types";

/**
 * The opening of an inner page: optional back link, eyebrow, the page's one h1 and an introduction. On a
 * service page it carries the service's colour stripe and icon, and the eyebrow defaults to its title.
 */
export function PageHero({ section, context }: SectionProps<"pageHero">) {
  const { service, accent } = context;
  const eyebrow = section.eyebrow ?? service?.title;
  return (
    <section
      aria-labelledby={headingId(section)}
      data-section={section._type}
      className={cn("relative overflow-hidden bg-gradient-to-b from-primary-soft to-surface", service && "border-b border-border")}
    >
      {service ? <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1", accent.bar)} /> : null}
      <Container className={service ? "py-14 sm:py-20" : "pt-16 pb-10 sm:pt-24 sm:pb-14"}>
        {section.backLink ? <BackLink link={section.backLink} /> : null}
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className={cn("font-semibold tracking-wide text-primary uppercase", service ? "mb-4 flex items-center gap-3" : "mb-3")}>
              {service ? (
                <span className={cn("flex size-11 items-center justify-center rounded-xl", accent.soft, accent.text)}>
                  <Icon name={service.icon} />
                </span>
              ) : null}
              {eyebrow}
            </p>
          ) : null}
          <h1 id={headingId(section)} className="text-3xl font-bold tracking-tight min-[22rem]:text-4xl sm:text-5xl">
            {section.heading}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">{section.intro}</p>
        </div>
      </Container>
    </section>
  );
}
