import { accentClasses } from "@/components/ui/accent";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { type CaseStudyCard as CaseStudyCardData, type CaseStudyCardLabels, caseStudyPath } from "@/lib/content/case-study";

/**
 * One case study: category, title, client, challenge, the first three results (the strongest, by the editors' order)
 * and the link to its full story. The title is an h2 straight under the page's header, an h3 under a section's heading.
 */
export function CaseStudyCard({ study, labels, level }: { study: CaseStudyCardData; labels: CaseStudyCardLabels; level: 2 | 3 }) {
  const accent = accentClasses[study.color];
  const Title = level === 2 ? "h2" : "h3";
  const Subheading = level === 2 ? "h3" : "h4";
  const headingId = `case-${study._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", accent.bar)} />
      <div className="flex flex-1 flex-col p-6 pt-7">
        <p className={cn("self-start rounded-full px-3 py-1 text-sm font-semibold", accent.soft, accent.text)}>{study.category}</p>
        <Title id={headingId} className="mt-4 text-xl font-semibold">
          {study.title}
        </Title>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{labels.clientLabel}</dt>
            <dd className="mt-0.5 font-medium">{study.client}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{labels.cardChallengeLabel}</dt>
            <dd className="mt-0.5 text-muted">{study.challenge}</dd>
          </div>
        </dl>
        <Subheading className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">{labels.cardResultsLabel}</Subheading>
        <ul className="mt-2 space-y-2">
          {study.results.slice(0, 3).map((result) => (
            <li key={result} className="flex gap-2">
              <Icon name="check" className={cn("mt-0.5 size-5 shrink-0", accent.text)} />
              {result}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          {/* Every card's link has the same words; each is described by its card's title. */}
          <a href={caseStudyPath(study.slug)} className={buttonClasses("secondary", "w-full")} aria-describedby={headingId}>
            {labels.readCaseStudyLabel}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
