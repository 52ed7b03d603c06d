import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import type { PostCard as PostCardData } from "@/lib/content/post";
import { PostCard } from "./post-card";

/**
 * A headed band of post cards under a post or an author (related posts, an author's articles), and what follows the
 * cards (page links); none for no posts (a new practice lead who has not written yet). Fewer cards than a row holds
 * share the row, instead of leaving a third of it empty.
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
  labels: { byLabel: string; readingTimeLabel: string };
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
