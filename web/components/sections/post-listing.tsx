import { notFound } from "next/navigation";
import { Container } from "@/components/ui/container";
import { getListingPage } from "@/lib/content/blog-listing";
import { listingPath, pageCount } from "@/lib/content/listing";
import { CategoryFilter } from "./category-filter";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";
import { headingId, type SectionProps } from "./types";

/**
 * The blog listing: the category links, one page of post cards (newest first) and the page links. Which
 * category and page is the route's (context.listing): /blog is every post's first page. It reads only the
 * posts of its page.
 */
export async function PostListing({ section, context }: SectionProps<"postListing">) {
  const state = context.listing ?? { page: 1 };
  const size = section.pagination.pageSize;
  const category = section.categories.find((entry) => entry.slug === state.category);
  // A category with no posts (or none by that address) has no list: never every post under its name.
  if (state.category !== undefined && !category) notFound();
  const { total, posts } = await getListingPage(category?._id, state.page, size);
  return (
    <section aria-labelledby={headingId(section)} data-section={section._type} className="py-16">
      <Container>
        <CategoryFilter
          label={section.categoriesLabel}
          allLabel={section.allLabel}
          categories={section.categories}
          current={state.category}
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
          count={pageCount(total, size)}
          current={state.page}
          pathOf={(page) => listingPath({ category: state.category, page })}
        />
      </Container>
    </section>
  );
}
