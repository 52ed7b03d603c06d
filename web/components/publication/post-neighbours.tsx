import type { PostCard } from "@/lib/content/post";
import { postPath } from "@/lib/content/post";

/** The previous (older) and next (newer) article, as two plain links with their titles. */
export function PostNeighbours({
  older,
  newer,
  olderLabel,
  newerLabel,
  navLabel,
}: {
  older: PostCard | null;
  newer: PostCard | null;
  olderLabel: string;
  newerLabel: string;
  navLabel: string;
}) {
  if (!older && !newer) return null;
  const item = (post: PostCard, label: string, align: string) => (
    <a
      href={postPath(post.slug)}
      className={`flex min-h-11 flex-col rounded-card border border-border bg-surface p-5 hover:border-primary ${align}`}
    >
      <span className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</span>
      <span className="mt-1 font-semibold text-primary">{post.title}</span>
    </a>
  );
  return (
    <nav aria-label={navLabel} className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2" data-post-neighbours>
      <div>{older ? item(older, olderLabel, "") : null}</div>
      <div>{newer ? item(newer, newerLabel, "sm:text-right") : null}</div>
    </nav>
  );
}
