import type { Metadata } from "next";
import { ContactDetails } from "@/components/sections/contact-details";
import { ContactForm } from "@/components/sections/contact-form";
import { Container } from "@/components/ui/container";
import { getContactPage } from "@/lib/content/contact-page";
import { getSiteSettings } from "@/lib/content/site-settings";
import { contactConfig } from "@/lib/env";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage();
  return pageMetadata(page.seo, "/contact");
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  return (
    <>
      <section aria-labelledby="contact-heading" className="bg-primary-soft py-14 sm:py-20">
        <Container>
          <h1 id="contact-heading" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{page.intro}</p>
        </Container>
      </section>
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem] lg:py-20">
        <section
          aria-labelledby="contact-form-heading"
          className="self-start rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {page.form.heading}
          </h2>
          <ContactForm action={contactConfig.postPath} copy={page.form} banners={page.banners} email={settings.email} />
        </section>
        <ContactDetails
          page={page}
          email={settings.email}
          phone={settings.phone}
          phoneHref={settings.phoneHref}
          newTabNote={settings.newTabNote}
        />
      </Container>
    </>
  );
}
