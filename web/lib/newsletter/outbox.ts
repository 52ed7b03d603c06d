import { setImmediate as afterIo } from "node:timers/promises";
import type { Transporter } from "nodemailer";
import { mailTransport } from "../contact/backend";
import type { NewsletterConfig } from "../form-settings";

/** What an email of the outbox needs: the SMTP connection, its sender, and the secret its links are signed with. */
export type Mail = { transport: Transporter; from: string; secret: string };

/**
 * Emails (the newsletter's, registrations') sent one item at a time in this process, after the request that queued
 * them has been answered: each starts after the event loop's next I/O phase, so the answer's bytes go out before it.
 * Nothing is queued without SMTP settings or a secret. `send` logs its own failures.
 */
export function createMailOutbox<T = void>(
  { mailer, secret }: Pick<NewsletterConfig, "mailer" | "secret">,
  send: (mail: Mail, item: T) => Promise<void>,
) {
  const transport = mailer && mailTransport(mailer);
  const mail = transport && secret ? { transport, from: mailer.from, secret } : undefined;
  let tail: Promise<void> = Promise.resolve();
  return {
    ready: mail !== undefined,
    push(item: T): void {
      if (!mail) return;
      tail = tail
        .then(() => afterIo())
        .then(() => send(mail, item))
        .catch(() => {});
    },
    /** Resolves once everything queued so far is done. */
    idle: () => tail,
    async close() {
      await tail;
      transport?.close();
    },
  };
}
