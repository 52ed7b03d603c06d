import { blogPath, homePageId, pagePath } from "@site/schemas/addresses";
import { z } from "zod";
import { pageSections, type SectionOf } from "@/sections";
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

export const getHomePage = () => homePage.read({});
/** The page at /<slug>, or null when there is none. */
export const getPage = (slug: string) => pageBySlug.read({ slug });

type PostListingSection = SectionOf<"postListing">;

/** The blog's page document (at /blog) and its Post listing section, which every listing page draws from. */
export async function getBlog(): Promise<{ page: Page; listing: PostListingSection } | null> {
  const page = await getPage(blogPath.slice(1));
  const listing = page?.sections.find((section): section is PostListingSection => section._type === "postListing");
  return page && listing ? { page, listing } : null;
}

export { pagePath };
