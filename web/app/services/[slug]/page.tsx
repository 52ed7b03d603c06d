import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceSections } from "@/components/sections/service/registry";
import { servicePath } from "@/lib/content/service";
import { getServicePage, getServiceSlugs } from "@/lib/content/service-page";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

/** One page per service document, built ahead of time; any other slug is a 404. */
export const dynamicParams = false;

export async function generateStaticParams() {
  const slugs = await getServiceSlugs();
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await getServicePage(slug);
  if (!page) notFound();
  return pageMetadata(page.seo, servicePath(page.slug));
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const page = await getServicePage(slug);
  if (!page) notFound();
  return <ServiceSections page={page} />;
}
