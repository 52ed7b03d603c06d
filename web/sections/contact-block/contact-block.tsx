import type { ComponentType } from "react";
import { Container } from "@/components/ui/container";
import { contactConfig } from "@/lib/form-settings";
import type { SectionProps } from "@/sections/define";
import { ContactDetails } from "./contact-details";
import { type ContactFormProps, NativeContactForm } from "./contact-form-body";
import type { query } from "./query";

/** The contact form beside the ways to reach the firm; `Form` is the one without script unless the route gives its own. */
export function ContactBlock({
  section,
  context,
  Form = NativeContactForm,
}: SectionProps<typeof query> & { Form?: ComponentType<ContactFormProps> }) {
  const { form } = section;
  const { settings } = context;
  return (
    <Container section={section._type} className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem] lg:py-20">
      <section
        aria-labelledby="contact-form-heading"
        className="min-w-0 self-start rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
      >
        <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
          {form.form.heading}
        </h2>
        <Form action={contactConfig.postPath} copy={form.form} banners={form.banners} refusals={form.errorPage} email={settings.email} />
      </section>
      <ContactDetails page={form} settings={settings} />
    </Container>
  );
}
