import { ContactRoute, contactMetadata } from "./contact-route";

export const generateMetadata = contactMetadata;

export default function ContactPage() {
  return <ContactRoute />;
}
