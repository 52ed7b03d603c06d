import { pageSlugPattern } from "@site/schemas/page-path";
import { z } from "zod";
import { slugsOf } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";

/** A page's address: words and dashes, nested with single slashes (schemas/objects/page-path.ts), so always a path of this site. */
export const pageSlug = z.string().regex(pageSlugPattern, "an address is lower-case words and dashes, nested parts separated by single /");

// What the proxy and the sitemap ask of pages (their addresses, the documents with a sharing card), apart from
// reading a page with its sections (./page.ts), so that the proxy's code holds no section.

/** Every page's address but the home page's (`/`), for building them ahead of time and the sitemap. */
export const pageSlugsQuery = contentQuery(
  "pageSlugs",
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc){_id, _type, "slug": slug.current}`,
  slugsOf(pageSlug),
);

/** Documents with a sharing card at /og/<id>: pages, posts, case studies, authors, job openings and events. */
const sharedTypes = `_type in ["page", "post", "caseStudy", "author", "jobOpening", "event"]`;

export const pageIdsQuery = contentQuery("pageIds", `*[${sharedTypes}]._id`, z.array(z.string().min(1)));

/** The title on a document's sharing card: its search title, or its title or name (posts, case studies and authors may have no search fields). */
export const pageSeoQuery = contentQuery(
  "pageSeo",
  `*[${sharedTypes} && _id == $id][0]{"title": coalesce(seo.title, title, name)}`,
  z.object({ title: z.string().min(1) }).nullable(),
);

export const getPageSlugs = () => fetchContent(pageSlugsQuery);
/** The ids of every document with a sharing card (pages, posts, case studies). */
export const getPageIds = () => fetchContent(pageIdsQuery);
/** A page's, post's or case study's sharing title by its document id, or null when there is none. */
export const getPageSeo = (id: string) => fetchContent(pageSeoQuery, { id });
