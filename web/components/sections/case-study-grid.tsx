import { Container } from "@/components/ui/container";
import { CaseStudyCard } from "./case-study-card";
import type { SectionProps } from "./types";

/** The case-study cards, two or three across, straight under the page's heading (each card is an article). */
export function CaseStudyGrid({ section }: SectionProps<"caseStudyGrid">) {
  return (
    <Container className="grid gap-6 pt-6 pb-20 md:grid-cols-2 lg:grid-cols-3">
      {section.studies.map((study) => (
        <CaseStudyCard key={study._id} study={study} labels={section} />
      ))}
    </Container>
  );
}
