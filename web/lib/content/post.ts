import { z } from "zod";
import { newestFirst, postSlugsQuery, slug } from "./address-reads";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, type Seo } from "./fragments";
import { image, imageFields } from "./image";
import { countWords, readableText, readableTextFields, readingMinutes } from "./rich-text";

// The blog's addresses (schemas/addresses.ts), the order of posts and their slugs (./address-reads.ts: the proxy's too).
export { authorPath, blogPath, categoryPath, feedPath, postPath } from "@site/schemas/addresses";
export { newestFirst, postSlugsQuery };

export const authorRefFields = `_id, name, credentials, "slug": slug.current`;
export const authorRef = z.object({ _id: z.string(), name: z.string().min(1), credentials: z.string().nullish(), slug });

export const categoryRefFields = `_id, title, "slug": slug.current`;
export const categoryRef = z.object({ _id: z.string(), title: z.string().min(1), slug });

/** The length and reading time of a post, computed from its text (never typed by an editor). */
export const withReadingTime = <T extends { words: (string | null)[] }>({ words, ...rest }: T) => {
  const wordCount = countWords(words);
  return { ...rest, wordCount, readingMinutes: readingMinutes(wordCount) };
};

/** What a post card shows (the Post listing section, an author's page, related posts). */
export const postCardFields = `${documentFields}, title, "slug": slug.current, excerpt, publishedAt, updatedAt,
  author->{${authorRefFields}}, categories[]->{${categoryRefFields}}, ${imageFields("coverImage")}, ${readableTextFields("body")}`;
/** A post card's fields, before its reading time is computed: the post's page reads the same and more. */
export const postCardShape = documentBase.extend({
  title: z.string().min(1),
  slug,
  excerpt: z.string().min(1),
  publishedAt: z.iso.date(),
  updatedAt: z.iso.date().nullish(),
  author: authorRef,
  categories: z.array(categoryRef).min(1, "a post has at least one category"),
  coverImage: image,
  words: readableText,
});
export const postCard = postCardShape.transform(withReadingTime);
export type PostCard = z.infer<typeof postCard>;

/** Every post, newest first, as cards. */
export const postCardsQuery = contentQuery("postCards", `*[_type == "post"] | ${newestFirst}{${postCardFields}}`, z.array(postCard));
/** The newest `$count` posts as cards (the feed's). */
export const newestPostCardsQuery = contentQuery(
  "newestPostCards",
  `*[_type == "post"] | ${newestFirst}[0...$count]{${postCardFields}}`,
  z.array(postCard),
);

export const serviceLinkFields = `_id, title, "slug": slug.current, description`;
export const serviceLink = z.object({ _id: z.string(), title: z.string().min(1), slug, description: z.string().min(1) });
export type ServiceLink = z.infer<typeof serviceLink>;

/** How many posts a service or case study page shows on its subject. */
export const postsAboutCount = 3;

/** The newest posts naming any of these services (document ids) among their related services, as cards. */
export const postCardsAboutQuery = contentQuery(
  "postCardsAbout",
  `*[_type == "post" && count((relatedServices[]._ref)[@ in $services]) > 0] | ${newestFirst}[0...$count]{${postCardFields}}`,
  z.array(postCard),
);

/**
 * The posts on a case study's subject, as cards: the newest filed under its topics (blog categories), then the newest
 * whose main (first) service is its first; a post that only shares a side service is not its subject.
 */
export const postCardsOnQuery = contentQuery(
  "postCardsOn",
  `*[_type == "post" && (count((categories[]._ref)[@ in $topics]) > 0 || relatedServices[0]._ref == $service)]
    | order(count((categories[]._ref)[@ in $topics]) > 0 desc, publishedAt desc, title asc)[0...$count]{${postCardFields}}`,
  z.array(postCard),
);

/** A post's search title and description: its own, or its title and excerpt. */
export const postSeo = (post: { title: string; excerpt: string; seo?: Seo | null | undefined }) =>
  post.seo ?? { title: post.title, description: post.excerpt };

export const getNewestPostCards = (count: number) => fetchContent(newestPostCardsQuery, { count });
export const getPostSlugs = () => fetchContent(postSlugsQuery);
export const getPostsOn = (topics: string[], service: string | null) =>
  fetchContent(postCardsOnQuery, { topics, service, count: postsAboutCount });
export const getPostsAbout = async (services: string[]) =>
  services.length === 0 ? [] : fetchContent(postCardsAboutQuery, { services, count: postsAboutCount });
