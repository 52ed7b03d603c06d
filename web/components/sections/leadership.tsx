import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { headingId, type SectionProps } from "./types";

/** A heading and a paragraph set apart in a tinted panel (the leadership blurb). */
export function Leadership({ section }: SectionProps<"leadership">) {
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="py-20">
      <Container>
        <div className="flex flex-col gap-6 rounded-card bg-primary-soft p-8 sm:flex-row sm:p-12">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-white">
            <Icon name="users" className="size-7" />
          </span>
          <div className="max-w-3xl">
            <h2 id={headingId(section)} className="text-3xl font-bold tracking-tight">
              {section.heading}
            </h2>
            <p className="mt-4 text-lg text-ink">{section.text}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
