// Every address of the site, defined once, for the Studio, the site and the tests. No imports.

/** The home page: the one page document with no address of its own. */
export const homePageId = "page-home";
export const homePath = "/";

/** Document types with an address of their own, and the path their slug is appended to. */
export const addressPrefixes = {
  page: "",
  service: "/services",
  post: "/blog",
  caseStudy: "/case-studies",
  author: "/blog/author",
  category: "/blog/category",
  jobOpening: "/careers",
  event: "/events",
} as const;
export type AddressedType = keyof typeof addressPrefixes;
export const addressedTypes = Object.keys(addressPrefixes) as AddressedType[];

export const documentAddress = (type: AddressedType, slug: string) => `${addressPrefixes[type]}/${slug}`;

export const pagePath = (slug: string | null | undefined) => (slug ? documentAddress("page", slug) : homePath);
export const servicePath = (slug: string) => documentAddress("service", slug);
export const postPath = (slug: string) => documentAddress("post", slug);
export const caseStudyPath = (slug: string) => documentAddress("caseStudy", slug);
export const authorPath = (slug: string) => documentAddress("author", slug);
export const categoryPath = (slug: string) => documentAddress("category", slug);
export const jobOpeningPath = (slug: string) => documentAddress("jobOpening", slug);
export const eventPath = (slug: string) => documentAddress("event", slug);

/** Lists that are page documents at a type's prefix, their documents below them. */
export const servicesPath = addressPrefixes.service;
export const blogPath = addressPrefixes.post;
export const caseStudiesPath = addressPrefixes.caseStudy;
export const feedPath = `${blogPath}/rss.xml`;
export const careersPath = addressPrefixes.jobOpening;
export const eventsPath = addressPrefixes.event;

/** The careers list's filters (a practice's slug, a location): no opening may take these words as its slug. */
export const careersFacets = ["practice", "location"] as const;
export type CareersFacet = (typeof careersFacets)[number];
export type CareersState = { facet?: { kind: CareersFacet; value: string } | undefined };
/** An opening's location in the list's address: `remote`, or its city's (`new-york` for New York). */
export const careersLocationValue = ({ workplace, city }: { workplace: string; city?: string | null | undefined }) =>
  workplace === "remote"
    ? "remote"
    : (city ?? "")
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
export const careersListPath = ({ facet }: CareersState) => (facet ? `${careersPath}/${facet.kind}/${facet.value}` : careersPath);

/** The events list's later pages are below it: no event may take these words as its slug. */
export const eventReservedSlugs = ["page"] as const;
export const eventsListPath = (page: number) => pagedPath(eventsPath, page);
export const eventCalendarPath = (slug: string) => `${eventPath(slug)}/calendar.ics`;
export const eventsFeedPath = `${eventsPath}.ics`;

export const contactPath = "/contact";
/** The form's service select's values (schemas/objects/contact-fields.ts), in order; each has its address. */
export const contactServiceValues = [
  "billing",
  "compliance",
  "patient-outcomes",
  "hospitals",
  "technology",
  "providers",
  "analytics",
  "telemedicine",
  "credentialing",
  "strategic",
  "population",
  "life-sciences",
  "other",
] as const;
export type ContactServiceValue = (typeof contactServiceValues)[number];
export const contactServicePath = (service?: string | null) => (service ? `${contactPath}/${service}` : contactPath);
export const confirmationPath = `${contactPath}/thank-you`;

/** The newsletter's result pages, where the server sends the visitor. */
export const newsletterPath = "/newsletter";
export const newsletterResultPaths = {
  checkInbox: "/newsletter/check-your-inbox",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
} as const;
export type NewsletterResult = keyof typeof newsletterResultPaths;

/** The bundled dataset's files (app/files), by their name in the export. */
export const filesPath = "/files";
export const filePath = (name: string) => `${filesPath}/${name}`;

/** The internal route a page document is rendered at: the proxy rewrites its address there. */
export const contentPagePrefix = "/content-page";
export const contentPageTarget = (slug: string) => `${contentPagePrefix}${pagePath(slug)}`;

/** A page's slug: lower-case words joined by dashes, nested with / (schemas/objects/page-path.ts). */
export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A segment of a path of this site: not empty, `.` or `..`, with no encoded dot, slash or backslash, no backslash,
 * `?`, `#`, white space or control character (browsers drop tabs: `/\t/evil.example` is `//evil.example`).
 */
const localSegment = String.raw`(?!\.{1,2}(?:\/|$))(?:[^\/\\\s?#%\x00-\x1f\x7f]|%(?!2[eEfF]|5[cC])[0-9A-Fa-f]{2})+`;

/** A path of this site that no URL parser normalises into another (`/../..//evil.example`): a redirect to it stays here. */
export const localPathPattern = new RegExp(`^(?:\\/|(?:\\/${localSegment})+)$`);

// Lists: page 1 is the list's own address, later pages `<list>/page/<n>`.

/** How many pages `total` entries make at `size` per page (one page even with none). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / Math.max(1, size)));
export const laterPages = (total: number, size: number) => Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);
export const pagedPath = (base: string, page: number) => (page > 1 ? `${base}/page/${page}` : base);

/** A page of the blog's list: every post or one category's. */
export type ListingState = { category?: string | undefined; page: number };
export const listingPath = ({ category, page }: ListingState): string => pagedPath(category ? categoryPath(category) : blogPath, page);
export const authorPagePath = (slug: string, page: number): string => pagedPath(authorPath(slug), page);

/** GROQ of the current address of a document (`doc` such as `to->`) of one of `types`, or null. */
export const documentPathGroq = (doc: string, types: readonly AddressedType[] = addressedTypes) => `select(
  ${[
    ...(types.includes("page") ? [`${doc}._id == "${homePageId}" => "${homePath}"`] : []),
    ...types.map(
      (type) => `${doc}._type == "${type}" && defined(${doc}.slug.current) => "${addressPrefixes[type]}/" + ${doc}.slug.current`,
    ),
  ].join(",\n  ")}
)`;

/** GROQ of the contact form's address with the service `service` names, when it names one. */
export const contactPathGroq = (service: string) => `"${contactPath}" + coalesce("/" + ${service}, "")`;

/** What a link (schemas/objects/link.ts) can lead to as "a page of this site". */
export const linkPageTypes = ["page", "service"] as const satisfies readonly AddressedType[];
/** What an internal link in an article can lead to. */
export const internalLinkTypes = ["service", "post", "caseStudy"] as const satisfies readonly AddressedType[];
