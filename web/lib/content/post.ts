import { z } from "zod";
import { contentQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";
import { image, imageFields } from "./image";
import { countWords, readableText, readableTextFields, readingMinutes, richText, richTextFields } from "./rich-text";

/** Where the blog lives (schemas/addresses.ts): its listing is the page document at this address, its posts below it. */
export { authorPath, blogPath, categoryPath, feedPath, postPath } from "@site/schemas/addresses";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an address is lower-case letters, digits and dashes");

export const authorRefFields = `_id, name, credentials, "slug": slug.current`;
export const authorRef = z.object({ _id: z.string(), name: z.string().min(1), credentials: z.string().nullish(), slug });
export type AuthorRef = z.infer<typeof authorRef>;

export const categoryRefFields = `_id, title, "slug": slug.current`;
export const categoryRef = z.object({ _id: z.string(), title: z.string().min(1), slug });
export type CategoryRef = z.infer<typeof categoryRef>;

/** The length and reading time of a post, computed from its text (never typed by an editor). */
const withReadingTime = <T extends { words: (string | null)[] }>({ words, ...rest }: T) => {
  const wordCount = countWords(words);
  return { ...rest, wordCount, readingMinutes: readingMinutes(wordCount) };
};

/** What a post card shows (the Post listing section, an author's page, related posts). */
export const postCardFields = `${documentFields}, title, "slug": slug.current, excerpt, publishedAt, updatedAt,
  author->{${authorRefFields}}, categories[]->{${categoryRefFields}}, ${imageFields("coverImage")}, ${readableTextFields("body")}`;
export const postCard = documentBase
  .extend({
    title: z.string().min(1),
    slug,
    excerpt: z.string().min(1),
    publishedAt: z.iso.date(),
    updatedAt: z.iso.date().nullish(),
    author: authorRef,
    categories: z.array(categoryRef).min(1, "a post has at least one category"),
    coverImage: image,
    words: readableText,
  })
  .transform(withReadingTime);
export type PostCard = z.infer<typeof postCard>;

/** Posts newest first; posts of one day by title, so every list has one order. */
export const newestFirst = "order(publishedAt desc, title asc)";

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

/** Posts shown under a post: the newest that share one of its categories. */
export const relatedPostCount = 3;

export const postPageQuery = contentQuery(
  "postPage",
  `*[_type == "post" && slug.current == $slug][0]{
    ${postCardFields},
    "author": author->{${authorRefFields}, role, bio, ${imageFields("photo")}},
    body[]{${richTextFields}},
    "relatedServices": relatedServices[]->{${serviceLinkFields}},
    ${seoFields}
  }`,
  documentBase
    .extend({
      title: z.string().min(1),
      slug,
      excerpt: z.string().min(1),
      publishedAt: z.iso.date(),
      updatedAt: z.iso.date().nullish(),
      author: authorRef.extend({ role: z.string().min(1), bio: z.string().min(1), photo: image }),
      categories: z.array(categoryRef).min(1, "a post has at least one category"),
      coverImage: image,
      words: readableText,
      body: richText,
      relatedServices: z.array(serviceLink).nullish(),
      seo: seo.nullish(),
    })
    .transform(withReadingTime)
    .nullable(),
);

/**
 * Every post's id and categories, newest first: all that choosing related posts needs. Related posts are
 * chosen from this light list rather than by a query under each post, which would read every post for every
 * post page (with the bundled dataset, a build of 2,000 posts spent most of its time there).
 */
export const postTopicsQuery = contentQuery(
  "postTopics",
  `*[_type == "post"] | ${newestFirst}{_id, "categories": coalesce(categories[]._ref, [])}`,
  z.array(z.object({ _id: z.string(), categories: z.array(z.string()) })),
);
export type PostTopic = z.infer<typeof postTopicsQuery.schema>[number];

/** The ids of the newest posts (of `topics`, newest first) that share a category with `post`, itself left out. */
export function relatedPostIds(
  post: { _id: string; categories: { _id: string }[] },
  topics: PostTopic[],
  count = relatedPostCount,
): string[] {
  const mine = new Set(post.categories.map((category) => category._id));
  const ids: string[] = [];
  for (const topic of topics) {
    if (ids.length === count) break;
    if (topic._id !== post._id && topic.categories.some((category) => mine.has(category))) ids.push(topic._id);
  }
  return ids;
}

/** How many posts a service or case study page shows on its subject. */
export const postsAboutCount = 3;

/**
 * The newest posts naming any of these services (document ids) among their related services, as cards:
 * the articles on a service's page (its own id) and on a case study's (its related services').
 */
export const postCardsAboutQuery = contentQuery(
  "postCardsAbout",
  `*[_type == "post" && count((relatedServices[]._ref)[@ in $services]) > 0] | ${newestFirst}[0...$count]{${postCardFields}}`,
  z.array(postCard),
);

export const postCardsByIdQuery = contentQuery(
  "postCardsById",
  `*[_type == "post" && _id in $ids] | ${newestFirst}{${postCardFields}}`,
  z.array(postCard),
);

/**
 * A post's page by its address, with its related posts and the posts just newer and older than it (the
 * next and previous article), or null when no post has the address. All read from the light list of
 * posts, then one query for the cards.
 */
export const postPageWith = (fetch: typeof fetchContent) => async (slug: string) => {
  const post = await fetch(postPageQuery, { slug });
  if (!post) return null;
  const topics = await fetch(postTopicsQuery);
  const ids = relatedPostIds(post, topics);
  const at = topics.findIndex((topic) => topic._id === post._id);
  const newerId = at > 0 ? topics[at - 1]?._id : undefined;
  const olderId = at >= 0 ? topics[at + 1]?._id : undefined;
  const wanted = [...new Set([...ids, newerId, olderId].filter((id): id is string => Boolean(id)))];
  const cards = wanted.length > 0 ? await fetch(postCardsByIdQuery, { ids: wanted }) : [];
  return {
    ...post,
    related: cards.filter((card) => ids.includes(card._id)),
    newer: cards.find((card) => card._id === newerId) ?? null,
    older: cards.find((card) => card._id === olderId) ?? null,
  };
};
export type PostPage = NonNullable<Awaited<ReturnType<ReturnType<typeof postPageWith>>>>;

export const postSlugsQuery = contentQuery(
  "postSlugs",
  `*[_type == "post" && defined(slug.current)] | ${newestFirst}.slug.current`,
  z.array(slug),
);

/** A post's search title and description: its own, or its title and excerpt. */
export const postSeo = (post: Pick<PostPage, "title" | "excerpt" | "seo">) => post.seo ?? { title: post.title, description: post.excerpt };

export const getNewestPostCards = (count: number) => fetchContent(newestPostCardsQuery, { count });
export const getPostPage = postPageWith(fetchContent);
export const getPostSlugs = () => fetchContent(postSlugsQuery);
export const getPostsAbout = async (services: string[]) =>
  services.length === 0 ? [] : fetchContent(postCardsAboutQuery, { services, count: postsAboutCount });
