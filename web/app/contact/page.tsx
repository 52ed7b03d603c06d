import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { ContactBlock } from "@/components/sections/contact-block";
import { ContactForm } from "@/components/sections/contact-form";
import { PageSections, type SectionComponents } from "@/components/sections/registry";
import { ClientRuntime } from "@/components/ui/client-runtime";
import { getPage, pagePath } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";

/** The contact page's document; its own route because its form is the interactive one (see README). */
const slug = "contact";

/** This route's Contact form section: the form with its script, which this route needs and loads. */
const components: Partial<SectionComponents> = { contactBlock: (props) => <ContactBlock {...props} Form={ContactForm} /> };

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(slug);
  return page ? pageMetadata(page.seo, pagePath(page.slug), pageImage(page._id, page.seo)) : {};
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()]);
  if (!page) notFound();
  return (
    <PageFrame settings={settings} path={pagePath(page.slug)}>
      <PageSections sections={page.sections} settings={settings} components={components} />
      <ClientRuntime load="on-form-interaction" />
    </PageFrame>
  );
}
