import { PostCard } from "@/components/publication/post-card";
import { MoreLink } from "@/components/ui/back-link";
import { Band } from "@/sections/band";
import type { SectionProps } from "@/sections/define";
import type { query } from "./query";

/** The newest posts as cards (as many as the section's count), and an optional link under them (to the blog). */
export function LatestInsights({ section, context }: SectionProps<typeof query>) {
  const posts = section.posts.slice(0, section.count);
  if (posts.length === 0) return null;
  return (
    <Band section={section} context={context}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} labels={section.labels} locale={context.settings.locale} />
        ))}
      </div>
      {section.link ? (
        <p className="mt-10 text-center">
          <MoreLink href={section.link.href} label={section.link.label} />
        </p>
      ) : null}
    </Band>
  );
}
