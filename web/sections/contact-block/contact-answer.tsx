import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { answerHtml } from "@/lib/answer-page";
import { type FieldValues, fieldErrorsFor } from "@/lib/contact/field-errors";
import type { PageRefusal } from "@/lib/contact/refusal";
import type { ContactPage } from "@/lib/content/contact-page";
import type { SiteSettings } from "@/lib/content/site-settings";
import { ContactFormBanner } from "./contact-form-banner";
import { NativeContactForm } from "./contact-form-body";

/** The words of the contact form's answers: the Contact form document and the site's. */
export type ContactAnswerCopy = { page: ContactPage; settings: SiteSettings };

/** What the visitor sent, when the server read it: the form is drawn again holding it. */
export type Sent = { action: string; values: FieldValues };

/**
 * The page answering a contact form posted without JavaScript that was not taken: the banner the form shows with
 * JavaScript, then the form itself holding everything that was sent, each refused field with its message, to fix and
 * send again. When the post could not be read (too large, too slow, too many), the way back to the page it came from.
 */
export function contactAnswerHtml({ page, settings }: ContactAnswerCopy, refusal: PageRefusal, sent: Sent | undefined, back: string) {
  const errors = refusal.kind === "invalid" ? fieldErrorsFor(page.form.fieldErrors, refusal.fields) : undefined;
  const children = (
    <Container className="py-14 lg:py-20">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{page.errorPage.title}</h1>
      {/* The answer to a post: reloading it would send the form again, which the page says. */}
      <p className="mt-3 max-w-3xl text-muted">{page.errorPage.resendNote}</p>
      <div className="mt-8 max-w-3xl rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
        <div role="alert">
          <ContactFormBanner
            status={refusal.kind === "failed" ? { kind: "error" } : { kind: "refused", refusal }}
            banners={page.banners}
            refusals={page.errorPage}
            form={page.form}
            email={settings.email}
          />
        </div>
        {sent ? (
          <NativeContactForm action={sent.action} copy={page.form} values={sent.values} errors={errors} />
        ) : (
          <ButtonLink href={back}>{page.errorPage.backLabel}</ButtonLink>
        )}
      </div>
    </Container>
  );
  return answerHtml({ settings, title: page.errorPage.title, children });
}
