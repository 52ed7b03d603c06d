import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageSections } from "@/components/sections/registry";
import { getPage, pagePath } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";

/** The contact page's document; its own route because the form loads the client runtime (see README). */
const slug = "contact";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(slug);
  return page ? pageMetadata(page.seo, pagePath(page.slug)) : {};
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()]);
  if (!page) notFound();
  return <PageSections sections={page.sections} settings={settings} />;
}
