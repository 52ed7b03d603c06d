import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { pagesWithOwnRoute } from "@/lib/content/addresses";
import { getPage, pagePath } from "@/lib/content/page";
import { getPageSlugs } from "@/lib/content/page-ids";
import { feedPath } from "@/lib/content/post";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

type Props = { params: Promise<{ slug: string[] }> };

/**
 * Every page document, built ahead of time. The proxy (proxy.ts) rewrites a page's public address here,
 * and only the address of a page that exists: one an editor creates later is rendered on its first
 * request and cached like the others, with no rebuild.
 */
export async function generateStaticParams() {
  const slugs = await getPageSlugs();
  return slugs.filter((slug) => !pagesWithOwnRoute.has(slug)).map((slug) => ({ slug: slug.split("/") }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).slug.join("/");
  const page = pagesWithOwnRoute.has(slug) ? null : await getPage(slug);
  if (!page) return {};
  const metadata = pageMetadata(page.seo, pagePath(page.slug), pageImage(page._id, page.seo));
  // A page listing the posts names the blog's feed, for feed readers and browsers.
  if (!page.sections.some((section) => section._type === "postListing")) return metadata;
  const { feedTitle } = await getPublication();
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: feedPath, title: feedTitle }] } } };
}

export default async function Page({ params }: Props) {
  const slug = (await params).slug.join("/");
  const [page, settings] = await Promise.all([pagesWithOwnRoute.has(slug) ? null : getPage(slug), getSiteSettings()]);
  if (!page) notFound();
  return (
    <PageFrame settings={settings} path={pagePath(page.slug)}>
      <PageSections sections={page.sections} settings={settings} />
    </PageFrame>
  );
}
