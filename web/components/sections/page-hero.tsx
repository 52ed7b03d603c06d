import { Container } from "@/components/ui/container";
import { ContentLink } from "@/components/ui/content-link";
import { Icon } from "@/components/ui/icon";
import type { PageHero as PageHeroData } from "@/lib/content/fragments";

/** The opening band of an inner page: optional back link, eyebrow, the page's one h1 and an introduction. */
export function PageHero({ hero }: { hero: PageHeroData }) {
  return (
    <section aria-labelledby="page-heading" className="bg-gradient-to-b from-primary-soft to-surface">
      <Container className="pt-16 pb-10 sm:pt-24 sm:pb-14">
        {hero.backLink ? (
          <ContentLink
            href={hero.backLink.href}
            className="mb-8 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {hero.backLink.label}
          </ContentLink>
        ) : null}
        <div className="max-w-3xl">
          {hero.eyebrow ? <p className="mb-3 font-semibold tracking-wide text-primary uppercase">{hero.eyebrow}</p> : null}
          <h1 id="page-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">{hero.intro}</p>
        </div>
      </Container>
    </section>
  );
}
