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

/** An opening's facts as a description list: practice, location, employment type, posted and closing days. */
export function OpeningFacts({
  opening,
  labels,
  locale,
  className,
}: {
  opening: OpeningCard;
  labels: Labels;
  locale: string;
  className?: string;
}) {
  const facts = [
    { term: labels.practiceLabel, detail: opening.practice.title },
    { term: labels.locationLabel, detail: openingPlace(opening, labels) },
    { term: labels.employmentTypeLabel, detail: labels.employmentTypeLabels[opening.employmentType] },
    { term: labels.postedLabel, detail: <time dateTime={opening.datePosted}>{formatDay(opening.datePosted, locale)}</time> },
    {
      term: labels.closesLabel,
      detail: <time dateTime={opening.validThrough}>{formatDay(opening.validThrough.slice(0, 10), locale)}</time>,
    },
  ];
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{fact.term}:</dt>
          <dd className="text-muted">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
