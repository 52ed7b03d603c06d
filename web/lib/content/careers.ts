import { type CareersState, careersFacets, careersListPath, careersPath, jobOpeningPath } from "@site/schemas/addresses";
import { z } from "zod";
import { careersMoment, instant, isOpenAt, locationKey, openingsIn, slug } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, httpsAddress, seo, seoFields } from "./fragments";
import { richText, richTextFields } from "./rich-text";

// When the careers pages change and which exist: ./address-reads.ts (the proxy decides with them too).
export { type CareersState, careersListPath, careersMoment, careersPath, isOpenAt, jobOpeningPath, locationKey, openingsIn };

const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "an email address");
const country = z.string().regex(/^[A-Z]{2}$/, "a country is two capital letters (ISO 3166), for example US");

/** What an opening's card and the careers list show of it, and what decides where it is listed. */
export const openingCardFields = `${documentFields}, title, "slug": slug.current, summary, workplace, employmentType,
  location{city, region, country}, datePosted, validThrough, payRange{min, max, currency, unit},
  "practice": practice->{_id, title, "slug": slug.current}`;
export const openingCard = documentBase.extend({
  title: z.string().min(1),
  slug,
  summary: z.string().min(1),
  workplace: z.enum(["onsite", "hybrid", "remote"]),
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]),
  location: z.object({ city: z.string().min(1).nullish(), region: z.string().nullish(), country: country.nullish() }).nullish(),
  datePosted: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day (YYYY-MM-DD)"),
  validThrough: instant,
  practice: z.object({ _id: z.string(), title: z.string().min(1), slug }),
  /** The pay offered, where the law of the role's place asks for it (schemas/documents/job-opening.ts). */
  payRange: z
    .object({
      min: z.number().positive(),
      max: z.number().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/, "a currency is three capital letters (ISO 4217)"),
      unit: z.enum(["YEAR", "HOUR"]),
    })
    .refine((range) => range.max >= range.min, "a pay range's top is at least its bottom")
    .nullish(),
});
export type OpeningCard = z.infer<typeof openingCard>;

/** Every opening, open or closed, newest first: a firm's openings are tens, read whole (titles and summaries only). */
export const openingCardsQuery = contentQuery(
  "openingCards",
  `*[_type == "jobOpening" && defined(slug.current)] | order(datePosted desc, title asc){${openingCardFields}}`,
  z.array(
    openingCard.refine(
      (opening) => opening.workplace === "remote" || Boolean(opening.location?.city),
      "an on-site or hybrid opening needs its office's city",
    ),
  ),
);

export const openingPageQuery = contentQuery(
  "openingPage",
  `*[_type == "jobOpening" && slug.current == $slug][0]{
    ${openingCardFields}, ${seoFields}, applicantCountries, body[]{${richTextFields}}, "bodyText": pt::text(body),
    apply{method, url, email}
  }`,
  openingCard
    .extend({
      seo: seo.nullish(),
      applicantCountries: z.array(country).nullish(),
      body: richText,
      bodyText: z.string(),
      apply: z.discriminatedUnion("method", [
        z.object({ method: z.literal("url"), url: httpsAddress, email: z.string().nullish() }),
        z.object({ method: z.literal("email"), email: emailAddress, url: z.string().nullish() }),
      ]),
    })
    .nullable(),
);
export type OpeningPage = NonNullable<z.infer<typeof openingPageQuery.schema>>;

export const getOpeningCards = () => fetchContent(openingCardsQuery);
export const getOpeningPage = (slug: string) => fetchContent(openingPageQuery, { slug });

/** The practices and locations of the open roles, each once, in the order their first opening comes. */
export function careersFacetValues(open: readonly OpeningCard[], remoteLabel: string) {
  const practices = new Map<string, string>();
  const locations = new Map<string, string>();
  for (const opening of open) {
    practices.set(opening.practice.slug, opening.practice.title);
    locations.set(locationKey(opening), opening.workplace === "remote" ? remoteLabel : (opening.location?.city ?? ""));
  }
  const entries = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label }));
  return { practice: entries(practices), location: entries(locations) };
}

/** Every list state with a page at this moment: the whole list, then each practice and location of the open roles. */
export function careersStates(openings: readonly OpeningCard[], moment: number): CareersState[] {
  const open = openings.filter((opening) => isOpenAt(opening, moment));
  const values = careersFacetValues(open, "");
  return [{}, ...careersFacets.flatMap((kind) => values[kind].map(({ value }) => ({ facet: { kind, value } })))];
}
