import type { OpeningCard } from "@/lib/content/careers";
import { formatDay } from "@/lib/format-date";
import type { SectionData } from "../define";
import type { query } from "./query";

/**
 * An opening's facts as a description list: practice, location (Remote, a city and region, or a city then Hybrid),
 * employment type, pay ("$150,000–$185,000 a year", where the opening states it), posted and closing days; on its own
 * page (`statement`), the firm's equal-opportunity statement under them.
 */
export function OpeningFacts({
  opening,
  labels,
  locale,
  className,
  statement = true,
}: {
  opening: OpeningCard;
  labels: SectionData<typeof query>;
  locale: string;
  className?: string;
  statement?: boolean;
}) {
  const { workplace, location, payRange: pay } = opening;
  const city = [location?.city, location?.region].filter(Boolean).join(", ");
  const place = workplace === "remote" ? labels.remoteLabel : workplace === "hybrid" ? `${city} (${labels.hybridLabel})` : city;
  const money = pay && new Intl.NumberFormat(locale, { style: "currency", currency: pay.currency, maximumFractionDigits: 0 });
  const payText = pay && money && `${money.formatRange(pay.min, pay.max)} ${labels.payUnitLabels[pay.unit]}`;
  const facts = [
    { term: labels.practiceLabel, detail: opening.practice.title },
    { term: labels.locationLabel, detail: place },
    { term: labels.employmentTypeLabel, detail: labels.employmentTypeLabels[opening.employmentType] },
    ...(payText ? [{ term: labels.payLabel, detail: <span data-pay>{payText}</span> }] : []),
    { term: labels.postedLabel, detail: <time dateTime={opening.datePosted}>{formatDay(opening.datePosted, locale)}</time> },
    {
      term: labels.closesLabel,
      detail: <time dateTime={opening.validThrough}>{formatDay(opening.validThrough.slice(0, 10), locale)}</time>,
    },
  ];
  return (
    <>
      <dl className={className}>
        {facts.map((fact) => (
          <div key={fact.term} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{fact.term}:</dt>
            <dd className="text-muted">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      {statement ? (
        <p data-equal-opportunity className="mt-4 max-w-3xl text-sm text-muted">
          {labels.equalOpportunityText}
        </p>
      ) : null}
    </>
  );
}
