import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { withFeed } from "@/app/blog/listing-route";
import { PageFrame } from "@/components/layout/page-frame";
import { pagesWithOwnRoute } from "@/lib/content/addresses";
import { getPage, pagePath } from "@/lib/content/page";
import { getPageSlugs } from "@/lib/content/page-ids";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

type Props = { params: Promise<{ slug: string[] }> };

/** Every page document, built ahead (proxy.ts rewrites only an existing page's address here); a later one renders on request. */
export async function generateStaticParams() {
  const slugs = await getPageSlugs();
  return slugs.filter((slug) => !pagesWithOwnRoute.has(slug)).map((slug) => ({ slug: slug.split("/") }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).slug.join("/");
  const page = pagesWithOwnRoute.has(slug) ? null : await getPage(slug);
  if (!page) return {};
  const metadata = pageMetadata(page.seo, pagePath(page.slug), pageImage(page._id, page.seo));
  return page.sections.some((section) => section._type === "postListing") ? withFeed(metadata) : metadata;
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
