import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  authorPagePath,
  careersListPath,
  careersLocationValue,
  careersPath,
  caseStudyPath,
  contactServicePath,
  eventPath,
  eventsListPath,
  eventsPath,
  filePath,
  homePath,
  jobOpeningPath,
  laterPages as laterPagesOf,
  listingPath,
  pagePath,
  postPath,
  servicePath,
} from "@site/schemas/addresses";

// Every public route, read from the bundled dataset the suite's server starts with: a page, a service
// or a post added to the content is tested without touching a test.

/** A link as stored (schemas/objects/link.ts); the suite reads its address with `hrefOf`. */
type StoredLink = {
  label: string;
  to: "page" | "contact" | "file" | "email" | "url";
  page?: { _ref: string };
  service?: string;
  file?: { _sanityAsset: string };
  email?: string;
  url?: string;
};
type Link = { label: string; href: string };
type Doc = {
  _id: string;
  _type: string;
  slug?: { current?: string };
  order?: number;
  title?: string;
  publishedAt?: string;
  categories?: { _ref: string }[];
  author?: { _ref: string };
  relatedServices?: { _ref: string }[];
  sections?: { _type: string; pagination?: { pageSize?: number } }[];
};
type Settings = Doc & {
  searchLabel: string;
  mainNav: Link[];
  menuSecondaryNav: Link[];
  headerCta: Link;
  footerColumns: { links: Link[] }[];
  legalLinks: Link[];
  socialLinks: Link[];
};

/** The dataset the suite's server starts from (tests/serve.mjs copies it): SITE_TEST_DATASET_FILE or the bundled one. */
const datasetFile = process.env.SITE_TEST_DATASET_FILE || fileURLToPath(new URL("../../../content/production.ndjson", import.meta.url));
const documents: Doc[] = readFileSync(datasetFile, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith("drafts."));

const slugOf = (doc: Doc) => doc.slug?.current ?? "";

/** The services' addresses, in their card order. */
export const serviceSlugs: string[] = documents
  .filter((doc) => doc._type === "service" && slugOf(doc))
  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  .map(slugOf);

/** Every page document's address but the home page's. */
export const pageSlugs: string[] = documents.filter((doc) => doc._type === "page" && slugOf(doc)).map(slugOf);

/** Every post, newest first (posts of one day by title), as the blog lists them. */
export const posts: Doc[] = documents
  .filter((doc) => doc._type === "post" && slugOf(doc))
  .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || (a.title ?? "").localeCompare(b.title ?? ""));
export const postSlugs: string[] = posts.map(slugOf);

/** The blog's page size, from its Post listing section. */
export const blogPageSize: number =
  documents.find((doc) => doc._id === "page-blog")?.sections?.find((section) => section._type === "postListing")?.pagination?.pageSize ?? 0;

/** The posts of a category (by its document id), newest first. */
export const postsIn = (categoryId: string) => posts.filter((post) => post.categories?.some((ref) => ref._ref === categoryId));

/** The categories that have posts, in the editors' order: the blog's filter after All. */
export const categories: Doc[] = documents
  .filter((doc) => doc._type === "category" && slugOf(doc) && postsIn(doc._id).length > 0)
  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** Pages 2 to n of a list of `count` posts. */
const laterPages = (count: number) => laterPagesOf(count, blogPageSize);

/** The blog's list pages beyond /blog: later pages, each category's first and later pages. */
export const listingRoutes: string[] = [
  ...laterPages(posts.length).map((page) => listingPath({ page })),
  ...categories.flatMap((category) =>
    [1, ...laterPages(postsIn(category._id).length)].map((page) => listingPath({ category: slugOf(category), page })),
  ),
];

export const authorSlugs: string[] = documents.filter((doc) => doc._type === "author" && slugOf(doc)).map(slugOf);

/** An author's posts (by the author's document id), newest first. */
export const postsBy = (authorId: string) => posts.filter((post) => post.author?._ref === authorId);

/** Every page of each author's posts: /blog/author/<slug>, then /page/2 on, a blog page size at a time. */
export const authorRoutes: string[] = documents
  .filter((doc) => doc._type === "author" && slugOf(doc))
  .flatMap((author) => [1, ...laterPages(postsBy(author._id).length)].map((page) => authorPagePath(slugOf(author), page)));

const caseStudies: Doc[] = documents
  .filter((doc) => doc._type === "caseStudy" && slugOf(doc))
  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
export const caseStudySlugs: string[] = caseStudies.map(slugOf);

/** The case studies a success story on a document (by its id) tells: its page links them from the story. */
const toldByStories = (id: string): Set<string> => {
  type Sections = { sections?: { _type: string; stories?: { caseStudy?: { _ref: string } }[] }[] };
  const sections = (documents.find((doc) => doc._id === id) as Sections | undefined)?.sections ?? [];
  return new Set(
    sections
      .filter((section) => section._type === "successStories")
      .flatMap((section) => (section.stories ?? []).map((story) => story.caseStudy?._ref ?? "")),
  );
};

