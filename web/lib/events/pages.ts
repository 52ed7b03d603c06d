import { escapeHtml, serverPageHtml } from "../contact/answers";
import { refusalMessage } from "../contact/refusal";
import { type Refuse, refuseWith } from "../form-post";
import type { NewsletterCopy, NewsletterRefusal } from "../newsletter/pages";

/** The words registration uses: the events page's Event listing section (its Registration), the refusals' (Newsletter), the site's. */
export type RegistrationCopy = NewsletterCopy & {
  registration: {
    confirmedHeading: string;
    confirmedText: string;
    waitlistedHeading: string;
    waitlistedText: string;
    emailSubject: string;
    emailText: string;
    waitlistEmailSubject: string;
    waitlistEmailText: string;
    joinLinkText: string;
    cancelLinkText: string;
    cancelHeading: string;
    cancelText: string;
    cancelButton: string;
    canceledHeading: string;
    canceledText: string;
    consentLabel: string;
  };
  registrationClosedText: string;
  /** The registration's own refusal messages (the newsletter's `errorPage` is for a subscription). */
  registrationRefusals: NewsletterCopy["errorPage"];
};

/** Why a registration was not taken: the newsletter's refusals, or an event that takes none (409). */
export type RegistrationRefusal = NewsletterRefusal | { kind: "closed" };

export const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
};

/** `text` with each `{name}` that `values` has replaced by its value. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A server-written page: a heading, a paragraph, what follows (`extra`, escaped HTML) and a link home. */
export function registrationPage(copy: RegistrationCopy, heading: string, text: string, extra = ""): string {
  return serverPageHtml(
    copy,
    heading,
    `<p>${escapeHtml(text)}</p>${extra}\n<p><a href="/">${escapeHtml(copy.errorPage.backLabel)}</a></p>`,
  );
}

/** The same page answered 200, with the headers of a page no one caches, indexes or leaves a referrer from. */
export const pageResponse = (html: string) => new Response(html, { status: 200, headers: pageHeaders });

/** Registration's refusals: its closed text, or its own words for the kind, with a link home. */
export function registrationRefuse(loadCopy: () => Promise<RegistrationCopy>): Refuse<RegistrationRefusal> {
  return refuseWith<RegistrationRefusal>(async (refusal) => {
    const copy = await loadCopy();
    const words = copy.registrationRefusals;
    const text = refusal.kind === "closed" ? copy.registrationClosedText : refusalMessage(words, refusal);
    const body = `<p>${escapeHtml(text).replaceAll("{email}", escapeHtml(copy.email))}</p>\n<p><a href="/">${escapeHtml(words.backLabel)}</a></p>`;
    return serverPageHtml(copy, words.title, body);
  }, pageHeaders);
}
