import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { SectionProps } from "@/sections/define";
import { StatList } from "@/sections/stat-list";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/** The home page's opening: heading, text, the two actions and headline figures (beside the words on a wide screen). */
export function HomeHero({ section, context }: SectionProps<typeof query>) {
  return (
    <section
      aria-labelledby={headingId(section)}
      data-section={section._type}
      className="relative overflow-hidden bg-gradient-to-b from-primary-soft to-surface"
    >
      <Container className="py-20 sm:py-28 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
        <div className="max-w-3xl">
          {section.eyebrow ? <p className="mb-4 font-semibold tracking-wide text-primary uppercase">{section.eyebrow}</p> : null}
          <h1 id={headingId(section)} className="text-4xl font-bold tracking-tight sm:text-6xl">
            {section.heading}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">{section.text}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {/* A same-page anchor to the page's services grid: the browser scrolls smoothly (CSS), no script. */}
            {context.servicesAnchor ? (
              <a href={`#${context.servicesAnchor}`} className={buttonClasses("primary")}>
                {section.exploreLabel}
                <Icon name="arrow-right" className="size-5" />
              </a>
            ) : null}
            <ButtonLink href={section.consultCta.href} variant="secondary">
              <Icon name="calendar" className="size-5" />
              {section.consultCta.label}
            </ButtonLink>
          </div>
        </div>
        {section.highlights?.length ? (
          <StatList
            stats={section.highlights}
            className="mt-16 max-w-3xl lg:mt-0 lg:grid-cols-1 lg:gap-8 lg:rounded-card lg:border lg:border-border lg:bg-surface lg:p-8 lg:shadow-card"
          />
        ) : null}
      </Container>
    </section>
  );
}
