/**
 * Every address of the site, defined once: for each document type with a page of its own, its path (from its
 * slug), the GROQ expression of a document's path, the patterns the proxy recognises, and the paging of lists.
 * Schemas, the Studio (Presentation, redirects on rename), the site (links, proxy, sitemap, search, feed) and
 * the browser tests all read this module; nothing else writes an address by hand. No imports: the proxy, the
 * Studio and the tests load it as it is.
 */

/** The home page: the one page document with no address of its own (it is at `/`). */
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

/** The public address of a document of one of those types with this slug. */
export const documentAddress = (type: AddressedType, slug: string) => `${addressPrefixes[type]}/${slug}`;

/** The path of a page: `/` for the home page, `/<slug>` for any other. */
export const pagePath = (slug: string | null | undefined) => (slug ? documentAddress("page", slug) : homePath);
export const servicePath = (slug: string) => documentAddress("service", slug);
export const postPath = (slug: string) => documentAddress("post", slug);
export const caseStudyPath = (slug: string) => documentAddress("caseStudy", slug);
export const authorPath = (slug: string) => documentAddress("author", slug);
export const categoryPath = (slug: string) => documentAddress("category", slug);
export const jobOpeningPath = (slug: string) => documentAddress("jobOpening", slug);
export const eventPath = (slug: string) => documentAddress("event", slug);

/** Listings that are page documents at a type's prefix: the services, the blog (its posts below it), the case studies. */
export const servicesPath = addressPrefixes.service;
export const blogPath = addressPrefixes.post;
export const caseStudiesPath = addressPrefixes.caseStudy;
export const feedPath = `${blogPath}/rss.xml`;
/** The careers page (a page document, its Job openings section) lists the openings below it. */
export const careersPath = addressPrefixes.jobOpening;

/**
 * The careers list filtered by one facet: the openings of a practice (a service's address) or of a location
 * (a city's key, or remote). An opening's address cannot be one of these words.
 */
export const careersFacets = ["practice", "location"] as const;
export type CareersFacet = (typeof careersFacets)[number];
export type CareersState = { facet?: { kind: CareersFacet; value: string } | undefined };
/** The location value of an opening in the list's address: `remote`, or its city's (`new-york` for New York). */
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

/** The events page (a page document, its Event listing section) lists the events below it, paged like the blog. */
export const eventsPath = addressPrefixes.event;
/** An event's own addresses below it: its list's later pages. An event's address cannot be one of these words. */
export const eventReservedSlugs = ["page"] as const;
/** Page `page` of the events list: /events, /events/page/2. */
export const eventsListPath = (page: number) => pagedPath(eventsPath, page);
/** An event's calendar file (RFC 5545), and the feed of upcoming events. */
export const eventCalendarPath = (slug: string) => `${eventPath(slug)}/calendar.ics`;
export const eventsFeedPath = `${eventsPath}.ics`;

/** The contact form, and the form with a service chosen (`/contact/<service>`). */
export const contactPath = "/contact";
export const contactServicePath = (service?: string | null) => (service ? `${contactPath}/${service}` : contactPath);
/** Where a visitor lands after posting the form without JavaScript (app/contact/thank-you). */
export const confirmationPath = `${contactPath}/thank-you`;

/** The newsletter's result pages are below it (schemas/objects/newsletter-fields.ts names them). */
export const newsletterPath = "/newsletter";

/** The bundled dataset's files (app/files), by their name in the export. */
export const filesPath = "/files";
export const filePath = (name: string) => `${filesPath}/${name}`;

/**
 * Where a page document is rendered: an internal route (app/content-page/[...slug]) that the proxy rewrites
 * the page's public address to. Its pages name their public address as canonical.
 */
export const contentPagePrefix = "/content-page";
export const contentPageTarget = (slug: string) => `${contentPagePrefix}${pagePath(slug)}`;

// Lists and their pages: page 1 is the list's own address, later pages `<list>/page/<n>`.

/** How many pages `total` entries make at `size` per page (one page even with none). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / Math.max(1, size)));

/** Pages 2 to n of a list (page 1 is the list's own address). */
export const laterPages = (total: number, size: number) => Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);

/** Page `page` of the list at `base`. */
export const pagedPath = (base: string, page: number) => (page > 1 ? `${base}/page/${page}` : base);

/** Which part of the blog's list of posts a page shows: every post or one category's, and which page. */
export type ListingState = { category?: string | undefined; page: number };

