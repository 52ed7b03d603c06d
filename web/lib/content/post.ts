import { illustrationKeys } from "@site/schemas/illustrations";
import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { documentBase, documentFields } from "./fragments";

export const post = documentBase.extend({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  author: z.string().min(1),
  date: z.iso.date(),
  category: z.string().min(1),
  readTime: z.string().min(1),
  image: z.enum(illustrationKeys),
});
export type Post = z.infer<typeof post>;

/** The blog listing: the six newest posts. */
export const postsQuery = defineQuery(
  "posts",
  `*[_type == "post"] | order(date desc)[0...6]{${documentFields}, title, excerpt, author, date, category, readTime, image}`,
  z.array(post),
);

export const getPosts = () => fetchContent(postsQuery);

/** A post's illustration: a local SVG in web/public/illustrations, named by the post's image key. */
export const illustrationPath = (key: Post["image"]) => `/illustrations/${key}.svg`;
