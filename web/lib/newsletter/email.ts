import type { NewsletterCopy } from "./pages";

export type ConfirmationLinks = { confirm: string; unsubscribe: string; hours: number };

/**
 * The confirmation email, plain text, words from the Newsletter document. Like every email the
 * newsletter sends, it carries a one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an https
 * address and `List-Unsubscribe-Post`, which mail programs POST to at once) and the visible link.
 */
export function confirmationEmail(copy: NewsletterCopy, links: ConfirmationLinks) {
  const body = copy.confirmEmail.body.replaceAll("{confirm}", links.confirm).replaceAll("{hours}", String(links.hours));
  const footer = copy.confirmEmail.unsubscribeText.replaceAll("{unsubscribe}", links.unsubscribe);
  return {
    subject: copy.confirmEmail.subject,
    text: `${body}\n\n-- \n${footer}\n`,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
