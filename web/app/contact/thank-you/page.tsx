import { confirmationPath, contactPath } from "@site/schemas/addresses";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { PageFrame } from "@/components/layout/page-frame";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { sentCookie } from "@/lib/contact/paths";
import { getContactPage } from "@/lib/content/contact-page";
import { getSiteSettings } from "@/lib/content/site-settings";

/** Whether this browser has just sent a message: the capture's answer to a native post sets the cookie. */
const justSent = async () => (await cookies()).has(sentCookie);

export async function generateMetadata(): Promise<Metadata> {
  const [{ confirmation }, sent] = await Promise.all([getContactPage(), justSent()]);
  return { title: sent ? confirmation.title : confirmation.idleTitle, robots: { index: false } };
}

/**
 * Where a visitor lands after sending the form without JavaScript (the server answers 303 here, with a short-lived
 * cookie). Opened directly, nothing was sent: a neutral page that leads to the form instead of a false thank-you.
 */
export default async function ContactThankYouPage() {
  const [{ confirmation }, settings, sent] = await Promise.all([getContactPage(), getSiteSettings(), justSent()]);
  return (
    <PageFrame settings={settings} path={confirmationPath}>
      <Container className="py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{sent ? confirmation.title : confirmation.idleTitle}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{sent ? confirmation.text : confirmation.idleText}</p>
        <p className="mt-10">
          {sent ? (
            <ButtonLink href="/">{confirmation.backLabel}</ButtonLink>
          ) : (
            <ButtonLink href={contactPath}>{confirmation.idleLinkLabel}</ButtonLink>
          )}
        </p>
      </Container>
    </PageFrame>
  );
}
