import { contactFields } from "@site/schemas/contact-fields";
import { errorMessage } from "../error-message";
import type { SmtpConfig } from "../form-settings";
import { mailTransport } from "./backend";
import type { SubmissionRow, SubmissionStore } from "./store";

/** After this many failed sends a row stops being retried automatically; it stays in the database. */
const maxNotifyAttempts = 20;

function staffEmail(row: SubmissionRow, notice: string | undefined) {
  const lines = [
    ...(notice ? [notice, ""] : []),
    `Received: ${row.created_at}`,
    // Each field by the name staff know it by, the message last and in full.
    ...contactFields.filter((field) => field.name !== "message").map((field) => `${field.title}: ${row[field.name] || "-"}`),
    "",
    row.message,
  ];
  return { subject: `Contact form submission #${row.id}`, text: lines.join("\n"), replyTo: row.email };
}

/** `run` never twice at once: a call during a run asks for one more run after it, and waits for that. */
function singleRun(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  return function flush() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/**
 * Emails staff about every stored submission not yet notified: after each submission, and on the retry timer. Logs
 * name the row id only, never its contents. Delivery is at least once: the email goes out before the row is marked,
 * so a crash between the two can send it twice (two instances flushing at once cannot).
 */
export function createNotifier(store: SubmissionStore, smtp: SmtpConfig, loadNotice?: () => Promise<string>) {
  const transport = mailTransport(smtp);
  /** Rows whose email went out but whose mark failed: marked again on the next flush, not sent again. */
  const sentUnmarked = new Set<number>();

  /**
   * One row at a time, each claimed while its email goes out, so instances flushing together split the rows. A failed
   * send counts an attempt, and the row is sent again on a later flush; a failure never stops the other rows.
   */
  async function sendPending(): Promise<void> {
    let notice: Promise<string | undefined> | undefined;
    for (let afterId = 0; ; ) {
      const claim = await store.claimPending(maxNotifyAttempts, afterId);
      if (!claim) return;
      const { row } = claim;
      afterId = row.id;
      if (!sentUnmarked.has(row.id)) {
        // The notice editors write for the top of every staff email; an email without it beats no email.
        notice ??= Promise.resolve(loadNotice?.()).catch((error: unknown) => {
          console.error(`contact: could not read the staff email notice, sending without it: ${errorMessage(error)}`);
          return undefined;
        });
        try {
          await transport.sendMail({ from: smtp.from, to: smtp.to, ...staffEmail(row, await notice) });
        } catch (error) {
          console.error(`contact: staff email for submission ${row.id} failed, will retry: ${errorMessage(error)}`);
          await claim.failed().catch((markError: unknown) => {
            console.error(`contact: could not count the failed attempt for submission ${row.id}: ${errorMessage(markError)}`);
          });
          continue;
        }
      }
      try {
        await claim.sent();
        sentUnmarked.delete(row.id);
      } catch (error) {
        sentUnmarked.add(row.id);
        console.error(
          `contact: staff email for submission ${row.id} was sent but could not be marked; it may be sent again: ${errorMessage(error)}`,
        );
      }
    }
  }

  const flush = singleRun(() =>
    sendPending().catch((error: unknown) => {
      console.error(`contact: could not read pending notifications: ${errorMessage(error)}`);
    }),
  );
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
