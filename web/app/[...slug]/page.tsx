import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageSections } from "@/components/sections/registry";
import { getPage, getPageSlugs, pagePath } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string[] }> };

/** Addresses with a route of their own; their page documents are rendered there. */
const ownRoutes = new Set(["contact"]);

/**
 * Every page document at its address, built ahead of time. A page an editor creates later is rendered on
 * its first request and cached like the others (no rebuild); an unknown address is the site's 404.
 */
export async function generateStaticParams() {
  const slugs = await getPageSlugs();
  return slugs.filter((slug) => !ownRoutes.has(slug)).map((slug) => ({ slug: slug.split("/") }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).slug.join("/");
  const page = ownRoutes.has(slug) ? null : await getPage(slug);
  return page ? pageMetadata(page.seo, pagePath(page.slug)) : {};
}

export default async function Page({ params }: Props) {
  const slug = (await params).slug.join("/");
  const [page, settings] = await Promise.all([ownRoutes.has(slug) ? null : getPage(slug), getSiteSettings()]);
  if (!page) notFound();
  return <PageSections sections={page.sections} settings={settings} />;
}
