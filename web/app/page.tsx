import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { PageSections } from "@/components/sections/registry";
import { getHomePage } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getHomePage()).seo, "/");
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()]);
  return (
    <PageFrame settings={settings} path="/">
      <PageSections sections={page.sections} settings={settings} />
    </PageFrame>
  );
}
