import type { ContactServiceValue } from "@site/schemas/addresses";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/layout/page-frame";
import { ClientRuntime } from "@/components/ui/client-runtime";
import { getPage, pagePath } from "@/lib/content/page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageImage, pageMetadata } from "@/lib/metadata";
import { ContactBlock } from "@/sections/contact-block/contact-block";
import { ContactForm } from "@/sections/contact-block/contact-form";
import { PageSections, type SectionComponents } from "@/sections/render";

/** The contact page's document; its own route because its form is the interactive one (see docs/pages-and-content.md). */
const slug = "contact";

/** Both addresses of the contact page name /contact as canonical: one page for search engines. */
export async function contactMetadata(): Promise<Metadata> {
  const page = await getPage(slug);
  return page ? pageMetadata(page.seo, pagePath(page.slug), pageImage(page._id, page.seo)) : {};
}

/** The contact page, its form with its script (loaded on the first interaction) and, at /contact/<service>, that service selected. */
export async function ContactRoute({ selected }: { selected?: ContactServiceValue }) {
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()]);
  if (!page) notFound();
  const components: Partial<SectionComponents> = {
    contactBlock: (props) => <ContactBlock {...props} Form={(form) => <ContactForm {...form} selected={selected} />} />,
  };
  return (
    <PageFrame settings={settings} path={pagePath(page.slug)}>
      <PageSections sections={page.sections} settings={settings} components={components} />
      <ClientRuntime load="on-form-interaction" />
    </PageFrame>
  );
}
