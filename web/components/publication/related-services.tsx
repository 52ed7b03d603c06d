import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { ServiceLink } from "@/lib/content/post";
import { servicePath } from "@/lib/content/service";

/** The services a post or case study is about: a card each, the title linking to the service's page. */
export function RelatedServices({ id, heading, services }: { id: string; heading: string; services: ServiceLink[] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby={id} className="border-t border-border bg-surface-alt py-14">
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service._id} className="relative flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
              <h3 className="text-lg font-semibold">
                <a href={servicePath(service.slug)} className="after:absolute after:inset-0 hover:text-primary hover:underline">
                  {service.title}
                </a>
              </h3>
              <p className="mt-2 text-muted">{service.description}</p>
              <Icon name="arrow-right" className="mt-4 size-5 text-primary" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
