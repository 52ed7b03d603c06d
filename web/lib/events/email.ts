import type { Transporter } from "nodemailer";
import { eventsCalendar } from "../calendar";
import type { EventCard } from "../content/events";
import type { MailerConfig } from "../env";
import { signCancel } from "./cancel-token";
import { registrationPaths } from "./fields";
import { fill, type RegistrationCopy } from "./pages";
import type { RegistrationRow } from "./registrations";

/**
 * The confirmation email of a registration (a seat, or the waiting list): the event's words, an online event's
 * link to join (a seat only), a link that cancels it, and the event's calendar file. `origin` is the site's public address.
 */
export async function sendRegistrationEmail(
  { transport, mailer, secret }: { transport: Transporter; mailer: MailerConfig; secret: string },
  { copy, event, origin, joinUrl }: { copy: RegistrationCopy; event: EventCard; origin: string; joinUrl: string | null },
  row: RegistrationRow,
): Promise<void> {
  const words = copy.registration;
  const values = {
    event: event.title,
    cancel: `${origin}${registrationPaths.cancel}?token=${signCancel(secret, row)}`,
    join: joinUrl ?? "",
  };
  const waitlisted = row.status === "waitlisted";
  // The link to join goes to those with a seat (the waiting list gets it once promoted: a new email).
  const join = joinUrl && !waitlisted ? `\n\n${fill(words.joinLinkText, values)}` : "";
  await transport.sendMail({
    from: mailer.from,
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
