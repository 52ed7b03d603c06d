import type { OpeningCard } from "@/lib/content/careers";
import { formatDay } from "@/lib/format-date";
import type { SectionData } from "../define";
import type { query } from "./query";

type Labels = SectionData<typeof query>;

/** Where an opening is, in words: Remote, a city (and region), or a city then Hybrid. */
export function openingPlace(opening: Pick<OpeningCard, "workplace" | "location">, labels: Pick<Labels, "remoteLabel" | "hybridLabel">) {
  if (opening.workplace === "remote") return labels.remoteLabel;
  const city = [opening.location?.city, opening.location?.region].filter(Boolean).join(", ");
  return opening.workplace === "hybrid" ? `${city} (${labels.hybridLabel})` : city;
}

/** An opening's pay range in the site's language: "$150,000–$185,000 a year". */
export function payText(range: NonNullable<OpeningCard["payRange"]>, labels: Pick<Labels, "payUnitLabels">, locale: string) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: range.currency, maximumFractionDigits: 0 });
  return `${money.formatRange(range.min, range.max)} ${labels.payUnitLabels[range.unit]}`;
}

/**
 * An opening's facts as a description list: practice, location, employment type, pay (where the opening states it),
 * posted and closing days; on its own page (`statement`), the firm's equal-opportunity statement under them.
 */
export function OpeningFacts({
  opening,
  labels,
  locale,
  className,
  statement = true,
}: {
  opening: OpeningCard;
  labels: Labels;
  locale: string;
  className?: string;
  statement?: boolean;
}) {
  const facts = [
    { term: labels.practiceLabel, detail: opening.practice.title },
    { term: labels.locationLabel, detail: openingPlace(opening, labels) },
    { term: labels.employmentTypeLabel, detail: labels.employmentTypeLabels[opening.employmentType] },
    ...(opening.payRange ? [{ term: labels.payLabel, detail: <span data-pay>{payText(opening.payRange, labels, locale)}</span> }] : []),
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
