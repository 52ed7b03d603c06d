import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { ServiceCard as ServiceCardData } from "@/lib/content/service";
import { ServiceCard } from "./service-card";

/** The grid of service cards, shared by the home page and /services. `id` is the scroll target. */
export function ServiceGrid({
  id,
  heading,
  intro,
  learnMoreLabel,
  services,
}: {
  id: string;
  heading: string;
  intro?: string | null;
  learnMoreLabel: string;
  services: ServiceCardData[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-surface-alt py-20">
      <Container>
        <SectionHeading id={`${id}-heading`} heading={heading} intro={intro} />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service._id} service={service} learnMoreLabel={learnMoreLabel} />
          ))}
        </div>
      </Container>
    </section>
  );
}
