import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { Breadcrumbs } from "@/components/publication/breadcrumbs";
import { PostCard } from "@/components/sections/post-card";
import { JsonLd } from "@/components/seo/json-ld";
import { Container } from "@/components/ui/container";
import { SiteImage } from "@/components/ui/site-image";
import { authorName, getAuthorPage, getAuthorSlugs } from "@/lib/content/author";
import { authorPath, blogPath, feedPath } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { crumbsUnder, profilePageData } from "@/lib/structured-data";
import { summary } from "@/lib/summary";

type Props = { params: Promise<{ slug: string }> };

/** One page per author: who they are and their posts. A later author renders on first request (ISR). */
export async function generateStaticParams() {
  return (await getAuthorSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [author, publication] = await Promise.all([getAuthorPage((await params).slug), getPublication()]);
  if (!author) notFound();
  const seo = { title: authorName(author), description: summary(author.bio, 160) };
  const metadata = pageMetadata(seo, authorPath(author.slug), pageImage(author._id, seo));
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: feedPath, title: publication.feedTitle }] } },
  };
}

export default async function AuthorPage({ params }: Props) {
  const { slug } = await params;
  const [author, settings, publication] = await Promise.all([getAuthorPage(slug), getSiteSettings(), getPublication()]);
  if (!author) notFound();
  const path = authorPath(author.slug);
  const crumbs = crumbsUnder(settings, blogPath, { label: authorName(author), path });
  return (
    <PageFrame settings={settings} path={path}>
      <div className="border-b border-border bg-surface-alt">
        <Breadcrumbs label={publication.breadcrumbLabel} crumbs={crumbs} />
        <Container className="flex flex-col gap-8 pt-4 pb-12 sm:flex-row sm:items-center sm:pb-16">
          {author.photo ? (
            <SiteImage image={author.photo} sizes="160px" priority className="size-40 shrink-0 rounded-full bg-primary-soft object-cover" />
          ) : null}
          <div className="max-w-3xl">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{authorName(author)}</h1>
            <p className="mt-3 text-lg font-semibold text-primary">{author.role}</p>
            <p className="mt-4 text-lg text-muted">{author.bio}</p>
          </div>
        </Container>
      </div>
      <section aria-labelledby="author-posts" className="py-14">
        <Container>
          <h2 id="author-posts" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {publication.authorPostsHeading}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {author.posts.map((post) => (
              <PostCard key={post._id} post={post} labels={publication} locale={settings.locale} />
            ))}
          </div>
        </Container>
      </section>
      <JsonLd data={profilePageData(settings, author, crumbs)} />
    </PageFrame>
  );
}
