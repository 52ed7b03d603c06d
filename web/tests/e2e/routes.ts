import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Every public route, read from the bundled dataset the suite's server starts with: a page, a service
// or a post added to the content is tested without touching a test.

type Link = { label: string; href: string };
type Doc = { _id: string; _type: string; slug?: { current?: string }; order?: number };
type Settings = Doc & {
  mainNav: Link[];
  headerCta: Link;
  footerColumns: { links: Link[] }[];
  legalLinks: Link[];
  socialLinks: Link[];
};

const documents: Doc[] = readFileSync(fileURLToPath(new URL("../../../content/production.ndjson", import.meta.url)), "utf8")
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

export const routes: string[] = ["/", ...pageSlugs.map((slug) => `/${slug}`), ...serviceSlugs.map((slug) => `/services/${slug}`)];

/** The site settings the layout is drawn from (top bar, footer). */
export const settings = documents.find((doc) => doc._id === "siteSettings") as Settings;

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
