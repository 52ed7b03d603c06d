import { eventPath, eventsPath } from "@site/schemas/addresses";
import type { ReactNode } from "react";
import { RegistrationForm } from "@/app/events/[slug]/registration-form";
import { AnswerText } from "@/components/layout/answer-text";
import { answerHeaders, answerHtml } from "../answer-page";
import { refusalMessage } from "../contact/refusal";
import type { EventCard } from "../content/events";
import { type Refuse, refuseWith } from "../form-post";
import { type NewsletterCopy, type NewsletterRefusal, resent, TokenButton, WithEmail } from "../newsletter/pages";
import { type RegistrationValues, registrationPaths } from "./fields";

/** The words registration uses: the events page's Event listing section (its Registration), the refusals' (Newsletter), the site's. */
export type RegistrationCopy = NewsletterCopy & {
  registration: Parameters<typeof RegistrationForm>[0]["words"];
  registrationClosedText: string;
  /** The link to every event, where an answer knows no event of its own. */
  allEventsLabel: string;
  /** The registration's own refusal messages (the newsletter's `errorPage` is for a subscription). */
  registrationRefusals: NewsletterCopy["errorPage"];
};

/** Why a registration was not taken: the newsletter's refusals, or an event that takes none (409). */
export type RegistrationRefusal = NewsletterRefusal | { kind: "closed" };

/** `text` with each `{name}` that `values` has replaced by its value. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The way back from an answer: the event's page when the answer knows the event, else every event. */
const backTo = (copy: RegistrationCopy, event: Pick<EventCard, "slug"> | undefined) =>
  event ? { href: eventPath(event.slug), label: copy.registration.backLabel } : { href: eventsPath, label: copy.allEventsLabel };

type Page = { heading: string; text: ReactNode; note?: string; event: Pick<EventCard, "slug"> | undefined; children?: ReactNode };

/** A registration's answer page: a heading, a text, what follows (a form) and the way back. */
const registrationHtml = (copy: RegistrationCopy, { heading, text, note, event, children }: Page) =>
  answerHtml({
    settings: copy.site,
    title: heading,
    children: (
      <AnswerText heading={heading} text={text} note={note} links={[backTo(copy, event)]}>
        {children}
      </AnswerText>
    ),
  });

/** The same page as the answer, with the answer pages' headers. */
export const registrationResponse = async (copy: RegistrationCopy, page: Page) =>
  new Response(await registrationHtml(copy, page), { headers: answerHeaders });

/** The cancel link's page: what the button does, and the button, which posts the link's token. */
export function cancelPage(copy: RegistrationCopy, event: EventCard | undefined, token: string): Page {
  const words = copy.registration;
  return {
    heading: words.cancelHeading,
    text: fill(words.cancelText, { event: event?.title ?? "" }),
    event,
    children: <TokenButton action={registrationPaths.cancel} token={token} label={words.cancelButton} />,
  };
}

/**
 * Registration's refusals: its closed text, or its own words for the kind, with the way back to the event; when the
 * post was read (`sent`), the event's form again, holding what was sent.
 */
export function registrationRefuse(
  loadCopy: () => Promise<RegistrationCopy>,
  sent?: { event: EventCard; values: RegistrationValues },
): Refuse<RegistrationRefusal> {
  return refuseWith<RegistrationRefusal>(async (refusal, request) => {
    const copy = await loadCopy();
    const words = copy.registrationRefusals;
    const text = refusal.kind === "closed" ? copy.registrationClosedText : refusalMessage(words, refusal);
    const form =
      sent && refusal.kind !== "closed" ? (
        <div className="mx-auto mt-10 max-w-md rounded-card border border-border bg-surface p-6 text-left shadow-card">
          <RegistrationForm event={sent.event} words={copy.registration} honeypotLabel={copy.honeypotLabel} values={sent.values} />
        </div>
      ) : null;
    return registrationHtml(copy, {
      heading: words.title,
      text: <WithEmail text={text} email={copy.site.email} />,
      note: resent(request, refusal) ? words.resendNote : undefined,
      event: sent?.event,
      children: form,
    });
  });
}
