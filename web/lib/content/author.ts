import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { documentBase, documentFields } from "./fragments";
import { image, imageFields } from "./image";
import { authorRef, authorRefFields, newestFirst, postCard, postCardFields } from "./post";

/** An author's page: who they are and their posts, newest first. */
export const authorPageQuery = defineQuery(
  "authorPage",
  `*[_type == "author" && slug.current == $slug][0]{
    ${documentFields}, ${authorRefFields}, role, bio, ${imageFields("photo")},
    "posts": *[_type == "post" && author._ref == ^._id] | ${newestFirst}{${postCardFields}}
  }`,
  documentBase
    .extend(authorRef.shape)
    .extend({ role: z.string().min(1), bio: z.string().min(1), photo: image, posts: z.array(postCard) })
    .nullable(),
);
export type AuthorPage = NonNullable<z.infer<typeof authorPageQuery.schema>>;

export const authorSlugsQuery = defineQuery(
  "authorSlugs",
  `*[_type == "author" && defined(slug.current)] | order(name asc).slug.current`,
  z.array(z.string().min(1)),
);

/** An author's name as a byline reads it: with their credentials (Sarah Lindqvist, RN, MBA). */
export const authorName = (author: { name: string; credentials?: string | null | undefined }) =>
  author.credentials ? `${author.name}, ${author.credentials}` : author.name;

export const getAuthorPage = (slug: string) => fetchContent(authorPageQuery, { slug });
export const getAuthorSlugs = () => fetchContent(authorSlugsQuery);
