import { z } from "zod";
import { sectionProjection } from "@/sections/define";
import { query as newsletterQuery } from "@/sections/newsletter/query";
import { contentQuery, fetchContent } from "./fetch";
import { seo, seoFields } from "./fragments";
import { image, imageFields } from "./image";
import {
  authorRef,
  authorRefFields,
  blogPath,
  newestFirst,
  postCard,
  postCardFields,
  postCardShape,
  serviceLink,
  serviceLinkFields,
  withReadingTime,
} from "./post";
import { richText, richTextFields } from "./rich-text";

// A post's own page (/blog/<slug>), apart from ./post.ts (cards, slugs, addresses), which the proxy and every list read.

/** A post's page: its card's fields, the author's card, the text, the services it relates to and its search words. */
export const postPageQuery = contentQuery(
  "postPage",
  `*[_type == "post" && slug.current == $slug][0]{
    ${postCardFields},
    "author": author->{${authorRefFields}, role, bio, ${imageFields("photo")}},
    body[]{${richTextFields}},
    "relatedServices": relatedServices[]->{${serviceLinkFields}},
    ${seoFields}
  }`,
  postCardShape
    .extend({
      author: authorRef.extend({ role: z.string().min(1), bio: z.string().min(1), photo: image }),
      body: richText,
      relatedServices: z.array(serviceLink).nullish(),
      seo: seo.nullish(),
    })
    .transform(withReadingTime)
    .nullable(),
);

/** The blog page's Newsletter boxes, which every post shows: read alone, so a post's page does not depend on the blog's list. */
export const blogNewsletterQuery = contentQuery(
  "blogNewsletter",
  `*[_type == "page" && slug.current == "${blogPath.slice(1)}"][0].sections[_type == "${newsletterQuery.type}"]{
    _key, _type, ${sectionProjection(newsletterQuery)}
  }`,
  z.array(z.discriminatedUnion("_type", [newsletterQuery.schema])).nullable(),
);

/** Posts shown under a post: the newest that share one of its categories. */
export const relatedPostCount = 3;

/** Every post's id and categories, newest first: a query per post instead would read every post for every post page. */
export const postTopicsQuery = contentQuery(
  "postTopics",
  `*[_type == "post"] | ${newestFirst}{_id, "categories": coalesce(categories[]._ref, [])}`,
  z.array(z.object({ _id: z.string(), categories: z.array(z.string()) })),
);
type PostTopic = z.infer<typeof postTopicsQuery.schema>[number];

/** The ids of the newest posts (of `topics`, newest first) that share a category with `post`, itself left out. */
export function relatedPostIds(post: { _id: string; categories: { _id: string }[] }, topics: PostTopic[], count = relatedPostCount) {
  const mine = new Set(post.categories.map((category) => category._id));
  const related = topics.filter((topic) => topic._id !== post._id && topic.categories.some((category) => mine.has(category)));
  return related.slice(0, count).map((topic) => topic._id);
}

export const postCardsByIdQuery = contentQuery(
  "postCardsById",
  `*[_type == "post" && _id in $ids] | ${newestFirst}{${postCardFields}}`,
  z.array(postCard),
);

/** A post's page with its related posts and the posts just newer and older than it, or null when there is none. */
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

export const getPostPage = postPageWith(fetchContent);
export const getBlogNewsletter = async () => (await fetchContent(blogNewsletterQuery)) ?? [];
