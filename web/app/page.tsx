import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { getHomePage } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";
import { PageSections } from "@/sections/render";

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()]);
  // The layout's "%s | firm" title template reaches only the pages below it: the home page's tab names the firm itself.
  return { ...pageMetadata(page.seo, "/"), title: { absolute: `${page.seo.title} | ${settings.firmName}` } };
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()]);
  return (
    <PageFrame settings={settings} path="/">
      <PageSections sections={page.sections} settings={settings} />
    </PageFrame>
  );
}
