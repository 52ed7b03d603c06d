import { escapeHtml, withEmailLink } from "../contact/answers";
import { minutesToWait } from "../contact/refusal";
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

export function refusalText(copy: NewsletterCopy["errorPage"], refusal: NewsletterRefusal): string {
  switch (refusal.kind) {
    case "invalid":
      return copy.invalidText;
    case "form":
      return copy.formText;
    case "too-large":
      return copy.tooLargeText;
    case "too-many":
      return copy.tooManyText.replaceAll("{minutes}", String(minutesToWait(refusal.retryAfter)));
    case "unsupported":
      return copy.unsupportedText;
    case "forbidden":
      return copy.forbiddenText;
    case "timeout":
      return copy.timeoutText;
    case "failed":
      return copy.failedText;
    case "unavailable":
      return copy.unavailableText;
    case "bad-link":
      return copy.badLinkText;
  }
}

/** A small self-contained page (no script, no tracking): the firm's name, a heading and what follows. */
function pageHtml(copy: NewsletterCopy, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(copy.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(copy.firmName)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.6;margin:0}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}a{font-weight:600}button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #1f5c3a;background:#1f5c3a;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #8a5a00;outline-offset:2px}</style>
</head>
<body>
<main>
<p>${escapeHtml(copy.firmName)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The page for a native post that was refused, or a link that is not valid: why, and a link back. */
export function errorPageHtml(copy: NewsletterCopy, refusal: NewsletterRefusal): string {
  const text = withEmailLink(refusalText(copy.errorPage, refusal), copy.email);
  return pageHtml(copy, copy.errorPage.title, `<p>${text}</p>\n<p><a href="/">${escapeHtml(copy.errorPage.backLabel)}</a></p>`);
}

/**
 * The page an email's link opens: what the button does, and the button, which posts the link's token.
 * Opening the link changes nothing, so a mail scanner that fetches every link confirms or unsubscribes
 * no one; the visitor's press does.
 */
export function linkPageHtml(copy: NewsletterCopy, kind: "confirm" | "unsubscribe", action: string, token: string): string {
  const words = kind === "confirm" ? copy.confirmPage : copy.unsubscribePage;
  return pageHtml(
    copy,
    words.title,
    `<p>${escapeHtml(words.text)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(words.buttonLabel)}</button>
</form>`,
  );
}
