import { homePageId, pagePath } from "@site/schemas/addresses";
import { z } from "zod";
import { text, texts } from "@/sections/define";
import { slug } from "./address-reads";
import { careersPath, jobOpeningPath } from "./careers";
import { caseStudyPath } from "./case-study";
import { ContentError, eachValid } from "./errors";
import { eventPath, eventsPath } from "./events";
import { contentQuery, fetchContent } from "./fetch";
import { pageSlug } from "./page-ids";
import { authorPath, categoryPath, newestFirst, postPath } from "./post";
import { servicePath } from "./service";

/** The Event listing's and the Job openings sections, whose words name an event and an opening in the results. */
const eventsSection = `*[_type == "page" && slug.current == "${eventsPath.slice(1)}"][0].sections[_type == "eventListing"][0]`;
const careersSection = `*[_type == "page" && slug.current == "${careersPath.slice(1)}"][0].sections[_type == "jobOpenings"][0]`;
const words = z.string().nullish();
/** A page's or a service's sections as stored: search takes the words a visitor reads there (`sectionText`). */
const sections = z.array(z.unknown()).nullish();
const entries = <Shape extends z.ZodRawShape>(shape: Shape) => eachValid(z.object({ _id: z.string(), slug, title: text, ...shape }));
const described = entries({ summary: text, people: words, topics: words, terms: words });

/** The fields of a section (and of its items, stats, rich text) whose words a visitor reads on the page. */
const readFields = new Set(
  "eyebrow heading intro title text desc label value points tags client summary highlight activities milestones years note".split(" "),
);

/** The words of sections a visitor reads, as one text: the strings of the fields above at any depth, never a key or address. */
function sectionText(value: unknown, field = ""): string {
  if (typeof value === "string") return readFields.has(field) ? value : "";
  if (!value || typeof value !== "object") return "";
  const parts = Array.isArray(value)
    ? value.map((item) => sectionText(item, field))
    : Object.entries(value).map(([key, item]) => sectionText(item, key));
  return parts.filter(Boolean).join(" ");
}

/**
 * What search reads, in one query: of each document where it leads, its title, short text and the words that say
 * what it is about (of pages and services, their sections' text), the Search document's words and the site's language.
 */
export const searchContentQuery = contentQuery(
  "searchContent",
  `{
    "posts": *[_type == "post" && defined(slug.current)] | ${newestFirst}{
      _id, "slug": slug.current, title, "summary": excerpt, "people": author->name,
      "topics": array::join(categories[]->title, " "), "terms": pt::text(body[style in ["h2", "h3"]])
    },
    "caseStudies": *[_type == "caseStudy" && defined(slug.current)] | order(order asc){
      _id, "slug": slug.current, title, "summary": challenge, "people": client,
      "topics": array::join(relatedServices[]->title, " "), "terms": pt::text(story.solution) + " " + array::join(results, " ")
    },
    "services": *[_type == "service" && defined(slug.current)] | order(order asc){
      _id, "slug": slug.current, title, "summary": description, "terms": array::join(benefits, " "), sections
    },
    "pages": *[_type == "page" && (defined(slug.current) || _id == "${homePageId}")] | order(slug.current asc){
      _id, "slug": slug.current, title, "summary": seo.description, sections
    },
    "authors": *[_type == "author" && defined(slug.current) && count(*[_type == "post" && references(^._id)]) > 0] | order(name asc){
      _id, "slug": slug.current, "title": name, "summary": role, "topics": credentials
    },
    "categories": *[_type == "category" && defined(slug.current) && count(*[_type == "post" && references(^._id)]) > 0] | order(order asc){
      _id, "slug": slug.current, title
    },
    "openings": *[_type == "jobOpening" && defined(slug.current)] | order(datePosted desc){
      _id, "slug": slug.current, title, summary, "topics": practice->title,
      "terms": array::join([location.city, location.region, employmentType], " "), validThrough
    },
    "events": *[_type == "event" && defined(slug.current)] | order(start desc){
      _id, "slug": slug.current, title, summary, "people": array::join(speakers[]->name, " "),
      "topics": array::join(services[]->title, " ") + " " + array::join(topics[]->title, " "), "terms": kind + " " + coalesce(recap, "")
    },
    "settings": *[_type == "searchSettings" && _id == "searchSettings"][0]{
      synonyms[]{_key, term, means}, resultsCount{zero, one, two, few, many, other}, didYouMeanText,
      browseTopicsHeading, browseServicesHeading, authorTypeLabel, pageTypeLabel,
      "jobOpeningTypeLabel": ${careersSection}.searchTypeLabel,
      "eventTypeLabel": ${eventsSection}.searchTypeLabel
    },
    "locale": *[_type == "siteSettings" && _id == "siteSettings"][0].locale
  }`,
  z.object({
    posts: described,
    caseStudies: described,
    services: entries({ summary: text, terms: words, sections }),
    pages: entries({ slug: pageSlug.nullable(), summary: words, sections }),
    authors: entries({ summary: words, topics: words }),
    categories: entries({}),
    openings: entries({ summary: text, topics: words, terms: words, validThrough: text }),
    events: described,
    settings: z
      .object({
        synonyms: z.array(z.object({ _key: z.string(), term: text, means: z.array(text).min(1) })).nullish(),
        resultsCount: z.object({ zero: words, one: words, two: words, few: words, many: words, other: text }),
        didYouMeanText: text.refine((value) => value.includes("{suggestion}"), "write {suggestion} where the nearest word goes"),
        ...texts("browseTopicsHeading, browseServicesHeading, authorTypeLabel, pageTypeLabel"),
        jobOpeningTypeLabel: words,
        eventTypeLabel: words,
      })
      .nullable(),
    locale: text.nullable(),
  }),
);

