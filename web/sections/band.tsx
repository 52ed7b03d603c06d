import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";
import { headingId, type SectionContext } from "./types";

/** A body section of a service page: a band with the section's heading and introduction. */
export function Band({
  section,
  context,
  children,
}: {
  section: { _key: string; _type: string; heading: string; intro?: string | null | undefined };
  context: SectionContext;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId(section)}
      data-section={section._type}
      className={cn("py-16 sm:py-20", context.band === "alt" && "bg-surface-alt")}
    >
      <Container>
        <SectionHeading id={headingId(section)} heading={section.heading} intro={section.intro} />
        {children}
      </Container>
    </section>
  );
}

/**
 * Grid columns for a number of cards, written out in full so Tailwind generates them. A lone card never
 * sits at half width beside blank space: one card is one readable column; in two columns an odd last
 * card spans both, in three a last card alone on its row takes the middle.
 */
export function gridColumns(count: number): string {
  if (count === 1) return "max-w-3xl";
  if (count === 2) return "md:grid-cols-2";
  if (count === 3) return "md:grid-cols-3";
  if (count === 4) return "sm:grid-cols-2 lg:grid-cols-4";
  return cn(
    "md:grid-cols-2 lg:grid-cols-3",
    count % 2 === 1 && "md:[&>:last-child]:col-span-2 lg:[&>:last-child]:col-span-1",
    count % 3 === 1 && "lg:[&>:last-child]:col-start-2",
  );
}
