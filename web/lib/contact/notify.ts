import { contactFields } from "@site/schemas/contact-fields";
import type { Transporter } from "nodemailer";
import type { SmtpConfig } from "../env";
import { errorMessage } from "../error-message";
import { mailTransport } from "./backend";
import type { NotificationClaim, SubmissionRow, SubmissionStore } from "./store";

/** After this many failed sends a row stops being retried automatically; it stays in the database. */
export const maxNotifyAttempts = 20;

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

type Sending = {
  store: SubmissionStore;
  smtp: SmtpConfig;
  transport: Transporter;
  loadNotice: (() => Promise<string>) | undefined;
  /** Rows whose email went out but whose mark failed: marked again on the next flush, not sent again. */
  sentUnmarked: Set<number>;
};

async function mark({ sentUnmarked }: Sending, claim: NotificationClaim): Promise<void> {
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

/** The notice editors write for the top of every staff email; an email without it beats no email. */
async function notice({ loadNotice }: Sending): Promise<string | undefined> {
  try {
    return await loadNotice?.();
  } catch (error) {
    console.error(`contact: could not read the staff email notice, sending without it: ${errorMessage(error)}`);
    return undefined;
  }
}

/** One claimed row's email; a failure counts an attempt, and the row is sent again on a later flush. */
async function sendOne(sending: Sending, claim: NotificationClaim, top: string | undefined): Promise<void> {
  const { row } = claim;
  try {
    await sending.transport.sendMail({ from: sending.smtp.from, to: sending.smtp.to, ...staffEmail(row, top) });
  } catch (error) {
    console.error(`contact: staff email for submission ${row.id} failed, will retry: ${errorMessage(error)}`);
    await claim.failed().catch((markError: unknown) => {
      console.error(`contact: could not count the failed attempt for submission ${row.id}: ${errorMessage(markError)}`);
    });
    return;
  }
  await mark(sending, claim);
}

/**
 * One row at a time, each claimed (on PostgreSQL: locked, SKIP LOCKED) while its email goes out, so two
 * instances flushing together split the rows between them and never send one twice at once.
 */
async function sendPending(sending: Sending): Promise<void> {
  let afterId = 0;
  let top: { text: string | undefined } | undefined;
  for (;;) {
    const claim = await sending.store.claimPending(maxNotifyAttempts, afterId);
    if (!claim) return;
    afterId = claim.row.id;
    if (sending.sentUnmarked.has(claim.row.id)) {
      await mark(sending, claim);
      continue;
    }
    top ??= { text: await notice(sending) };
    await sendOne(sending, claim, top.text);
  }
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
  const transport = mailTransport(smtp);
  const sending: Sending = { store, smtp, transport, loadNotice, sentUnmarked: new Set() };
  const flush = singleRun(() =>
    sendPending(sending).catch((error: unknown) => {
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

export type Notifier = ReturnType<typeof createNotifier>;
