import { Container } from "@/components/ui/container";
import { ContentLink } from "@/components/ui/content-link";
import { Icon } from "@/components/ui/icon";
import type { SiteSettings } from "@/lib/content/site-settings";
import { Logo } from "./logo";

/** At least 24 px tall (WCAG 2.2 target size), so a thumb on a phone hits the link it means. */
const footerLink = "inline-flex min-h-6 items-center text-on-dark-muted hover:text-white hover:underline underline-offset-4";

/** The firm's name and tagline, and its social profiles (each opens in a new tab, which its name says). */
function FooterFirm({ settings }: { settings: SiteSettings }) {
  const { firmName, tagline, socialLinks, newTabNote } = settings;
  return (
    <div>
      <p className="flex items-center gap-2.5 text-lg font-bold text-white">
        <Logo />
        {firmName}
      </p>
      <p className="mt-4 max-w-xs text-on-dark-muted">{tagline}</p>
      <ul className="mt-6 flex gap-3">
        {socialLinks.map((social) => (
          <li key={social._key}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-11 items-center justify-center rounded-lg border border-white/20 text-on-dark hover:bg-white/10"
            >
              <Icon name={social.platform} className="size-5" />
              <span className="sr-only">
                {social.label} {newTabNote}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Links from content as a list of footer links. */
function FooterLinks({ links, className }: { links: SiteSettings["legalLinks"]; className: string }) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item._key}>
          <ContentLink href={item.href} className={footerLink}>
            {item.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

const heading = "text-sm font-semibold tracking-wide text-white uppercase";

/** Footer: the firm, link columns, social profiles, contact details, copyright and legal links. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { contactHeading, email, phone, phoneHref } = settings;
  return (
    <footer className="bg-surface-dark text-on-dark">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <FooterFirm settings={settings} />
        {settings.footerColumns.map((column) => (
          <nav key={column._key} aria-label={column.heading}>
            <h2 className={heading}>{column.heading}</h2>
            <FooterLinks links={column.links} className="mt-4 space-y-2.5" />
          </nav>
        ))}
        <div>
          <h2 className={heading}>{contactHeading}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={`mailto:${email}`} className={`${footerLink} gap-2 break-all`}>
                <Icon name="mail" className="size-5 shrink-0" />
                {email}
              </a>
            </li>
            <li>
              <a href={`tel:${phoneHref}`} className={`${footerLink} gap-2`}>
                <Icon name="phone" className="size-5 shrink-0" />
                {phone}
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-on-dark-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{settings.copyright.replace("{year}", String(new Date().getFullYear()))}</p>
          <FooterLinks links={settings.legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
        </Container>
      </div>
    </footer>
  );
}
