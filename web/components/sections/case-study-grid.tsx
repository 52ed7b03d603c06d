import { Container } from "@/components/ui/container";
import type { CaseStudy, CaseStudyCardLabels } from "@/lib/content/case-study";
import { CaseStudyCard } from "./case-study-card";

/** The case-study cards, two or three across, straight under the page's heading (each card is an article). */
export function CaseStudyGrid({ studies, labels }: { studies: CaseStudy[]; labels: CaseStudyCardLabels }) {
  return (
    <Container className="grid gap-6 pt-6 pb-20 md:grid-cols-2 lg:grid-cols-3">
      {studies.map((study) => (
        <CaseStudyCard key={study._id} study={study} labels={labels} />
      ))}
    </Container>
  );
}
