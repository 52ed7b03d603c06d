import type { Metadata } from "next";
import { PageSections } from "@/components/sections/registry";
import { getHomePage } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { ...pageMetadata(page.seo, "/"), title: { absolute: page.seo.title } };
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()]);
  return <PageSections sections={page.sections} settings={settings} />;
}
