import { z } from "zod";
import { categoriesWithPostsFields, categoryWithDescription } from "@/lib/content/category";
import { pagination, paginationFields, publication, sectionQuery, text, texts } from "../define";

const words = "heading, categoriesLabel, allLabel, byLabel";
/** The list's words and page size, and every category with posts; each listing page (/blog, a category, page 2) reads its own posts. */
export const query = sectionQuery(
  "postListing",
  `${words}, ${paginationFields},
  "readingTimeLabel": ${publication}.readingTimeLabel,
  "categories": ${categoriesWithPostsFields}`,
  { ...texts(words), pagination, readingTimeLabel: text, categories: z.array(categoryWithDescription) },
);
