import { emailDomainPattern } from "@site/schemas/contact-fields";
import {
  newsletterConsentField,
  newsletterEmailField,
  newsletterEmailMaxLength,
  newsletterFormName,
  newsletterHoneypotField,
} from "@site/schemas/newsletter-fields";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { fieldClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { consentVersion } from "@/lib/content/newsletter";
import { newsletterConfig } from "@/lib/form-settings";
import type { SectionProps } from "@/sections/define";
import { headingId } from "@/sections/types";
import type { query } from "./query";

/**
 * The newsletter box: a form without script posting the address to the double opt-in (app/api/newsletter, or Netlify's
 * form capture), with the version of the consent wording under the button, which the server stores as the record of consent.
 */
export function Newsletter({ section: newsletter }: SectionProps<typeof query>) {
  const consentId = `${newsletter._key}-consent`;
  const emailId = `${newsletter._key}-email`;
  return (
    <section
      aria-labelledby={headingId(newsletter)}
      data-section={newsletter._type}
      className="border-t border-border bg-primary-soft py-16"
    >
      <Container className="grid items-end gap-8 lg:grid-cols-2">
        <div>
          <h2 id={headingId(newsletter)} className="text-3xl font-bold tracking-tight">
            {newsletter.heading}
          </h2>
          <p className="mt-3 text-lg text-muted">{newsletter.text}</p>
        </div>
        <form method="post" action={newsletterConfig.postPath} name={newsletterFormName}>
          <input type="hidden" name="form-name" value={newsletterFormName} />
          <input type="hidden" name={newsletterConsentField} value={consentVersion(newsletter.settings.consentText)} />
          <p className="hidden">
            <label>
              {newsletter.settings.honeypotLabel} <input name={newsletterHoneypotField} tabIndex={-1} autoComplete="off" />
            </label>
          </p>
          <label htmlFor={emailId} className="mb-2 block font-semibold">
            {newsletter.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={emailId}
              name={newsletterEmailField}
              type="email"
              required
              pattern={emailDomainPattern}
              maxLength={newsletterEmailMaxLength}
              autoComplete="email"
              placeholder={newsletter.placeholder}
              aria-describedby={consentId}
              className={cn(fieldClasses, "flex-1")}
            />
            <button type="submit" className={buttonClasses("primary", "shrink-0")}>
              {newsletter.buttonLabel}
            </button>
          </div>
          <p id={consentId} className="mt-3 text-sm text-muted">
            {newsletter.settings.consentText}
          </p>
        </form>
      </Container>
    </section>
  );
}
