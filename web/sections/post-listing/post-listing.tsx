import { Pagination } from "@/components/publication/pagination";
import { PostCard } from "@/components/publication/post-card";
import { Container } from "@/components/ui/container";
import { listingPath, pageCount } from "@/lib/content/listing";
import type { SectionProps } from "@/sections/define";
import { FilterLinks } from "@/sections/filter-links";
import { headingId } from "@/sections/types";
import type { loadListing } from "./load";
import type { query } from "./query";

/** The blog listing: the category links, one page of post cards (newest first) and the page links. */
export function PostListing({ section, context, data }: SectionProps<typeof query, Awaited<ReturnType<typeof loadListing>>>) {
  const { state, category, total, posts } = data;
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="py-16">
      <Container>
        <FilterLinks
          label={section.categoriesLabel}
          links={[{ slug: undefined, title: section.allLabel }, ...section.categories].map(({ slug, title }) => ({
            key: slug ?? "",
            href: listingPath({ category: slug, page: 1 }),
            label: title,
            current: slug === state.category,
          }))}
        />
        {category ? (
          <div className="mt-10 max-w-3xl">
            <h2 id={headingId(section)} className="text-3xl font-bold tracking-tight">
              {category.title}
            </h2>
            <p className="mt-3 text-lg text-muted">{category.description}</p>
          </div>
        ) : (
          <h2 id={headingId(section)} className="sr-only">
            {section.heading}
          </h2>
        )}
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} labels={section} locale={context.settings.locale} />
          ))}
        </div>
        <Pagination
          pagination={section.pagination}
          count={pageCount(total, section.pagination.pageSize)}
          current={state.page}
          pathOf={(page) => listingPath({ category: state.category, page })}
        />
      </Container>
    </section>
  );
}
