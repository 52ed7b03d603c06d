import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalDocument } from "@/components/sections/legal-document";
import { getLegalPage } from "@/lib/content/legal-page";
import { pageMetadata } from "@/lib/metadata";

const slug = "terms-of-service";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage(slug);
  return page ? pageMetadata(page.seo, `/${slug}`) : {};
}

export default async function TermsOfServicePage() {
  const page = await getLegalPage(slug);
  if (!page) notFound();
  return <LegalDocument page={page} />;
}
