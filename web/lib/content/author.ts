import { z } from "zod";
import { authorPostCountsQuery, writtenBy } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields } from "./fragments";
import { image, imageFields } from "./image";
import { authorRef, authorRefFields, newestFirst, postCard, postCardFields, serviceLink, serviceLinkFields } from "./post";

/** An author's page: who they are and how many posts they have (their posts come a page at a time). */
export const authorPageQuery = contentQuery(
  "authorPage",
  `*[_type == "author" && slug.current == $slug][0]{
    ${documentFields}, ${authorRefFields}, role, bio, ${imageFields("photo")},
    "practices": practices[]->{${serviceLinkFields}},
    "postCount": count(*[${writtenBy("^._id")}])
  }`,
  documentBase
    .extend(authorRef.shape)
    .extend({
      role: z.string().min(1),
      bio: z.string().min(1),
      photo: image,
      // The services they lead; one since deleted (a dangling reference) is left out.
      practices: z
        .array(serviceLink.nullable())
        .nullish()
        .transform((services) => (services ?? []).filter((service) => service !== null)),
      postCount: z.number().int().min(0),
    })
    .nullable(),
);
export type AuthorPage = NonNullable<z.infer<typeof authorPageQuery.schema>>;

/** One page of an author's posts, newest first: posts `$start` to `$end` (not included). */
export const authorPostsQuery = contentQuery(
  "authorPosts",
  `*[${writtenBy("$author")}] | ${newestFirst}[$start...$end]{${postCardFields}}`,
  z.array(postCard),
);

export const authorSlugsQuery = contentQuery(
  "authorSlugs",
  `*[_type == "author" && defined(slug.current)] | order(name asc).slug.current`,
  z.array(z.string().min(1)),
);

/** An author's name as a byline reads it: with their credentials (Sarah Lindqvist, RN, MBA). */
export const authorName = (author: { name: string; credentials?: string | null | undefined }) =>
  author.credentials ? `${author.name}, ${author.credentials}` : author.name;

export const getAuthorPage = (slug: string) => fetchContent(authorPageQuery, { slug });
/** Page `page` (from 1) of the author's posts, `size` to a page. */
export const getAuthorPosts = (authorId: string, page: number, size: number) =>
  fetchContent(authorPostsQuery, { author: authorId, start: (page - 1) * size, end: page * size });
export const getAuthorSlugs = () => fetchContent(authorSlugsQuery);
export const getAuthorPostCounts = () => fetchContent(authorPostCountsQuery);