/** The address of a page of the list: /blog, /blog/page/2, /blog/category/<slug>, /blog/category/<slug>/page/2. */
export const listingPath = ({ category, page }: ListingState): string => pagedPath(category ? categoryPath(category) : blogPath, page);

/** The address of a page of an author's posts: /blog/author/<slug>, /blog/author/<slug>/page/2. */
export const authorPagePath = (slug: string, page: number): string => pagedPath(authorPath(slug), page);

// GROQ: a document's path computed in the query, so a renamed document's links follow it.

/**
 * The current address of a document (`doc` a GROQ expression such as `to->` or `reference->`) of one of
 * `types`, or null (a document with no slug, or of another type).
 */
export const documentPathGroq = (doc: string, types: readonly AddressedType[] = addressedTypes) => `select(
  ${[
    ...(types.includes("page") ? [`${doc}._id == "${homePageId}" => "${homePath}"`] : []),
    ...types.map(
      (type) => `${doc}._type == "${type}" && defined(${doc}.slug.current) => "${addressPrefixes[type]}/" + ${doc}.slug.current`,
    ),
  ].join(",\n  ")}
)`;

/** The contact form's address with the service named by the GROQ expression `service` (when it has one). */
export const contactPathGroq = (service: string) => `"${contactPath}" + coalesce("/" + ${service}, "")`;

/** What a link (schemas/objects/link.ts) can lead to as "a page of this site". */
export const linkPageTypes = ["page", "service"] as const satisfies readonly AddressedType[];

/** Documents an internal link in an article can lead to (their pages exist on the site). */
export const internalLinkTypes = ["service", "post", "caseStudy"] as const satisfies readonly AddressedType[];

// Recognising an address (the proxy): which document type's, with which slug and page.

/** A page number as it appears in an address: digits, no leading zero, at most four. */
const pageNumber = "([1-9][0-9]{0,3})";
const listSlug = "([a-z0-9-]+)";
const segment = "([^/]+)";
const escaped = (path: string) => path.replace(/[-/]/g, "\\$&");

/** The patterns of the addresses under a prefix of their own; each captures the slug (and a page number). */
export const addressPatterns = {
  contactService: new RegExp(`^${escaped(contactPath)}\\/${segment}$`),
  service: new RegExp(`^${escaped(addressPrefixes.service)}\\/${segment}$`),
  caseStudy: new RegExp(`^${escaped(addressPrefixes.caseStudy)}\\/(.+)$`),
  post: new RegExp(`^${escaped(addressPrefixes.post)}\\/${segment}$`),
  blogPage: new RegExp(`^${escaped(blogPath)}\\/page\\/${pageNumber}$`),
  category: new RegExp(`^${escaped(addressPrefixes.category)}\\/${listSlug}(?:\\/page\\/${pageNumber})?$`),
  author: new RegExp(`^${escaped(addressPrefixes.author)}\\/${listSlug}(?:\\/page\\/${pageNumber})?$`),
  contentPage: new RegExp(`^${escaped(contentPagePrefix)}\\/(.+)$`),
  careers: new RegExp(`^${escaped(careersPath)}(?:\\/(?:(practice|location)\\/${listSlug}|${segment}))?$`),
} as const;

/** Whether `path` is under `prefix` (`/blog/…`), the address itself excluded. */
export const isUnder = (prefix: string, path: string) => path.startsWith(`${prefix}/`);

/**
 * What an address under /blog/ names: a post, a page of the blog's list or a category's (`page` absent on a
 * list's own address), an author's page or a later page of their posts; null when it names none of them.
 */
export type BlogAddress =
  | { kind: "post"; slug: string }
  | { kind: "listing"; category?: string | undefined; page: number | undefined }
  | { kind: "author"; slug: string; page: number | undefined };

const pageOf = (text: string | undefined) => (text === undefined ? undefined : Number(text));

export function parseBlogAddress(path: string): BlogAddress | null {
  const post = addressPatterns.post.exec(path);
  if (post?.[1] !== undefined) return { kind: "post", slug: post[1] };
  const author = addressPatterns.author.exec(path);
  if (author?.[1] !== undefined) return { kind: "author", slug: author[1], page: pageOf(author[2]) };
  const list = addressPatterns.blogPage.exec(path);
  if (list) return { kind: "listing", page: pageOf(list[1]) };
  const category = addressPatterns.category.exec(path);
  if (category?.[1] !== undefined) return { kind: "listing", category: category[1], page: pageOf(category[2]) };
  return null;
}
