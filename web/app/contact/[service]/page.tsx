import { type ContactServiceValue, contactServiceValues } from "@site/schemas/addresses";
import { getContactPage } from "@/lib/content/contact-page";
import { getServiceSlugs } from "@/lib/content/service";
import { ContactRoute, contactMetadata } from "../contact-route";

// The contact page with a service already selected (a service page's call to action): one static page per service
// value and per service's own address, /contact as canonical. Any other value is a 404 (lib/content/addresses.ts).
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