/**
 * The addresses of the case studies a service's page shows as related: those naming the service (by its document id)
 * among their related services, in card order, but for those a success story on the page already tells.
 */
export const caseStudySlugsOf = (serviceId: string): string[] =>
  caseStudies
    .filter((study) => study.relatedServices?.some((ref) => ref._ref === serviceId) && !toldByStories(serviceId).has(study._id))
    .map(slugOf);

/**
 * The addresses of the posts a service's or case study's page shows on its subject: the newest (at most
 * three, as the page shows) naming any of these services (document ids) among their related services.
 */
export const postSlugsAbout = (serviceIds: string[]): string[] =>
  posts
    .filter((post) => post.relatedServices?.some((ref) => serviceIds.includes(ref._ref)))
    .slice(0, 3)
    .map(slugOf);

/**
 * The addresses of the posts a case study's page shows on its subject: the newest (at most three) in one of its
 * topics (categories) first, then the newest whose main service is the study's first related service.
 */
export const postSlugsOn = (topics: string[], service: string | undefined): string[] => {
  const onTopic = (post: Doc) => post.categories?.some((ref) => topics.includes(ref._ref)) ?? false;
  const onService = (post: Doc) => service !== undefined && post.relatedServices?.[0]?._ref === service;
  return [...posts.filter(onTopic), ...posts.filter((post) => !onTopic(post) && onService(post))].slice(0, 3).map(slugOf);
};

/** Job openings, newest first; those open now (before their closing moment) are listed and in the sitemap. */
type Opening = Doc & {
  datePosted: string;
  workplace: string;
  location?: { city?: string };
  practice: { _ref: string };
  validThrough: string;
};
export const openings: Opening[] = documents
  .filter((doc): doc is Opening => doc._type === "jobOpening" && Boolean(slugOf(doc)))
  .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || String(a.title).localeCompare(String(b.title)));
export const isOpenNow = (opening: Opening) => Date.parse(opening.validThrough) > Date.now();
export const openOpenings: Opening[] = openings.filter(isOpenNow);
export const closedOpenings: Opening[] = openings.filter((opening) => !isOpenNow(opening));
const careersPage = documents.some((doc) => doc._type === "page" && slugOf(doc) === careersPath.slice(1));
/** The careers list's practice and location pages (of the open roles) and the open roles' pages. */
export const careersRoutes: string[] = careersPage
  ? [
      ...new Set([
        ...openOpenings.map((opening) =>
          careersListPath({
            facet: { kind: "practice", value: slugOf(documents.find((doc) => doc._id === opening.practice._ref) as Doc) },
          }),
        ),
        ...openOpenings.map((opening) =>
          careersListPath({
            facet: { kind: "location", value: careersLocationValue({ workplace: opening.workplace, city: opening.location?.city }) },
          }),
        ),
        ...openOpenings.map((opening) => jobOpeningPath(slugOf(opening))),
      ]),
    ]
  : [];

/** Every event's page, and the events list's later pages (its page size from the Event listing section). */
const eventsListing = documents
  .find((doc) => doc._type === "page" && slugOf(doc) === eventsPath.slice(1))
  ?.sections?.find((section) => section._type === "eventListing");
export const eventSlugs: string[] = documents.filter((doc) => doc._type === "event" && slugOf(doc)).map(slugOf);
export const eventsRoutes: string[] = eventsListing?.pagination?.pageSize
  ? [...laterPagesOf(eventSlugs.length, eventsListing.pagination.pageSize).map(eventsListPath), ...eventSlugs.map(eventPath)]
  : [];

export const routes: string[] = [
  homePath,
  ...pageSlugs.map(pagePath),
  ...serviceSlugs.map(servicePath),
  ...postSlugs.map(postPath),
  ...listingRoutes,
  ...authorRoutes,
  ...caseStudySlugs.map(caseStudyPath),
  ...careersRoutes,
  ...eventsRoutes,
];

/**
 * At most `max` of a list, spread over it (the first, the last, evenly between): the bounded sample of a
 * type's documents that a per-document check runs on, so that the suite does not grow with the content.
 */
export function sample<T>(items: readonly T[], max = 3): T[] {
  if (items.length <= max) return [...items];
  return Array.from({ length: max }, (_, index) => items[Math.round((index * (items.length - 1)) / (max - 1))] as T);
}

/** Documents that between them show every section type the list uses, in the list's order (the first always). */
function coveringSections(docs: Doc[], seen = new Set<string>()): Doc[] {
  return docs.filter((doc, index) => {
    const types = (doc.sections ?? []).map((section) => section._type);
    const adds = types.some((type) => !seen.has(type));
    for (const type of types) seen.add(type);
    return index === 0 || adds;
  });
}

const homeSections = new Set((documents.find((doc) => doc._id === "page-home")?.sections ?? []).map((section) => section._type));
const firstOf = (list: string[], shape: RegExp) => list.filter((route) => shape.test(route)).slice(0, 1);

