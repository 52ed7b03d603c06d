import type { ContactFieldName } from "@site/schemas/contact-fields";
import { type Refusal, type RefusalCopy, refusalText, refusedLabels } from "./refusal";

export type { Refusal } from "./refusal";

/** The words of the no-JavaScript error page, from content (contact page and site settings). */
export type ErrorPageCopy = RefusalCopy & {
  firmName: string;
  /** The site's language tag (site settings), the page's lang. */
  locale: string;
  email: string;
  title: string;
  backLabel: string;
  fieldLabels: Record<ContactFieldName, string>;
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** Replaces {email} with a mailto link to the firm's address. */
export function withEmailLink(text: string, email: string): string {
  const link = `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`;
  return text.split("{email}").map(escapeHtml).join(link);
}

/**
 * A small self-contained page the server writes itself (no script, no tracking, not indexed): the firm's
 * name, a heading and what follows. For answers that depend on the request (a refused post, a link's
 * token), which no prerendered page can give. `body` is HTML the caller has escaped.
 */
export function serverPageHtml(site: { locale: string; firmName: string }, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.firmName)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.6;margin:0}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}a{font-weight:600}button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #1f5c3a;background:#1f5c3a;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #8a5a00;outline-offset:2px}</style>
</head>
<body>
<main>
<p>${escapeHtml(site.firmName)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * The page for a visitor whose browser posted the form without JavaScript and whose message was
 * refused: why, and a link back to the form (the browser keeps what they typed on Back).
 */
export function errorPageHtml(copy: ErrorPageCopy, refusal: Refusal): string {
  const labels = refusal.kind === "invalid" ? refusedLabels(copy.fieldLabels, refusal.fields) : [];
  const list = labels.length > 0 ? `<ul>${labels.map((label) => `<li>${escapeHtml(label)}</li>`).join("")}</ul>` : "";
  const body = `<p>${withEmailLink(refusalText(copy, refusal, labels), copy.email)}</p>${list}`;
  return serverPageHtml(copy, copy.title, `${body}\n<p><a href="/contact">${escapeHtml(copy.backLabel)}</a></p>`);
}
