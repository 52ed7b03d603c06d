import { blogPath, homePageId, pagePath } from "@site/schemas/addresses";
import { z } from "zod";
import { pageSections, type SectionOf, type SectionType } from "@/sections";
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

/** The page document at `path` and its first section of `type`, whose words the pages below it use (under `key`). */
export async function pageWith<Type extends SectionType, Key extends string>(path: string, type: Type, key: Key) {
  const page = await getPage(path.slice(1));
  const section = page?.sections.find((section): section is SectionOf<Type> => section._type === type);
  return page && section ? ({ page, [key]: section } as { page: Page } & Record<Key, SectionOf<Type>>) : null;
}

/** The blog's page document (at /blog) and its Post listing section, which every listing page draws from. */
export const getBlog = () => pageWith(blogPath, "postListing", "listing");

export { pagePath };