type SearchRead = z.infer<typeof searchContentQuery.schema>;
/** What search reads, its Search document and the site's language present. */
export type SearchContent = Omit<SearchRead, "settings" | "locale"> & {
  settings: NonNullable<SearchRead["settings"]>;
  locale: string;
};
export type SearchSettings = SearchContent["settings"];
export type SearchKind = "post" | "caseStudy" | "service" | "page" | "author" | "jobOpening" | "event";

/** A document's words: `people` names (a post's author), `topics` (a post's categories), `terms` a few more (sub-heads, results). */
const wordFields = ["summary", "people", "topics", "terms"] as const;
type Words = (typeof wordFields)[number];
/** A document as search indexes it and lists it; `closesAt` is when it stops being found (a job opening's closing, ms). */
export type SearchDocument = { id: string; kind: SearchKind; path: string; title: string; closesAt?: number } & Record<Words, string>;

/** The content search reads: one read per content version (fetchContent returns the same object until a publish). */
export async function getSearchContent(): Promise<SearchContent> {
  const content = await fetchContent(searchContentQuery);
  // Singletons an editor cannot delete in the Studio; a dataset without them is refused by name.
  if (!content.settings) throw new ContentError('Content query "searchContent": the Search document (searchSettings) is missing');
  if (!content.locale) throw new ContentError('Content query "searchContent": the Site settings have no language (locale)');
  return content as SearchContent;
}

/** A document as the query reads it: its words where it has them. */
type SearchEntry = { _id: string; slug: string; title: string } & Partial<Record<Words, string | null | undefined>>;

/** An entry as search indexes it: the words it lacks are empty; `extra` sets what its kind reads otherwise. */
function searchDocument(kind: SearchKind, path: (slug: string) => string, entry: SearchEntry, extra: Partial<SearchDocument> = {}) {
  const words = Object.fromEntries(wordFields.map((field) => [field, entry[field] ?? ""])) as Record<Words, string>;
  return { id: entry._id, kind, path: path(entry.slug), title: entry.title, ...words, ...extra } satisfies SearchDocument;
}

/** Every searchable document, in the order results of equal weight are listed. */
export function searchDocuments(content: SearchContent): SearchDocument[] {
  const { posts, caseStudies, services, pages, authors, openings, events } = content;
  const withSections = (terms: string | null | undefined, read: unknown) => [terms, sectionText(read)].filter(Boolean).join(" ");
  return [
    ...posts.map((post) => searchDocument("post", postPath, post)),
    ...caseStudies.map((study) => searchDocument("caseStudy", caseStudyPath, study)),
    ...services.map((service) =>
      searchDocument("service", servicePath, { ...service, terms: withSections(service.terms, service.sections) }),
    ),
    ...pages.map((page) =>
      searchDocument("page", () => pagePath(page.slug), { ...page, slug: page.slug ?? "", terms: withSections(null, page.sections) }),
    ),
    // An author is found by name: the title is the person.
    ...authors.map((author) => searchDocument("author", authorPath, author, { people: author.title })),
    ...openings.map((opening) => searchDocument("jobOpening", jobOpeningPath, opening, { closesAt: Date.parse(opening.validThrough) })),
    ...events.map((event) => searchDocument("event", eventPath, event)),
  ];
}

/** Where a visitor who found nothing can go: the blog's topics and the services, from the same read. */
export function browseLinks(content: SearchContent) {
  return {
    topics: content.categories.map((category) => ({ label: category.title, href: categoryPath(category.slug) })),
    services: content.services.map((service) => ({ label: service.title, href: servicePath(service.slug) })),
  };
}
