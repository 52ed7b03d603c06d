import { z } from "zod";
import { filedUnder } from "./address-reads";
import { categoryRef, categoryRefFields } from "./post";

/** The blog's categories that have posts, in the editors' order: the filter row and the category pages. */
export const categoriesWithPostsFields = `*[_type == "category" && defined(slug.current) && count(*[${filedUnder("^._id")}]) > 0] | order(order asc){${categoryRefFields}, description}`;
export const categoryWithDescription = categoryRef.extend({ description: z.string().min(1) });
export type Category = z.infer<typeof categoryWithDescription>;
