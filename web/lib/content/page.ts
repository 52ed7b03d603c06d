import { homePageId, pagePath } from "@site/schemas/page-path";
import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";
import { pageSections, sectionFields } from "./sections";

const pageFields = `${documentFields}, title, "slug": slug.current, ${seoFields}, sections[]{${sectionFields}}`;
const page = documentBase.extend({ title: z.string().min(1), slug: z.string().nullish(), seo, sections: pageSections });
export type Page = z.infer<typeof page>;

export const homePageQuery = defineQuery("homePage", `*[_type == "page" && _id == "${homePageId}"][0]{${pageFields}}`, page);

export const pageQuery = defineQuery("page", `*[_type == "page" && slug.current == $slug][0]{${pageFields}}`, page.nullable());

/** Every page's address but the home page's (`/`), for building them ahead of time and the sitemap. */
export const pageSlugsQuery = defineQuery(
  "pageSlugs",
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current`,
  z.array(z.string().min(1)),
);

/** Documents with a sharing card at /og/<id>: pages, posts, case studies and authors. */
const sharedTypes = `_type in ["page", "post", "caseStudy", "author"]`;

export const pageIdsQuery = defineQuery("pageIds", `*[${sharedTypes}]._id`, z.array(z.string().min(1)));

/** The title on a document's sharing card: its search title, or its title or name (posts, case studies and authors may have no search fields). */
export const pageSeoQuery = defineQuery(
  "pageSeo",
  `*[${sharedTypes} && _id == $id][0]{"title": coalesce(seo.title, title, name)}`,
  z.object({ title: z.string().min(1) }).nullable(),
);

export const getHomePage = () => fetchContent(homePageQuery);
/** The page at /<slug>, or null when there is none. */
export const getPage = (slug: string) => fetchContent(pageQuery, { slug });
export const getPageSlugs = () => fetchContent(pageSlugsQuery);
/** The ids of every document with a sharing card (pages, posts, case studies). */
export const getPageIds = () => fetchContent(pageIdsQuery);
/** A page's, post's or case study's sharing title by its document id, or null when there is none. */
export const getPageSeo = (id: string) => fetchContent(pageSeoQuery, { id });

export { pagePath };
