import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";
import type { Feature } from "@/lib/content/fragments";
import { FeatureList } from "./feature-list";

/** A section of titled points under a heading: `columns` sets how many sit side by side on a wide screen. */
export function FeatureSection({
  id,
  heading,
  intro,
  items,
  columns = 3,
  tone = "plain",
}: {
  id: string;
  heading: string;
  intro?: string | null;
  items: Feature[];
  columns?: 2 | 3 | 4;
  tone?: "plain" | "alt";
}) {
  return (
    <section aria-labelledby={id} className={cn("py-20", tone === "alt" && "bg-surface-alt")}>
      <Container>
        <SectionHeading id={id} heading={heading} intro={intro} />
        <FeatureList items={items} className={cn(columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")} />
      </Container>
    </section>
  );
}
