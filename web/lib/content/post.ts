import { illustrationKeys } from "@site/schemas/illustrations";
import { z } from "zod";
import { documentBase, documentFields } from "./fragments";

/** What a post card shows (the Post listing section lists the newest). */
export const postCardFields = `${documentFields}, title, excerpt, author, date, category, readTime, image`;
export const postCard = documentBase.extend({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  author: z.string().min(1),
  date: z.iso.date(),
  category: z.string().min(1),
  readTime: z.string().min(1),
  image: z.enum(illustrationKeys),
});
export type PostCard = z.infer<typeof postCard>;

/** A post's illustration: a local SVG in web/public/illustrations, named by the post's image key. */
export const illustrationPath = (key: PostCard["image"]) => `/illustrations/${key}.svg`;
