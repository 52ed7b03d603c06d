import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { HomePage } from "@/lib/content/home-page";
import { StatList } from "./stat-list";

/** The home page's opening: heading, text, the two actions and headline figures. */
export function HomeHero({ hero, servicesAnchor }: { hero: HomePage["hero"]; servicesAnchor: string }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-primary-soft to-surface">
      <Container className="py-20 sm:py-28">
        <div className="max-w-3xl">
          {hero.eyebrow ? <p className="mb-4 font-semibold tracking-wide text-primary uppercase">{hero.eyebrow}</p> : null}
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">{hero.text}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {/* A same-page anchor: the browser scrolls smoothly (CSS scroll-behavior), no script needed. */}
            <a href={`#${servicesAnchor}`} className={buttonClasses("primary")}>
              {hero.exploreLabel}
              <Icon name="arrow-right" className="size-5" />
            </a>
            <ButtonLink href={hero.consultCta.href} variant="secondary">
              <Icon name="calendar" className="size-5" />
              {hero.consultCta.label}
            </ButtonLink>
          </div>
        </div>
        {hero.highlights?.length ? <StatList stats={hero.highlights} className="mt-16 max-w-3xl sm:grid-cols-3" /> : null}
      </Container>
    </section>
  );
}
