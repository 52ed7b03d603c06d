import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { Closing } from "@/components/publication/closing";
import { PostCards } from "@/components/publication/post-cards";
import { PostNeighbours } from "@/components/publication/post-neighbours";
import { PublicationHeader } from "@/components/publication/publication-header";
import { RelatedServices } from "@/components/publication/related-services";
import { RichText } from "@/components/publication/rich-text";
import { ShareLinks } from "@/components/publication/share-links";
import { TableOfContents } from "@/components/publication/table-of-contents";
import { JsonLd } from "@/components/seo/json-ld";
import { Container } from "@/components/ui/container";
import { Portrait } from "@/components/ui/portrait";
import { authorName } from "@/lib/content/author";
import { listingPath } from "@/lib/content/listing";
import { getPage } from "@/lib/content/page";
import { authorPath, blogPath, feedPath, getPostPage, getPostSlugs, postPath, postSeo } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { formatDay } from "@/lib/format-date";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { blogPostingData, crumbsUnder } from "@/lib/structured-data";
import { PageSections } from "@/sections/render";

type Props = { params: Promise<{ slug: string }> };

/**
 * One page per post, built ahead of time. A post published later is rendered on its first request and
 * cached (no rebuild); the proxy answers the static 404 for an address no post has.
 */
export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostPage((await params).slug);
  if (!post) notFound();
  const seo = postSeo(post);
  const metadata = pageMetadata(seo, postPath(post.slug), pageImage(post._id, seo));
  const publication = await getPublication();
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt ?? undefined,
      authors: [authorName(post.author)],
    },
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: feedPath, title: publication.feedTitle }] } },
  };
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const [post, settings, publication, blog] = await Promise.all([getPostPage(slug), getSiteSettings(), getPublication(), getPage("blog")]);
  if (!post) notFound();
  const path = postPath(post.slug);
  // The blog's own Newsletter box, after the post: a reader who got to the end is the one to ask.
  const newsletter = (blog?.sections ?? []).filter((section) => section._type === "newsletter");
  const crumbs = crumbsUnder(settings, blogPath, { label: post.title, path });
  return (
    <PageFrame settings={settings} path={path}>
      <article aria-labelledby="post-title">
        {/* On a laptop the cover stands beside the title (PublicationHeader) and the contents beside the text,
            so that the text starts on the first screen; on narrower screens each follows the other. */}
        <PublicationHeader
          titleId="post-title"
          title={post.title}
          breadcrumbLabel={publication.breadcrumbLabel}
          crumbs={crumbs}
          image={post.coverImage}
          centered
          kicker={
            <ul aria-label={publication.categoriesLabel} className="flex flex-wrap gap-2 text-sm">
              {post.categories.map((category) => (
                <li key={category._id}>
                  <a
                    href={listingPath({ category: category.slug, page: 1 })}
                    className="inline-flex min-h-8 items-center rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-strong hover:underline"
                  >
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          }
        >
          <p className="mt-5 text-xl text-muted lg:mt-4">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-base text-muted lg:mt-5" data-byline>
            <span>
              {publication.byLabel}{" "}
              <a href={authorPath(post.author.slug)} rel="author" className="font-semibold text-primary hover:underline">
                {authorName(post.author)}
              </a>
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, settings.locale)}</time>
            {post.updatedAt ? (
              <>
                <span aria-hidden="true">·</span>
                <span data-updated="">
                  {publication.updatedLabel} <time dateTime={post.updatedAt}>{formatDay(post.updatedAt, settings.locale)}</time>
                </span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>
              {post.readingMinutes} {publication.readingTimeLabel}
            </span>
          </p>
        </PublicationHeader>
        <Container className="py-12 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,41rem)] lg:items-start lg:gap-x-12 lg:pt-12">
          <TableOfContents body={post.body} heading={publication.tocHeading} />
          <div className="lg:col-start-2">
            {/* Lines of 60 to 75 characters: the measure long text is read at without losing the line. */}
            <div data-post-body>
              <RichText value={post.body} className="mx-auto max-w-[65ch]" />
            </div>
            <ShareLinks
              url={new URL(path, settings.siteUrl).toString()}
              title={post.title}
              heading={publication.shareHeading}
              linkedInLabel={publication.shareLinkedInLabel}
              emailLabel={publication.shareEmailLabel}
            />
            <aside
              aria-labelledby="about-author"
              className="mx-auto mt-14 max-w-3xl rounded-card border border-border bg-surface p-6 shadow-card"
            >
              <h2 id="about-author" className="text-sm font-semibold tracking-wide text-muted uppercase">
                {publication.aboutAuthorHeading}
              </h2>
              <div className="mt-3 flex items-center gap-4">
                <Portrait name={post.author.name} photo={post.author.photo} size="md" sizes="64px" decorative className="size-16" />
                <div>
                  <p className="text-lg font-semibold">{authorName(post.author)}</p>
                  <p className="text-muted">{post.author.role}</p>
                </div>
              </div>
              <p className="mt-3">{post.author.bio}</p>
              <a
                href={authorPath(post.author.slug)}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
              >
                {publication.authorPageLink}
              </a>
            </aside>
            <PostNeighbours
              older={post.older}
              newer={post.newer}
              olderLabel={publication.olderPostLabel}
              newerLabel={publication.newerPostLabel}
              navLabel={`${publication.olderPostLabel} / ${publication.newerPostLabel}`}
            />
          </div>
        </Container>
      </article>
      <PageSections sections={newsletter} settings={settings} />
      <RelatedServices id="related-services" heading={publication.relatedServicesHeading} services={post.relatedServices ?? []} />
      {post.related.length > 0 ? (
        <PostCards
          id="related-posts"
          heading={publication.relatedPostsHeading}
          posts={post.related}
          labels={publication}
          locale={settings.locale}
          className="border-t border-border"
        />
      ) : null}
      <Closing closing={publication.postClosing} settings={settings} />
      <JsonLd data={blogPostingData(settings, post, crumbs)} />
    </PageFrame>
  );
}
