import { SiteImage } from "@/components/ui/site-image";
import { authorName } from "@/lib/content/author";
import { type PostCard as PostCardData, postPath } from "@/lib/content/post";
import { formatDay } from "@/lib/format-date";

export type PostCardLabels = { byLabel: string; readingTimeLabel: string };

/** A card's width in the site's card grids: one column on phones, two from 768 px, three from 1024 px. */
const postCardSizes =
  "(min-width: 1152px) 347px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 40px)";

/** A post in a list: its first category, reading time, title (the link to the post), excerpt, author and date. */
export function PostCard({ post, labels, locale }: { post: PostCardData; labels: PostCardLabels; locale: string }) {
  const headingId = `post-${post._id}`;
  const [category] = post.categories;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      {post.coverImage ? (
        // The title says what the post is; its picture only decorates the card.
        <SiteImage image={post.coverImage} sizes={postCardSizes} decorative className="aspect-video w-full bg-primary-soft object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {category ? (
            <span className="rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong">{category.title}</span>
          ) : null}
          <span className="text-muted">
            {post.readingMinutes} {labels.readingTimeLabel}
          </span>
        </p>
        <h3 id={headingId} className="mt-4 text-xl font-semibold">
          {/* The whole card is the link's target area; the link's name is the title alone. */}
          <a href={postPath(post.slug)} className="after:absolute after:inset-0 hover:text-primary hover:underline">
            {post.title}
          </a>
        </h3>
        <p className="mt-2 mb-6 text-muted">{post.excerpt}</p>
        <p className="mt-auto flex flex-col gap-1 border-t border-border pt-4 text-sm text-muted">
          <span>
            {labels.byLabel} <span className="font-medium text-ink">{authorName(post.author)}</span>
          </span>
          <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, locale)}</time>
        </p>
      </div>
    </article>
  );
}
