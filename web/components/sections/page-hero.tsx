import { BackLink } from "@/components/ui/back-link";
import { Container } from "@/components/ui/container";
import type { PageHero as PageHeroData } from "@/lib/content/fragments";

/** The opening band of an inner page: optional back link, eyebrow, the page's one h1 and an introduction. */
export function PageHero({ hero }: { hero: PageHeroData }) {
  return (
    <section aria-labelledby="page-heading" className="bg-gradient-to-b from-primary-soft to-surface">
      <Container className="pt-16 pb-10 sm:pt-24 sm:pb-14">
        {hero.backLink ? <BackLink link={hero.backLink} /> : null}
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
