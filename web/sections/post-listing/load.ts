import { notFound } from "next/navigation";
import { getListingPage } from "@/lib/content/blog-listing";
import type { SectionData } from "../define";
import type { SectionContext } from "../types";
import type { query } from "./query";

/**
 * The page of posts for the route's category and page (context.listing; /blog is every post's first page). A category
 * with no posts (or none by that address) has no list: never every post under its name.
 */
export async function loadListing(section: SectionData<typeof query>, context: SectionContext) {
  const state = context.listing ?? { page: 1 };
  const category = section.categories.find((entry) => entry.slug === state.category);
  if (state.category !== undefined && !category) notFound();
  const { total, posts } = await getListingPage(category?._id, state.page, section.pagination.pageSize);
  return { state, category, total, posts };
}
