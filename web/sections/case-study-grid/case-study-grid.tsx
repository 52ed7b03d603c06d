import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import { CaseStudyCard } from "./case-study-card";
import type { query } from "./query";

/** Case-study cards, one to three across: straight under the page's header, or with a heading in a band. */
export function CaseStudyGrid({ section, context }: SectionProps<typeof query>) {
  const { studies, labels, heading } = section;
  if (studies.length === 0) return null;
  // One card alone is centred at a reading width, not left in a third of an empty row.
  const grid = studies.length === 1 ? "mx-auto grid max-w-2xl" : cn("grid gap-6 md:grid-cols-2", studies.length > 2 && "lg:grid-cols-3");
  const cards = (level: 2 | 3) => studies.map((study) => <CaseStudyCard key={study._id} study={study} labels={labels} level={level} />);
  if (!heading) return <Container className={cn(grid, "pt-6 pb-20")}>{cards(2)}</Container>;
  return (
    <Band section={{ ...section, heading }} context={context}>
      <div className={grid}>{cards(3)}</div>
    </Band>
  );
}
