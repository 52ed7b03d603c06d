import { newsletterApiPaths } from "@site/schemas/newsletter-fields";
import { mailTransport } from "../contact/backend";
import type { NewsletterConfig } from "../env";
import { errorMessage } from "../error-message";
import { confirmationEmail } from "./email";
import { createOutbox } from "./outbox";
import type { NewsletterCopy } from "./pages";
import type { Decision, SubscriberRow, SubscriberStore } from "./store";
import { signToken, type TokenPurpose } from "./token";

type Options = { config: NewsletterConfig; store: SubscriberStore; loadCopy: () => Promise<NewsletterCopy> };

/** An email's link: the site's address (`base`), the action's path, and a token signed for this subscription. */
function link(config: NewsletterConfig, base: string, key: string, purpose: TokenPurpose, row: SubscriberRow): string {
  const expires = purpose === "confirm" ? new Date(Date.now() + config.confirmHours * 3600_000) : undefined;
  const path = purpose === "confirm" ? newsletterApiPaths.confirm : newsletterApiPaths.unsubscribe;
  return `${base}${path}?token=${signToken(key, purpose, row.id, row.email, expires)}`;
}

/** The confirmation email for a subscription, its two links signed; a failure is logged and its claim dropped. */
function createSender(options: Options, send: (message: { to: string } & ReturnType<typeof confirmationEmail>) => Promise<void>) {
  const { config, store, loadCopy } = options;
  return async (row: SubscriberRow, key: string): Promise<void> => {
    try {
      const copy = await loadCopy();
      const base = (config.publicUrl ?? copy.site.siteUrl).replace(/\/+$/, "");
      const links = { confirm: link(config, base, key, "confirm", row), unsubscribe: link(config, base, key, "unsubscribe", row) };
      await send({ to: row.email, ...confirmationEmail(copy, { ...links, hours: config.confirmHours }) });
    } catch (error) {
      console.error(`newsletter: confirmation email for subscriber ${row.id} failed: ${errorMessage(error)}`);
      await store.sendFailed(row.id).catch((markError: unknown) => {
        console.error(`newsletter: could not record the failed email for subscriber ${row.id}: ${errorMessage(markError)}`);
      });
    }
  };
}

/**
 * Decides every stored subscribe request, oldest first (a new address, a pending one past its cooldown,
 * or one that changes nothing), and sends the emails they claim. A request that cannot be decided now
 * (the store failing) stays stored and is tried again by the next drain.
 */
async function drain({ config, store }: Options, send: (row: SubscriberRow) => Promise<void>): Promise<void> {
  let waiting: number[];
  try {
    waiting = await store.waiting();
  } catch (error) {
    console.error(`newsletter: could not read the subscription requests in ${store.location}: ${errorMessage(error)}`);
    return;
  }
  for (const id of waiting) {
    let decision: Decision | undefined;
    try {
      decision = await store.decide(id, config.resendMinutes * 60_000);
    } catch (error) {
      console.error(`newsletter: could not decide subscription request ${id} in ${store.location}: ${errorMessage(error)}`);
      continue;
    }
    if (decision?.send) await send(decision.row);
  }
}

/**
 * The decisions and the confirmation emails, one drain at a time, after the visitor is answered. A send that
 * fails is logged and its claim dropped (`sendFailed`), so the visitor's next subscribe sends at once; the
 * queue holds at most what the rate limits let in. `ready` is false when no email can be sent (no SMTP
 * settings or no secret to sign the links): the handler then keeps no subscription.
 */
export function createConfirmations(options: Options) {
  const { mailer, secret } = options.config;
  const transport = mailTransport(mailer);
  const ready = Boolean(transport && mailer && secret);
  const sendConfirmation = createSender(options, async (message) => {
    if (!transport || !mailer) throw new Error("no SMTP settings");
    await transport.sendMail({ from: mailer.from, ...message });
  });
  const outbox = createOutbox(() => drain(options, async (row) => (ready && secret ? sendConfirmation(row, secret) : undefined)));
  // Requests a stopped process stored and never decided are decided when this process starts taking them.
  if (ready) outbox.push();
  return {
    ready,
    /** Decides what is stored, after the answer. */
    push: () => outbox.push(),
    idle: () => outbox.idle(),
    close: () => transport?.close(),
  };
}
