import { newsletterApiPaths } from "@site/schemas/newsletter-fields";
import { errorMessage } from "../error-message";
import type { NewsletterConfig } from "../form-settings";
import { createMailOutbox, type Mail } from "./outbox";
import type { NewsletterCopy } from "./pages";
import type { SubscriberRow, SubscriberStore } from "./store";
import { signToken, type TokenPurpose } from "./token";

type Options = { config: NewsletterConfig; store: SubscriberStore; loadCopy: () => Promise<NewsletterCopy> };

/**
 * The confirmation email, plain text, words from the Newsletter document. Like every email the newsletter sends, it
 * carries a one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an https address and `List-Unsubscribe-Post`,
 * which mail programs POST to at once) and the visible link.
 */
async function sendConfirmation({ config, store, loadCopy }: Options, mail: Mail, row: SubscriberRow): Promise<void> {
  try {
    const copy = await loadCopy();
    const base = (config.publicUrl ?? copy.site.siteUrl).replace(/\/+$/, "");
    const expires = new Date(Date.now() + config.confirmHours * 3600_000);
    const link = (purpose: TokenPurpose, expiresAt?: Date) =>
      `${base}${newsletterApiPaths[purpose]}?token=${signToken(mail.secret, purpose, row.id, row.email, expiresAt)}`;
    const unsubscribe = link("unsubscribe");
    const words = copy.confirmEmail;
    const body = words.body.replaceAll("{confirm}", link("confirm", expires)).replaceAll("{hours}", String(config.confirmHours));
    await mail.transport.sendMail({
      from: mail.from,
      to: row.email,
      subject: words.subject,
      text: `${body}\n\n-- \n${words.unsubscribeText.replaceAll("{unsubscribe}", unsubscribe)}\n`,
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  } catch (error) {
    console.error(`newsletter: confirmation email for subscriber ${row.id} failed: ${errorMessage(error)}`);
    // Its claim dropped, so the visitor's next subscribe sends at once.
    await store.sendFailed(row.id).catch((markError: unknown) => {
      console.error(`newsletter: could not record the failed email for subscriber ${row.id}: ${errorMessage(markError)}`);
    });
  }
}

/**
 * Decides every stored subscribe request, oldest first (a new address, a pending one past its cooldown,
 * or one that changes nothing), and sends the emails they claim. A request that cannot be decided now
 * (the store failing) stays stored and is tried again by the next drain.
 */
async function drain(options: Options, mail: Mail): Promise<void> {
  const { config, store } = options;
  const waiting = await store.waiting().catch((error: unknown) => {
    console.error(`newsletter: could not read the subscription requests in ${store.location}: ${errorMessage(error)}`);
    return [];
  });
  for (const id of waiting) {
    const decision = await store.decide(id, config.resendMinutes * 60_000).catch((error: unknown) => {
      console.error(`newsletter: could not decide subscription request ${id} in ${store.location}: ${errorMessage(error)}`);
    });
    if (decision?.send) await sendConfirmation(options, mail, decision.row);
  }
}

/**
 * The decisions and the confirmation emails, one drain at a time, after the visitor is answered; the queue holds at
 * most what the rate limits let in. Not `ready` when no email can be sent: the handler then keeps no subscription.
 */
export function createConfirmations(options: Options) {
  const outbox = createMailOutbox(options.config, (mail) => drain(options, mail));
  // Requests a stopped process stored and never decided are decided when this process starts taking them.
  outbox.push();
  return outbox;
}
