import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { categoryRef, categoryRefFields } from "./post";

/** The blog's categories that have posts, in the editors' order: the filter row and the category pages. */
export const categoriesWithPostsFields = `*[_type == "category" && count(*[_type == "post" && references(^._id)]) > 0] | order(order asc){${categoryRefFields}, description}`;
export const categoryWithDescription = categoryRef.extend({ description: z.string().min(1) });
export type Category = z.infer<typeof categoryWithDescription>;

export const categoriesQuery = defineQuery("categoriesWithPosts", categoriesWithPostsFields, z.array(categoryWithDescription));

export const getCategories = () => fetchContent(categoriesQuery);
