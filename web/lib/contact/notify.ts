import { createTransport, type Transporter } from "nodemailer";
import type { SmtpConfig } from "../env";
import { errorMessage } from "../error-message";
import type { NotificationClaim, SubmissionRow, SubmissionStore } from "./store";

/** After this many failed sends a row stops being retried automatically; it stays in the database. */
export const maxNotifyAttempts = 20;

function staffEmail(row: SubmissionRow, notice: string | undefined) {
  const lines = [
    ...(notice ? [notice, ""] : []),
    `Received: ${row.created_at}`,
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    `Phone: ${row.phone || "-"}`,
    `Organization: ${row.company || "-"}`,
    `Service interest: ${row.service || "-"}`,
    "",
    row.message,
  ];
  return { subject: `Contact form submission #${row.id}`, text: lines.join("\n"), replyTo: row.email };
}

/**
 * Emails staff about every stored submission not yet notified. Runs after the row is committed; a
 * failed send only counts an attempt, and the row is sent again on the next flush (the next
 * submission or the retry timer). Flushes never overlap within a process.
 *
 * Delivery is at least once, not exactly once: the email goes out before the row is marked. A row
 * whose mark fails is marked again on the next flush without a second email, but a restart before
 * that, or a crash between send and mark, can send a row's email twice; two instances sharing one
 * PostgreSQL database flushing at once cannot (each row is claimed under a lock, see `sendPending`). A failure on one row never stops the others. Logs name the row
 * id only, never its contents.
 */
export function createNotifier(store: SubmissionStore, smtp: SmtpConfig, loadNotice?: () => Promise<string>) {
  const transport: Transporter = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  let running: Promise<void> | undefined;
  let again = false;

  // Rows whose email went out but whose mark failed: marked again on the next flush, not sent again.
  const sentUnmarked = new Set<number>();

  async function mark(claim: NotificationClaim): Promise<void> {
    try {
      await claim.sent();
      sentUnmarked.delete(claim.row.id);
    } catch (error) {
      sentUnmarked.add(claim.row.id);
      console.error(
        `contact: staff email for submission ${claim.row.id} was sent but could not be marked; it may be sent again: ${errorMessage(error)}`,
      );
    }
  }

  // The notice editors write for the top of every staff email; an email without it beats no email.
  async function notice(): Promise<string | undefined> {
    try {
      return await loadNotice?.();
    } catch (error) {
      console.error(`contact: could not read the staff email notice, sending without it: ${errorMessage(error)}`);
      return undefined;
    }
  }

  // One row at a time, each claimed (on PostgreSQL: locked, SKIP LOCKED) while its email goes out, so two
  // instances flushing together split the rows between them and never send one twice at once.
  async function sendPending(): Promise<void> {
    let afterId = 0;
    let top: { text: string | undefined } | undefined;
    for (;;) {
      const claim = await store.claimPending(maxNotifyAttempts, afterId);
      if (!claim) return;
      const { row } = claim;
      afterId = row.id;
      if (sentUnmarked.has(row.id)) {
        await mark(claim);
        continue;
      }
      top ??= { text: await notice() };
      try {
        await transport.sendMail({ from: smtp.from, to: smtp.to, ...staffEmail(row, top.text) });
      } catch (error) {
        console.error(`contact: staff email for submission ${row.id} failed, will retry: ${errorMessage(error)}`);
        await claim.failed().catch((markError: unknown) => {
          console.error(`contact: could not count the failed attempt for submission ${row.id}: ${errorMessage(markError)}`);
        });
        continue;
      }
      await mark(claim);
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendPending().catch((error: unknown) => {
          console.error(`contact: could not read pending notifications: ${errorMessage(error)}`);
        });
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void flush(), smtp.retrySeconds * 1000);
  timer.unref();

  return {
    flush,
    close() {
      clearInterval(timer);
      transport.close();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
