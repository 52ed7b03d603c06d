import { type ContactServiceValue, contactServiceValues } from "@site/schemas/contact-fields";
import { ContactRoute, contactMetadata } from "../contact-route";

// The contact page with a service already selected, for a call to action such as "Schedule a
// Consultation" on a service page: one static page per service value, no script needed to select it,
// /contact as canonical. Any other value is not an address (lib/content/addresses.ts answers 404).
export const dynamicParams = false;
export const generateStaticParams = () => contactServiceValues.map((service) => ({ service }));
export const generateMetadata = contactMetadata;

export default async function ContactWithService({ params }: { params: Promise<{ service: string }> }) {
  const { service } = await params;
  return <ContactRoute selected={service as ContactServiceValue} />;
}
