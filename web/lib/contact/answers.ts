import { contactPath } from "@site/schemas/addresses";
import type { ContactFieldName } from "@site/schemas/contact-fields";
import type { ContactFormCopy } from "../content/contact-page";
import { brandFontPreload, logoSvg, serverPageStyle } from "../server-page-style";
import type { FieldValues } from "./field-errors";
import { fieldErrorsFor } from "./field-errors";
import { contactFormPageHtml } from "./form-page";
import { type PageRefusal, type RefusalCopy, refusalText, refusedLabels } from "./refusal";

export type { PageRefusal, Refusal } from "./refusal";

/** The words of the no-JavaScript error page, from content (contact page and site settings). */
export type ErrorPageCopy = RefusalCopy & {
  firmName: string;
  /** The site's language tag (site settings), the page's lang. */
  locale: string;
  email: string;
  title: string;
  backLabel: string;
  fieldLabels: Record<ContactFieldName, string>;
  /** The form's words: a refused field is answered with the form itself. */
  form: ContactFormCopy;
  refusalHeading: string;
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** Replaces {email} with a mailto link to the firm's address. */
export function withEmailLink(text: string, email: string): string {
  const link = `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`;
  return text.split("{email}").map(escapeHtml).join(link);
}

/**
 * A page the server writes itself (no script, no tracking, not indexed), in the site's look: the top bar
 * with the firm's mark and name (a link home), a heading and what follows, the firm's address at the foot.
 * For answers that depend on the request (a refused post, a link's token), which no prerendered page can
 * give. `body` is HTML the caller has escaped.
 */
export function serverPageHtml(site: { locale: string; firmName: string; email?: string }, title: string, body: string): string {
  const contact = site.email ? `<a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>` : "";
  return `<!doctype html>
<html lang="${escapeHtml(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.firmName)}</title>
${brandFontPreload}
<style>${serverPageStyle}</style>
</head>
<body>
<header class="bar"><div class="wrap"><a href="/">${logoSvg}<span>${escapeHtml(site.firmName)}</span></a></div></header>
<main id="main"><div class="wrap">
<h1>${escapeHtml(title)}</h1>
${body}
</div></main>
<footer><div class="wrap"><p>${escapeHtml(site.firmName)}${contact ? ` · ${contact}` : ""}</p></div></footer>
</body>
</html>
`;
}

/**
 * The page for a visitor whose browser posted the form without JavaScript and whose message was
 * refused. A refused field: the form itself again, with what they sent and what to fix (`sent` holds
 * the posted fields, `action` where the form posts). Anything else: why, and a link back to the form.
 */
export function errorPageHtml(copy: ErrorPageCopy, refusal: PageRefusal, sent?: { action: string; values: FieldValues }): string {
  const labels = refusal.kind === "invalid" ? refusedLabels(copy.fieldLabels, refusal.fields) : [];
  if (refusal.kind === "invalid" && labels.length > 0 && sent) {
    const errors = fieldErrorsFor(copy.form.fieldErrors, refusal.fields);
    const body = contactFormPageHtml(copy, sent.action, sent.values, errors);
    return serverPageHtml(copy, copy.title, body);
  }
  const body = `<p>${withEmailLink(refusalText(copy, refusal, labels), copy.email)}</p>`;
  return serverPageHtml(copy, copy.title, `${body}\n<p><a href="${contactPath}">${escapeHtml(copy.backLabel)}</a></p>`);
}
