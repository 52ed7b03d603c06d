import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ContactPage } from "@/lib/content/contact-page";
import type { SiteSettings } from "@/lib/content/site-settings";

function Box({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-6 shadow-card">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The firm's email address, telephone number and office hours. */
function ContactInfo({ info, settings }: { info: ContactPage["contactInfo"]; settings: SiteSettings }) {
  const { email } = settings;
  return (
    <Box id="contact-info" heading={info.heading}>
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="text-sm text-muted">{info.emailLabel}</dt>
          <dd>
            <a href={`mailto:${email}`} className="font-semibold break-all text-primary hover:underline">
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{info.phoneLabel}</dt>
          <dd>
            <a href={`tel:${settings.phoneHref}`} className="font-semibold text-primary hover:underline">
              {settings.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{info.hoursLabel}</dt>
          <dd className="font-medium">{info.hours}</dd>
        </div>
      </dl>
    </Box>
  );
}

/** Beside the form: book a meeting, write directly, the firm's details and (when editors give a page of them) its available times. */
export function ContactDetails({ page, settings }: { page: ContactPage; settings: SiteSettings }) {
  const { bookingUrl, schedule, emailDirect, contactInfo, availability } = page;
  const { email, newTabNote } = settings;
  return (
    <div className="min-w-0 space-y-6">
      <Box id="contact-schedule" heading={schedule.heading}>
        <p className="mt-2 text-muted">{schedule.text}</p>
        <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "mt-4 w-full")}>
          <Icon name="calendar" className="size-5" />
          {schedule.linkLabel}
          <span className="sr-only">{newTabNote}</span>
        </a>
      </Box>
      <Box id="contact-direct" heading={emailDirect.heading}>
        <p className="mt-2 text-muted">{emailDirect.text}</p>
        <a
          href={`mailto:${email}?subject=${encodeURIComponent(emailDirect.subject)}`}
          className={buttonClasses("secondary", "mt-4 w-full")}
        >
          <Icon name="mail" className="size-5" />
          {emailDirect.linkLabel}
        </a>
      </Box>
      <ContactInfo info={contactInfo} settings={settings} />
      {availability ? (
        <Box id="contact-availability" heading={availability.heading}>
          <p className="mt-2 text-muted">{availability.text}</p>
          <a
            href={availability.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            {availability.linkLabel}
            <Icon name="arrow-right" className="size-4" />
            <span className="sr-only">{newTabNote}</span>
          </a>
        </Box>
      ) : null}
    </div>
  );
}
