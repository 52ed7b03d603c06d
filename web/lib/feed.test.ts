import { describe, expect, it } from "vitest";
import type { PostCard } from "./content/post";
import type { Publication } from "./content/publication";
import type { SiteSettings } from "./content/site-settings";
import { feedSize, rfc822, rssFeed, xmlText } from "./feed";

const settings = { siteUrl: "https://www.example.org", locale: "en-US" } as SiteSettings;
const publication = { feedTitle: "Insights & analysis", feedDescription: "Notes <weekly>" } as Publication;
const post = (index: number): PostCard => ({
  _id: `post-${index}`,
  _type: "post",
  title: `Post ${index} & "friends"`,
  slug: `post-${index}`,
  excerpt: "Less < more",
  publishedAt: "2024-03-12",
  author: { _id: "a", name: "Sarah Lindqvist", credentials: "RN, MBA", slug: "sarah" },
  categories: [{ _id: "c", title: "Workforce", slug: "workforce" }],
  coverImage: null,
  wordCount: 10,
  readingMinutes: 1,
});

describe("the blog's RSS feed", () => {
  it("escapes text and drops characters XML forbids", () => {
    expect(xmlText(`a & b < c > d "e" 'f'\u0001`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
  });

  it("dates items the RFC 822 way", () => {
    expect(rfc822("2024-03-12")).toBe("Tue, 12 Mar 2024 00:00:00 GMT");
  });

  it("is RSS 2.0 with absolute addresses, one item per post up to its size, newest first", () => {
    const xml = rssFeed(settings, publication, [post(1), post(2)]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Insights &amp; analysis</title>");
    expect(xml).toContain("<link>https://www.example.org/blog</link>");
    expect(xml).toContain('<atom:link href="https://www.example.org/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.org/blog/post-1</guid>');
    expect(xml).toContain("<title>Post 1 &amp; &quot;friends&quot;</title>");
    expect(xml).toContain("<dc:creator>Sarah Lindqvist, RN, MBA</dc:creator>");
    expect(xml.indexOf("post-1<")).toBeLessThan(xml.indexOf("post-2<"));
    const many = rssFeed(
      settings,
      publication,
      Array.from({ length: feedSize + 5 }, (_, index) => post(index)),
    );
    expect(many.match(/<item>/g)).toHaveLength(feedSize);
  });

  it("carries a post's update date, and dates the feed by its latest change", () => {
    const updated = { ...post(2), updatedAt: "2026-11-24" };
    const xml = rssFeed(settings, publication, [post(1), updated]);
    expect(xml).toContain("<atom:updated>2026-11-24T00:00:00Z</atom:updated>");
    expect(xml.match(/<atom:updated>/g)).toHaveLength(1);
    expect(xml).toContain(`<lastBuildDate>${rfc822("2026-11-24")}</lastBuildDate>`);
  });
});
