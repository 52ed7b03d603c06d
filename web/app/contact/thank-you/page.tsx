import { confirmationPath, contactPath } from "@site/schemas/addresses";
import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { sentFragment } from "@/lib/contact/paths";
import { getContactPage } from "@/lib/content/contact-page";
import { getSiteSettings } from "@/lib/content/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const { confirmation } = await getContactPage();
  return { title: confirmation.idleTitle, robots: { index: false } };
}

/**
 * Where the form sent without JavaScript leads (303 to this page's `#sent`): only then does it say the message is on
 * its way (CSS `:target`, the page stays static). Opened directly: neutral words and a link to the form.
 */
export default async function ContactThankYouPage() {
  const [{ confirmation }, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  return (
    <PageFrame settings={settings} path={confirmationPath}>
      <div id={sentFragment} data-confirmation="">
        <Container className="py-24 text-center">
          <h1 className="text-4xl font-bold tracking-tight">
            <span data-when="sent">{confirmation.title}</span>
            <span data-when="idle">{confirmation.idleTitle}</span>
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
            <span data-when="sent">{confirmation.text}</span>
            <span data-when="idle">{confirmation.idleText}</span>
          </p>
          <p className="mt-10">
            <span data-when="sent">
              <ButtonLink href="/">{confirmation.backLabel}</ButtonLink>
            </span>
            <span data-when="idle">
              <ButtonLink href={contactPath}>{confirmation.idleLinkLabel}</ButtonLink>
            </span>
          </p>
        </Container>
      </div>
    </PageFrame>
  );
}
