import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";
import { ServiceCard } from "./service-card";

/** The grid of service cards. The section's key is its anchor (the home header's explore button). */
export function ServiceGrid({ section }: SectionProps<typeof query>) {
  return (
    <section id={section._key} aria-labelledby={headingId(section)} data-section={section._type} className="bg-surface-alt py-14 sm:py-20">
      <Container>
        <SectionHeading id={headingId(section)} heading={section.heading} intro={section.intro} />
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {section.services.map((service) => (
            <ServiceCard key={service._id} service={service} learnMoreLabel={section.learnMoreLabel} />
          ))}
        </div>
      </Container>
    </section>
  );
}
