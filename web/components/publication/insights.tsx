import { Icon } from "@/components/ui/icon";
import { blogPath, type PostCard } from "@/lib/content/post";
import { PostCards } from "./post-cards";

/**
 * The newest articles on a page's subject (a service's, a case study's) before its closing band, and a link
 * to the blog under them; nothing when no post is on that subject.
 */
export function Insights({
  heading,
  linkLabel,
  posts,
  labels,
  locale,
}: {
  heading: string;
  linkLabel: string;
  posts: PostCard[];
  labels: { byLabel: string; readingTimeLabel: string };
  locale: string;
}) {
  if (posts.length === 0) return null;
  return (
    <PostCards id="insights" heading={heading} posts={posts} labels={labels} locale={locale} className="border-t border-border">
      <p className="mt-8">
        <a href={blogPath} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary hover:underline">
          {linkLabel}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </p>
    </PostCards>
  );
}
