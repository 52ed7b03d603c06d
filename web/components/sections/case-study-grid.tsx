import { Container } from "@/components/ui/container";
import type { CaseStudy, CaseStudyCardLabels } from "@/lib/content/case-study";
import { CaseStudyCard } from "./case-study-card";

/** The case-study cards, two or three across. Its heading is the page's h1, so it is labelled by it. */
export function CaseStudyGrid({ studies, labels, labelledBy }: { studies: CaseStudy[]; labels: CaseStudyCardLabels; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="py-16">
      <Container className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <CaseStudyCard key={study._id} study={study} labels={labels} />
        ))}
      </Container>
    </section>
  );
}
