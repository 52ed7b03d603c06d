import { blogPath, homePageId, pagePath } from "@site/schemas/addresses";
import { z } from "zod";
import { pageSections, type SectionOf } from "@/sections";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";
import { sectionedRead } from "./sectioned";

const pageFields = `${documentFields}, title, "slug": slug.current, ${seoFields}`;
const page = documentBase.extend({ title: z.string().min(1), slug: z.string().nullish(), seo, sections: pageSections });
export type Page = z.infer<typeof page>;

// Read in two steps, the second with only the projections of the page's own sections (lib/content/sectioned.ts).
const homePage = sectionedRead("homePage", `_type == "page" && _id == "${homePageId}"`, pageFields, page);
const pageBySlug = sectionedRead("page", `_type == "page" && slug.current == $slug`, pageFields, page.nullable());
/** A page's query with every section's projection (what the two-step read reads, in one). */
export const homePageQuery = homePage.query;
export const pageQuery = pageBySlug.query;

/** Every page's address but the home page's (`/`), for building them ahead of time and the sitemap. */
export const pageSlugsQuery = contentQuery(
  "pageSlugs",
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current`,
  z.array(z.string().min(1)),
);

/** Documents with a sharing card at /og/<id>: pages, posts, case studies and authors. */
const sharedTypes = `_type in ["page", "post", "caseStudy", "author"]`;

export const pageIdsQuery = contentQuery("pageIds", `*[${sharedTypes}]._id`, z.array(z.string().min(1)));

/** The title on a document's sharing card: its search title, or its title or name (posts, case studies and authors may have no search fields). */
export const pageSeoQuery = contentQuery(
  "pageSeo",
  `*[${sharedTypes} && _id == $id][0]{"title": coalesce(seo.title, title, name)}`,
  z.object({ title: z.string().min(1) }).nullable(),
);

export const getHomePage = () => homePage.read({});
/** The page at /<slug>, or null when there is none. */
export const getPage = (slug: string) => pageBySlug.read({ slug });
export const getPageSlugs = () => fetchContent(pageSlugsQuery);
/** The ids of every document with a sharing card (pages, posts, case studies). */
export const getPageIds = () => fetchContent(pageIdsQuery);
/** A page's, post's or case study's sharing title by its document id, or null when there is none. */
export const getPageSeo = (id: string) => fetchContent(pageSeoQuery, { id });

type PostListingSection = SectionOf<"postListing">;

/** The blog's page document (at /blog) and its Post listing section, which every listing page draws from. */
export async function getBlog(): Promise<{ page: Page; listing: PostListingSection } | null> {
  const page = await getPage(blogPath.slice(1));
  const listing = page?.sections.find((section): section is PostListingSection => section._type === "postListing");
  return page && listing ? { page, listing } : null;
}

export { pagePath };
