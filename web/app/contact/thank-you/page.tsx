import { confirmationPath } from "@site/schemas/addresses";
import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getContactPage } from "@/lib/content/contact-page";
import { getSiteSettings } from "@/lib/content/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const { confirmation } = await getContactPage();
  return { title: confirmation.title, robots: { index: false } };
}

/** Where a visitor lands after sending the form without JavaScript (the server answers 303 here). */
export default async function ContactThankYouPage() {
  const [{ confirmation }, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  return (
    <PageFrame settings={settings} path={confirmationPath}>
      <Container className="py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{confirmation.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{confirmation.text}</p>
        <p className="mt-10">
          <ButtonLink href="/">{confirmation.backLabel}</ButtonLink>
        </p>
      </Container>
    </PageFrame>
  );
}
