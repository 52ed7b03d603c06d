import { AnswerText } from "@/components/layout/answer-text";
import { buttonClasses } from "@/components/ui/button";
import { TextWithLink } from "@/components/ui/text-with-link";
import { answerHtml, returnPath } from "../answer-page";
import { refusalMessage } from "../contact/refusal";
import type { NewsletterSettings } from "../content/newsletter";
import type { SiteSettings } from "../content/site-settings";
import type { GuardRefusal } from "../form-post";

/** The words the newsletter's answers and email use: the Newsletter document and the site's. */
export type NewsletterCopy = NewsletterSettings & { site: SiteSettings };

/** Why the server took no subscription (or did not act on a link), as the JSON answer's `error` names it. */
export type NewsletterRefusal = GuardRefusal | { kind: "invalid" | "unavailable" | "bad-link" };

/** A text with {email} shown as a link to the firm's address. */
export const WithEmail = ({ text, email }: { text: string; email: string }) => (
  <TextWithLink
    text={text}
    slot="{email}"
    href={`mailto:${email}`}
    label={email}
    className="font-semibold text-primary underline underline-offset-2"
  />
);

/** Whether reloading the answer would send a form again: a post's, but not a link's (its token acts once). */
export const resent = (request: Request, refusal: { kind: string }) => request.method === "POST" && refusal.kind !== "bad-link";

/** The page for a native post that was refused, or a link that is not valid: why, and the way back to the page posted from. */
export function errorPageHtml(copy: NewsletterCopy, refusal: NewsletterRefusal, request: Request): Promise<string> {
  const { errorPage, site } = copy;
  return answerHtml({
    settings: site,
    title: errorPage.title,
    children: (
      <AnswerText
        heading={errorPage.title}
        text={<WithEmail text={refusalMessage(errorPage, refusal)} email={site.email} />}
        note={resent(request, refusal) ? errorPage.resendNote : undefined}
        links={[{ href: returnPath(request, "/"), label: errorPage.backLabel }]}
      />
    ),
  });
}

/** An email link's button, which posts the link's token: opening the link changes nothing, the visitor's press does. */
export const TokenButton = ({ action, token, label }: { action: string; token: string; label: string }) => (
  <form method="post" action={action} className="mt-10">
    <input type="hidden" name="token" value={token} />
    <button type="submit" className={buttonClasses("primary")}>
      {label}
    </button>
  </form>
);

/** The page an email's link opens: what the button does, and the button. */
export function linkPageHtml(copy: NewsletterCopy, kind: "confirm" | "unsubscribe", action: string, token: string): Promise<string> {
  const words = kind === "confirm" ? copy.confirmPage : copy.unsubscribePage;
  return answerHtml({
    settings: copy.site,
    title: words.title,
    children: (
      <AnswerText heading={words.title} text={words.text}>
        <TokenButton action={action} token={token} label={words.buttonLabel} />
      </AnswerText>
    ),
  });
}
