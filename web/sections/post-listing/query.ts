import { z } from "zod";
import { categoriesWithPostsFields, categoryWithDescription } from "@/lib/content/category";
import { publication, sectionQuery, text } from "../define";

/** The list's words and page size, and every category with posts; each listing page (/blog, a category, page 2) reads its own posts. */
export const query = sectionQuery(
  "postListing",
  `heading, categoriesLabel, allLabel, byLabel, pagination{label, pageLabel, pageSize, previousLabel, nextLabel},
  "readingTimeLabel": ${publication}.readingTimeLabel,
  "categories": ${categoriesWithPostsFields}`,
  {
    heading: text,
    categoriesLabel: text,
    allLabel: text,
    byLabel: text,
    pagination: z.object({
      label: text,
      pageLabel: text,
      pageSize: z.number().int().min(1).max(24),
      previousLabel: text,
      nextLabel: text,
    }),
    readingTimeLabel: text,
    categories: z.array(categoryWithDescription),
  },
);
