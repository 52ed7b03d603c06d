import { Container } from "@/components/ui/container";
import { ContentLink } from "@/components/ui/content-link";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import type { HomePage } from "@/lib/content/home-page";

/** The home page's global-infrastructure section: introduction and a row of capabilities. */
export function Infrastructure({ section }: { section: HomePage["infrastructure"] }) {
  return (
    <section aria-labelledby="infrastructure-heading" className="py-20">
      <Container>
        <SectionHeading id="infrastructure-heading" heading={section.heading} intro={section.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {section.items.map((item) => (
            <li key={item._key} className="rounded-card border border-border p-6">
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon name={item.icon} />
              </span>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
        {section.link ? (
          <p className="mt-10 text-center">
            <ContentLink href={section.link.href} className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
              {section.link.label}
            </ContentLink>
          </p>
        ) : null}
      </Container>
    </section>
  );
}
