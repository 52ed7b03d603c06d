import { type ContactServiceValue, contactServiceValues } from "@site/schemas/contact-fields";
import { getContactPage } from "@/lib/content/contact-page";
import { getServiceSlugs } from "@/lib/content/service";
import { ContactRoute, contactMetadata } from "../contact-route";

// The contact page with a service already selected, for a call to action such as "Schedule a
// Consultation" on a service page: one static page per service value and per service's own address
// (/contact/billing and /contact/billing-revenue-cycle alike), no script needed to select it, /contact as
// canonical. Any other value is not an address (lib/content/addresses.ts answers 404).
export async function generateStaticParams() {
  const slugs = await getServiceSlugs();
  return [...contactServiceValues, ...slugs.filter((slug) => !(contactServiceValues as readonly string[]).includes(slug))].map(
    (service) => ({ service }),
  );
}
export const generateMetadata = contactMetadata;

/** The form's option a /contact/<address> selects: an option's own value, or the option that stands for the service at that address. */
async function selectedOption(service: string): Promise<ContactServiceValue | undefined> {
  const value = contactServiceValues.find((candidate) => candidate === service);
  if (value) return value;
  const { form } = await getContactPage();
  return form.serviceOptions.find((option) => option.serviceSlug === service)?.value;
}

export default async function ContactWithService({ params }: { params: Promise<{ service: string }> }) {
  const { service } = await params;
  return <ContactRoute selected={await selectedOption(service)} />;
}
