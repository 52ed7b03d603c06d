import type { ReactNode } from "react";
import { MoreLink } from "@/components/ui/back-link";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import { blogPath, type PostCard as PostCardData } from "@/lib/content/post";
import { PostCard, type PostCardLabels } from "./post-card";

/**
 * A headed band of post cards (related posts, an author's articles) and what follows them (page links); none for no
 * posts. Fewer cards than a row holds share the row, instead of leaving a third of it empty.
 */
export function PostCards({
  id,
  heading,
  posts,
  labels,
  locale,
  className,
  paged = false,
  children,
}: {
  id: string;
  heading: string;
  posts: PostCardData[];
  labels: PostCardLabels;
  locale: string;
  className?: string;
  /** One page of a list split into pages. */
  paged?: boolean;
  children?: ReactNode;
}) {
  if (posts.length === 0 && !children) return null;
  // A list split into pages keeps its three columns on every page, its last included.
  const columns = paged || posts.length > 2 ? "md:grid-cols-2 lg:grid-cols-3" : posts.length === 2 ? "md:grid-cols-2" : "mx-auto max-w-xl";
  return (
    <section aria-labelledby={id} className={cn("py-14", className)}>
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <div className={cn("mt-8 grid gap-6", columns)}>
          {posts.map((post) => (
            <PostCard key={post._id} post={post} labels={labels} locale={locale} />
          ))}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** The newest articles on a service's or case study's subject and a link to the blog; nothing when there are none. */
export function Insights({
  linkLabel,
  ...cards
}: {
  heading: string;
  linkLabel: string;
  posts: PostCardData[];
  labels: PostCardLabels;
  locale: string;
}) {
  if (cards.posts.length === 0) return null;
  return (
    <PostCards id="insights" {...cards} className="border-t border-border">
      <p className="mt-8">
        <MoreLink href={blogPath} label={linkLabel} />
      </p>
    </PostCards>
  );
}