/**
 * Each template once, plus a bounded sample of its documents: the home page; the pages and services that
 * between them show every section type; the newest and oldest post; the first later page of the blog, the
 * first category and its first later page; the first author and the first later page of an author; the first
 * and last case study. The expensive per-page checks (axe, layout at two widths, text doubled, images, the
 * Nu Html Checker, links) run here; the cheap ones (headers, no client runtime) run on every route.
 */
export const sampleRoutes: string[] = [
  "/",
  ...coveringSections(
    documents.filter((doc) => doc._type === "page" && slugOf(doc)),
    new Set(homeSections),
  ).map((doc) => `/${slugOf(doc)}`),
  ...coveringSections(serviceSlugs.map((slug) => documents.find((doc) => doc._type === "service" && slugOf(doc) === slug) as Doc)).map(
    (doc) => `/services/${slugOf(doc)}`,
  ),
  ...sample(postSlugs, 2).map((slug) => `/blog/${slug}`),
  ...firstOf(listingRoutes, /^\/blog\/page\/\d+$/),
  ...firstOf(listingRoutes, /^\/blog\/category\/[^/]+$/),
  ...firstOf(listingRoutes, /^\/blog\/category\/[^/]+\/page\/\d+$/),
  ...firstOf(authorRoutes, /^\/blog\/author\/[^/]+$/),
  ...firstOf(authorRoutes, /^\/blog\/author\/[^/]+\/page\/\d+$/),
  ...sample(caseStudySlugs, 2).map((slug) => `/case-studies/${slug}`),
  ...openOpenings.slice(0, 1).map((opening) => jobOpeningPath(slugOf(opening))),
  ...closedOpenings.slice(0, 1).map((opening) => jobOpeningPath(slugOf(opening))),
  ...firstOf(careersRoutes, /^\/careers\/practice\//),
  ...eventSlugs.slice(0, 1).map(eventPath),
];

/** Where a stored link leads, as a visitor's browser sees it. */
export function hrefOf(link: StoredLink): string {
  switch (link.to) {
    case "page": {
      const target = documents.find((doc) => doc._id === link.page?._ref);
      if (!target) throw new Error(`A link "${link.label}" leads to a document missing from the dataset`);
      return target._type === "service" ? servicePath(slugOf(target)) : pagePath(slugOf(target));
    }
    case "contact":
      return contactServicePath(link.service);
    case "file":
      return filePath(`${link.file?._sanityAsset.split("/").at(-1)}`);
    case "email":
      return `mailto:${link.email}`;
    case "url":
      return link.url ?? "";
  }
}

const resolved = (links: StoredLink[]): Link[] => links.map((link) => ({ label: link.label, href: hrefOf(link) }));
type StoredSettings = Doc & {
  searchLabel: string;
  mainNav: StoredLink[];
  menuSecondaryNav?: StoredLink[];
  headerCta: StoredLink;
  footerColumns: { links: StoredLink[] }[];
  legalLinks: StoredLink[];
  socialLinks: Link[];
};
const stored = documents.find((doc) => doc._id === "siteSettings") as StoredSettings;

/** The site settings the layout is drawn from (top bar, footer), their links' addresses resolved. */
export const settings: Settings = {
  ...stored,
  mainNav: resolved(stored.mainNav),
  menuSecondaryNav: resolved(stored.menuSecondaryNav ?? []),
  headerCta: { label: stored.headerCta.label, href: hrefOf(stored.headerCta) },
  footerColumns: stored.footerColumns.map((column) => ({ ...column, links: resolved(column.links) })),
  legalLinks: resolved(stored.legalLinks),
};

/** A published document of the bundled dataset by its _id, for tests that check what editors wrote reaches the page. */
export function documentById<T = Record<string, unknown>>(id: string): T {
  const doc = documents.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`The bundled dataset has no document "${id}"`);
  return doc as T;
}

/** A published document of the bundled dataset by its type and address (slug). */
export function documentBySlug<T = Record<string, unknown>>(type: string, slug: string): T {
  const doc = documents.find((candidate) => candidate._type === type && slugOf(candidate) === slug);
  if (!doc) throw new Error(`The bundled dataset has no ${type} at "${slug}"`);
  return doc as T;
}

/** A section of a page document, by its _key: what an editor composed there, for tests that read the page's words. */
export function sectionOf<T = Record<string, unknown>>(pageId: string, key: string): T {
  const section = (documentById<{ sections?: { _key: string }[] }>(pageId).sections ?? []).find((candidate) => candidate._key === key);
  if (!section) throw new Error(`The page "${pageId}" has no section "${key}"`);
  return section as T;
}

/** Every published document of a type, in the file's order. */
export function documentsOfType<T = Record<string, unknown>>(type: string): T[] {
  return documents.filter((doc) => doc._type === type) as T[];
}

/** A service page: the first of the sample (for checks of one page of each kind). */
export const aServiceRoute: string = sampleRoutes.find((route) => route.startsWith("/services/")) ?? "/services";
