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

export const pageIdsQuery = defineQuery("pageIds", `*[_type == "page"]._id`, z.array(z.string().min(1)));

export const pageSeoQuery = defineQuery("pageSeo", `*[_type == "page" && _id == $id][0].${seoFields}`, seo.nullable());

export const getHomePage = () => fetchContent(homePageQuery);
/** The page at /<slug>, or null when there is none. */
export const getPage = (slug: string) => fetchContent(pageQuery, { slug });
export const getPageSlugs = () => fetchContent(pageSlugsQuery);
export const getPageIds = () => fetchContent(pageIdsQuery);
/** A page's title and description by its document id, or null when there is none. */
export const getPageSeo = (id: string) => fetchContent(pageSeoQuery, { id });

export { pagePath };
