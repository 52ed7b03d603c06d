import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { Closing } from "@/components/publication/closing";
import { PostCards } from "@/components/publication/post-cards";
import { RelatedServices } from "@/components/publication/related-services";
import { JsonLd } from "@/components/seo/json-ld";
import { siteAccent } from "@/components/ui/accent";
import { authorName } from "@/lib/content/author";
import { blogPath, getPostSlugs, postPath, postSeo } from "@/lib/content/post";
import { getBlogNewsletter, getPostPage } from "@/lib/content/post-page";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { blogPostingData, crumbsUnder } from "@/lib/structured-data";
import { Newsletter } from "@/sections/newsletter/newsletter";
import { withFeed } from "../listing-route";
import { PostArticle } from "./post-article";

type Props = { params: Promise<{ slug: string }> };

/** One page per post, built ahead; one published later renders on its first request (ISR). */
export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostPage((await params).slug);
  if (!post) notFound();
  const seo = postSeo(post);
  const metadata = await withFeed(pageMetadata(seo, postPath(post.slug), pageImage(post._id, seo)));
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt ?? undefined,
      authors: [authorName(post.author)],
    },
  };
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const [post, settings, publication, newsletter] = await Promise.all([
    getPostPage(slug),
    getSiteSettings(),
    getPublication(),
    getBlogNewsletter(),
  ]);
  if (!post) notFound();
  const path = postPath(post.slug);
  const crumbs = crumbsUnder(settings, blogPath, { label: post.title, path });
  return (
    <PageFrame settings={settings} path={path}>
      <PostArticle post={post} publication={publication} settings={settings} path={path} crumbs={crumbs} />
      {/* The blog's own Newsletter box, after the post: a reader who got to the end is the one to ask. */}
      {newsletter.map((section) => (
        <Newsletter key={section._key} section={section} context={{ accent: siteAccent, band: "plain", settings }} />
      ))}
      <RelatedServices id="related-services" heading={publication.relatedServicesHeading} services={post.relatedServices ?? []} />
      <PostCards
        id="related-posts"
        heading={publication.relatedPostsHeading}
        posts={post.related}
        labels={publication}
        locale={settings.locale}
        className="border-t border-border"
      />
      <Closing closing={publication.postClosing} settings={settings} />
      <JsonLd data={blogPostingData(settings, post, crumbs)} />
    </PageFrame>
  );
}
