import { authorName } from "./content/author";
import { blogPath, feedPath, type PostCard, postPath } from "./content/post";
import type { Publication } from "./content/publication";
import type { SiteSettings } from "./content/site-settings";

const entities: Record<string, string> = { "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" };

/** Text as XML character data: the five special characters escaped, control characters XML forbids dropped. */
export const xmlText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[&<>"']/g, (char) => `&${entities[char]};`);

/** RFC 822 date, as RSS 2.0 wants it: a post's day at midnight UTC (Tue, 12 Mar 2024 00:00:00 GMT). */
export const rfc822 = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toUTCString();

/** How many posts the feed carries, newest first. */
export const feedSize = 20;

/** The blog's RSS 2.0 feed, newest posts first, every address absolute from the site's address setting. */
export function rssFeed(settings: SiteSettings, publication: Publication, posts: PostCard[]): string {
  const absolute = (path: string) => new URL(path, settings.siteUrl).toString();
  // The feed changed last when its newest post was published or any of its posts was updated.
  const newest = posts
    .slice(0, feedSize)
    .flatMap((post) => [post.publishedAt, post.updatedAt ?? post.publishedAt])
    .sort()
    .at(-1);
  const items = posts.slice(0, feedSize).map((post) => {
    const link = absolute(postPath(post.slug));
    return [
      "    <item>",
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      // RSS 2.0 has no modification date: Atom's (RFC 3339), in the namespace the feed declares.
      ...(post.updatedAt ? [`      <atom:updated>${post.updatedAt}T00:00:00Z</atom:updated>`] : []),
      `      <dc:creator>${xmlText(authorName(post.author))}</dc:creator>`,
      ...post.categories.map((category) => `      <category>${xmlText(category.title)}</category>`),
      `      <description>${xmlText(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlText(publication.feedTitle)}</title>`,
    `    <link>${xmlText(absolute(blogPath))}</link>`,
    `    <description>${xmlText(publication.feedDescription)}</description>`,
    `    <language>${xmlText(settings.locale)}</language>`,
    `    <atom:link href="${xmlText(absolute(feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
