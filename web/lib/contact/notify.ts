import { createTransport, type Transporter } from "nodemailer";
import type { SmtpConfig } from "../env";
import type { SubmissionRow, SubmissionStore } from "./store";

/** After this many failed sends a row stops being retried automatically; it stays in the database. */
export const maxNotifyAttempts = 20;

function staffEmail(row: SubmissionRow) {
  const lines = [
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
 * submission or the retry timer). Flushes never overlap, so one process sends each row once.
 * Logs name the row id only, never its contents.
 */
export function createNotifier(store: SubmissionStore, smtp: SmtpConfig) {
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

  async function sendPending(): Promise<void> {
    for (const row of store.pendingNotifications(maxNotifyAttempts)) {
      try {
        await transport.sendMail({ from: smtp.from, to: smtp.to, ...staffEmail(row) });
        store.markNotified(row.id);
      } catch (error) {
        store.markNotifyFailed(row.id);
        console.error(`contact: staff email for submission ${row.id} failed, will retry: ${(error as Error).message}`);
      }
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
          console.error(`contact: could not read pending notifications: ${(error as Error).message}`);
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
