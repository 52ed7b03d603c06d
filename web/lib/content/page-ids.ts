import { pageSlugPattern } from "@site/schemas/addresses";
import { z } from "zod";
import { slugsQuery } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";

// What the proxy, the sitemap and the sharing cards ask of pages, apart from a page with its sections (./page.ts).

export const pageSlug = z.string().regex(pageSlugPattern, "an address is lower-case words and dashes, nested parts separated by single /");

/** Every page's address but the home page's (`/`). */
export const pageSlugsQuery = slugsQuery("pageSlugs", "page", "order(slug.current asc)", pageSlug);

/** Documents with a sharing card at /og/<id>. */
export const sharedTypes = `_type in ["page", "post", "caseStudy", "author", "jobOpening", "event"]`;

const pageIdsQuery = contentQuery("pageIds", `*[${sharedTypes}]._id`, z.array(z.string().min(1)));

export const getPageSlugs = () => fetchContent(pageSlugsQuery);
export const getPageIds = () => fetchContent(pageIdsQuery);
