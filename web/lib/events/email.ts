import { eventsCalendar } from "../calendar";
import { type EventCard, getEventJoinLink } from "../content/events";
import { errorMessage } from "../error-message";
import type { NewsletterConfig } from "../form-settings";
import { createMailOutbox, type Mail } from "../newsletter/outbox";
import { signCancel } from "../newsletter/token";
import { registrationPaths } from "./fields";
import { fill, type RegistrationCopy } from "./pages";
import type { RegistrationRow } from "./registrations";

type Options = { config: NewsletterConfig; loadCopy: () => Promise<RegistrationCopy>; loadEvents: () => Promise<EventCard[]> };

/**
 * The confirmation email of a registration (a seat, or the waiting list): the event's words, an online event's
 * link to join (a seat only), a link that cancels it, and the event's calendar file.
 */
async function sendRegistrationEmail({ config, loadCopy, loadEvents }: Options, mail: Mail, row: RegistrationRow): Promise<void> {
  const [copy, events, joinUrl] = await Promise.all([loadCopy(), loadEvents(), getEventJoinLink(row.event_slug)]);
  const event = events.find((entry) => entry.slug === row.event_slug);
  if (!event) return;
  const words = copy.registration;
  const origin = (config.publicUrl ?? copy.site.siteUrl).replace(/\/+$/, "");
  const values = {
    event: event.title,
    cancel: `${origin}${registrationPaths.cancel}?token=${signCancel(mail.secret, row)}`,
    join: joinUrl ?? "",
  };
  const waitlisted = row.status === "waitlisted";
  // The link to join goes to those with a seat (the waiting list gets it once promoted: a new email).
  const join = joinUrl && !waitlisted ? `\n\n${fill(words.joinLinkText, values)}` : "";
  await mail.transport.sendMail({
    from: mail.from,
    to: row.email,
    subject: fill(waitlisted ? words.waitlistEmailSubject : words.emailSubject, values),
    text: `${fill(waitlisted ? words.waitlistEmailText : words.emailText, values)}${join}\n\n-- \n${fill(words.cancelLinkText, values)}\n`,
    attachments: [
      {
        filename: `${event.slug}.ics`,
        content: eventsCalendar([event], copy.site),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  });
}

/** The confirmation emails, one at a time after the answer (the newsletter's SMTP settings); a failure is logged. */
export function createRegistrationEmails(options: Options) {
  return createMailOutbox(options.config, (mail, row: RegistrationRow) =>
    sendRegistrationEmail(options, mail, row).catch((error: unknown) => {
      console.error(`events: confirmation email for registration ${row.id} failed: ${errorMessage(error)}`);
    }),
  );
}
