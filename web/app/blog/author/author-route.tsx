import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { Breadcrumbs } from "@/components/publication/breadcrumbs";
import { Pagination } from "@/components/publication/pagination";
import { PostCards } from "@/components/publication/post-cards";
import { RelatedServices } from "@/components/publication/related-services";
import { JsonLd } from "@/components/seo/json-ld";
import { Container } from "@/components/ui/container";
import { Portrait } from "@/components/ui/portrait";
import { type AuthorPage, authorName, getAuthorPage, getAuthorPostCounts, getAuthorPosts } from "@/lib/content/author";
import { authorPagePath, laterPages, pageCount, pageTitleSuffix } from "@/lib/content/listing";
import { getBlog } from "@/lib/content/page";
import { authorPath, blogPath } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { crumbsUnder, profilePageData } from "@/lib/structured-data";
import { summary } from "@/lib/summary";
import { withFeed } from "../listing-route";

// An author's page: who they are, the services they lead (on the first page), and their posts a page at a time as
// the blog's list, later pages at /blog/author/<slug>/page/<n>.

/** The author and the part of their list page `page` shows, or null when there is no such page. */
async function authorList(slug: string, page: number) {
  const [author, blog] = await Promise.all([getAuthorPage(slug), getBlog()]);
  if (!author) return null;
  // Without the blog's list there is no page size: every post on one page.
  const size = blog?.listing.pagination.pageSize ?? Math.max(1, author.postCount);
  const count = pageCount(author.postCount, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return null;
  return { author, size, count, pagination: blog?.listing.pagination };
}

/** Every author's later pages at build time (their first pages are /blog/author/<slug>); later ones render on first request. */
export async function authorLaterPages() {
  const [counts, blog] = await Promise.all([getAuthorPostCounts(), getBlog()]);
  const size = blog?.listing.pagination.pageSize;
  if (!size) return [];
  return counts.flatMap(({ slug, posts }) => laterPages(posts, size).map((page) => ({ slug, n: String(page) })));
}

export async function authorMetadata(slug: string, page: number): Promise<Metadata> {
  const list = await authorList(slug, page);
  if (!list) notFound();
  const { author, pagination } = list;
  const pageWords = pagination ? pageTitleSuffix(pagination.pageLabel, page) : "";
  const seo = { title: `${authorName(author)}${pageWords}`, description: summary(author.bio, 160) };
  return withFeed(pageMetadata(seo, authorPagePath(author.slug, page), pageImage(author._id, seo)));
}

export async function AuthorRoute({ slug, page }: { slug: string; page: number }) {
  const [list, settings, publication] = await Promise.all([authorList(slug, page), getSiteSettings(), getPublication()]);
  if (!list) notFound();
  const { author, size, count, pagination } = list;
  const posts = await getAuthorPosts(author._id, page, size);
  const path = authorPagePath(author.slug, page);
  const crumbs = [
    ...crumbsUnder(settings, blogPath, { label: authorName(author), path: authorPath(author.slug) }),
    // A later page is a crumb of its own under the author's first.
    ...(page > 1 && pagination ? [{ label: `${pagination.pageLabel} ${page}`, path }] : []),
  ];
  return (
    <PageFrame settings={settings} path={path}>
      <AuthorHeader author={author} label={publication.breadcrumbLabel} crumbs={crumbs} />
      {page === 1 ? <RelatedServices id="author-services" heading={publication.authorServicesHeading} services={author.practices} /> : null}
      <PostCards
        id="author-posts"
        heading={publication.authorPostsHeading}
        posts={posts}
        labels={publication}
        locale={settings.locale}
        paged={Boolean(pagination)}
      >
        {pagination ? (
          <Pagination pagination={pagination} count={count} current={page} pathOf={(n) => authorPagePath(author.slug, n)} />
        ) : null}
      </PostCards>
      <JsonLd data={profilePageData(settings, author, crumbs)} />
    </PageFrame>
  );
}

function AuthorHeader({ author, label, crumbs }: { author: AuthorPage; label: string; crumbs: { label: string; path: string }[] }) {
  return (
    <div className="border-b border-border bg-surface-alt">
      <Breadcrumbs label={label} crumbs={crumbs} />
      <Container className="flex flex-col gap-8 pt-4 pb-12 sm:flex-row sm:items-center sm:pb-16">
        <Portrait name={author.name} photo={author.photo} size="lg" sizes="160px" priority className="size-32 sm:size-40" />
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{authorName(author)}</h1>
          <p className="mt-3 text-lg font-semibold text-primary">{author.role}</p>
          <p className="mt-4 text-lg text-muted">{author.bio}</p>
        </div>
      </Container>
    </div>
  );
}
