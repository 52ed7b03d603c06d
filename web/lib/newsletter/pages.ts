import { escapeHtml, serverPageHtml, withEmailLink } from "../contact/answers";
import { refusalMessage } from "../contact/refusal";
import type { NewsletterSettings } from "../content/newsletter";

/** The words the newsletter's server-made pages and email use: the Newsletter document and the site's. */
export type NewsletterCopy = NewsletterSettings & { firmName: string; locale: string; email: string; siteUrl: string };

/** Why the server took no subscription (or did not act on a link), as the JSON answer's `error` names it. */
export type NewsletterRefusal =
  | { kind: "invalid" }
  | { kind: "form" }
  | { kind: "too-large" }
  | { kind: "too-many"; retryAfter: number }
  | { kind: "unsupported" }
  | { kind: "forbidden" }
  | { kind: "timeout" }
  | { kind: "failed" }
  | { kind: "unavailable" }
  | { kind: "bad-link" };

/** The page for a native post that was refused, or a link that is not valid: why, and a link back. */
export function errorPageHtml(copy: NewsletterCopy, refusal: NewsletterRefusal): string {
  const text = withEmailLink(refusalMessage(copy.errorPage, refusal), copy.email);
  return serverPageHtml(copy, copy.errorPage.title, `<p>${text}</p>\n<p><a href="/">${escapeHtml(copy.errorPage.backLabel)}</a></p>`);
}

/**
 * The page an email's link opens: what the button does, and the button, which posts the link's token.
 * Opening the link changes nothing, so a mail scanner that fetches every link confirms or unsubscribes
 * no one; the visitor's press does.
 */
export function linkPageHtml(copy: NewsletterCopy, kind: "confirm" | "unsubscribe", action: string, token: string): string {
  const words = kind === "confirm" ? copy.confirmPage : copy.unsubscribePage;
  return serverPageHtml(
    copy,
    words.title,
    `<p>${escapeHtml(words.text)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(words.buttonLabel)}</button>
</form>`,
  );
}
