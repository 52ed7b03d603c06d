import { z } from "zod";
import { defineQuery, fetchContent } from "./fetch";
import { documentBase, documentFields, seo, seoFields } from "./fragments";
import { image, imageFields } from "./image";
import { countWords, readableText, readableTextFields, readingMinutes, richText, richTextFields } from "./rich-text";

/** Where the blog lives: its listing is the page document at this address, its posts below it. */
export const blogPath = "/blog";
export const postPath = (slug: string) => `${blogPath}/${slug}`;
export const authorPath = (slug: string) => `${blogPath}/author/${slug}`;
export const categoryPath = (slug: string) => `${blogPath}/category/${slug}`;
export const feedPath = `${blogPath}/rss.xml`;

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
export const postCardFields = `${documentFields}, title, "slug": slug.current, excerpt, publishedAt,
  author->{${authorRefFields}}, categories[]->{${categoryRefFields}}, ${imageFields("coverImage")}, ${readableTextFields("body")}`;
export const postCard = documentBase
  .extend({
    title: z.string().min(1),
    slug,
    excerpt: z.string().min(1),
    publishedAt: z.iso.date(),
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
export const postCardsQuery = defineQuery("postCards", `*[_type == "post"] | ${newestFirst}{${postCardFields}}`, z.array(postCard));

const serviceLinkFields = `_id, title, "slug": slug.current, description`;
export const serviceLink = z.object({ _id: z.string(), title: z.string().min(1), slug, description: z.string().min(1) });
export type ServiceLink = z.infer<typeof serviceLink>;

/** Posts shown under a post: the newest that share one of its categories. */
export const relatedPostCount = 3;

export const postPageQuery = defineQuery(
  "postPage",
  `*[_type == "post" && slug.current == $slug][0]{
    ${postCardFields},
    "author": author->{${authorRefFields}, role, bio},
    body[]{${richTextFields}},
    "relatedServices": relatedServices[]->{${serviceLinkFields}},
    ${seoFields},
    "related": *[_type == "post" && _id != ^._id && count(categories[@._ref in ^.^.categories[]._ref]) > 0] | ${newestFirst}[0...${relatedPostCount}]{${postCardFields}}
  }`,
  documentBase
    .extend({
      title: z.string().min(1),
      slug,
      excerpt: z.string().min(1),
      publishedAt: z.iso.date(),
      author: authorRef.extend({ role: z.string().min(1), bio: z.string().min(1) }),
      categories: z.array(categoryRef).min(1, "a post has at least one category"),
      coverImage: image,
      words: readableText,
      body: richText,
      relatedServices: z.array(serviceLink).nullish(),
      seo: seo.nullish(),
      related: z.array(postCard),
    })
    .transform(withReadingTime)
    .nullable(),
);
export type PostPage = NonNullable<z.infer<typeof postPageQuery.schema>>;

export const postSlugsQuery = defineQuery(
  "postSlugs",
  `*[_type == "post" && defined(slug.current)] | ${newestFirst}.slug.current`,
  z.array(slug),
);

/** A post's search title and description: its own, or its title and excerpt. */
export const postSeo = (post: Pick<PostPage, "title" | "excerpt" | "seo">) => post.seo ?? { title: post.title, description: post.excerpt };

export const getPostCards = () => fetchContent(postCardsQuery);
export const getPostPage = (slug: string) => fetchContent(postPageQuery, { slug });
export const getPostSlugs = () => fetchContent(postSlugsQuery);
