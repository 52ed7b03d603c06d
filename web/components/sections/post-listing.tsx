import { Container } from "@/components/ui/container";
import { CategoryFilter } from "./category-filter";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";
import { headingId, type SectionProps } from "./types";

/** The blog listing: category buttons, the newest post cards and the page buttons. */
export function PostListing({ section, context }: SectionProps<"postListing">) {
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="py-16">
      <Container>
        <h2 id={headingId(section)} className="sr-only">
          {section.heading}
        </h2>
        <CategoryFilter label={section.categoriesLabel} categories={section.categories} />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {section.posts.map((post) => (
            <PostCard key={post._id} post={post} byLabel={section.byLabel} locale={context.settings.locale} />
          ))}
        </div>
        <Pagination pagination={section.pagination} />
      </Container>
    </section>
  );
}
