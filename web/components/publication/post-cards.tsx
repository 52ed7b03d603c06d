import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import type { PostCard as PostCardData } from "@/lib/content/post";
import { PostCard } from "./post-card";

/** A headed band of post cards under a post or an author (related posts, an author's articles), and what follows the cards (page links). */
export function PostCards({
  id,
  heading,
  posts,
  labels,
  locale,
  className,
  children,
}: {
  id: string;
  heading: string;
  posts: PostCardData[];
  labels: { byLabel: string; readingTimeLabel: string };
  locale: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-14", className)}>
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} labels={labels} locale={locale} />
          ))}
        </div>
        {children}
      </Container>
    </section>
  );
}
