import { illustrationPath, type PostCard as PostCardData } from "@/lib/content/post";
import { formatDay } from "@/lib/format-date";

/** A post in the listing. Posts have no page yet, so the title is text rather than a link to nowhere. */
export function PostCard({ post, byLabel, locale }: { post: PostCardData; byLabel: string; locale: string }) {
  const headingId = `post-${post._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      {/* Decorative: the illustration repeats the category named beside the title. A plain <img>: the
          file is a small SVG, so next/image would add client JavaScript and nothing else. */}
      {/* biome-ignore lint/performance/noImgElement: a static SVG needs no optimisation or client code. */}
      <img
        src={illustrationPath(post.image)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-primary-soft object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong">{post.category}</span>
          <span className="text-muted">{post.readTime}</span>
        </p>
        <h3 id={headingId} className="mt-4 text-xl font-semibold">
          {post.title}
        </h3>
        <p className="mt-2 mb-6 text-muted">{post.excerpt}</p>
        <p className="mt-auto flex flex-col gap-1 border-t border-border pt-4 text-sm text-muted">
          <span>
            {byLabel} <span className="font-medium text-ink">{post.author}</span>
          </span>
          <time dateTime={post.date}>{formatDay(post.date, locale)}</time>
        </p>
      </div>
    </article>
  );
}
