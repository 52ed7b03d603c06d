import { Container } from "@/components/ui/container";
import type { BlogPage } from "@/lib/content/blog-page";
import type { Post } from "@/lib/content/post";
import { CategoryFilter } from "./category-filter";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";

/** The blog listing: category buttons, the post cards and the page buttons. */
export function PostListing({ page, posts }: { page: BlogPage; posts: Post[] }) {
  return (
    <section aria-labelledby="posts-heading" className="py-16">
      <Container>
        <h2 id="posts-heading" className="sr-only">
          {page.postsHeading}
        </h2>
        <CategoryFilter label={page.categoriesLabel} categories={page.categories} />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} byLabel={page.byLabel} />
          ))}
        </div>
        <Pagination pagination={page.pagination} />
      </Container>
    </section>
  );
}
