import { z } from "zod";
import { captureBackend } from "../contact/backend";
import { emailAddress } from "../contact/schema";
import type { EventCard } from "../content/events";
import { errorMessage } from "../error-message";
import { createFormPost, formAnswer, type GuardedPost, type Refuse, single } from "../form-post";
import type { NewsletterConfig } from "../form-settings";
import { registrationDigest, verifyCancel } from "../newsletter/token";
import { createRegistrationEmails } from "./email";
import { registrationFields, sentRegistration } from "./fields";
import { cancelPage, fill, type RegistrationCopy, type RegistrationRefusal, registrationRefuse, registrationResponse } from "./pages";
import { type RegistrationRow, type RegistrationStore, registrationStore } from "./registrations";

export type { RegistrationCopy } from "./pages";

/** A name, an address, an organization and a role fit in far less; anything bigger is not our form. */
export const maxBodyBytes = 4 * 1024;

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/\p{Cc}/u.test(value), "one line, no control characters");
const registrationForm = z.object({
  event: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: line(120),
  email: emailAddress(254),
  organization: line(160),
  role: line(120),
  consent: z.literal("yes").optional(),
});

type Options = {
  config: NewsletterConfig;
  loadCopy: () => Promise<RegistrationCopy>;
  loadEvents: () => Promise<EventCard[]>;
  /** The clock (tests move it). */
  now?: () => number;
};

type Context = Required<Options> & {
  store: RegistrationStore;
  refuse: Refuse<RegistrationRefusal>;
  guard: ReturnType<typeof createFormPost<RegistrationRefusal>>;
  /** Queues a row's confirmation email, sent after the answer. */
  confirm: (row: RegistrationRow) => void;
};

type RegistrationForm = z.infer<typeof registrationForm>;

/** The form's fields, each sent exactly once (the consent box at most once): a malformed post is `form`, a bad value `invalid`. */
function readRegistration(fields: URLSearchParams): { form: RegistrationForm; honeypot: string } | { kind: "form" | "invalid" } {
  const raw = Object.fromEntries(Object.entries(registrationFields).map(([key, name]) => [key, single(fields, name)]));
  if (Object.values(raw).includes(null) || typeof raw.honeypot !== "string") return { kind: "form" };
  const form = registrationForm.safeParse(raw);
  return form.success ? { form: form.data, honeypot: raw.honeypot } : { kind: "invalid" };
}

const findEvent = async ({ loadEvents }: Context, slug: string | null | undefined) =>
  (await loadEvents()).find((event) => event.slug === slug);

/** The page that tells the visitor they have a seat, or are on the waiting list, with the way back to the event; JSON names which. */
function registeredAnswer(request: Request, copy: RegistrationCopy, event: EventCard, status: RegistrationRow["status"]) {
  const words = copy.registration;
  const waitlisted = status === "waitlisted";
  const heading = waitlisted ? words.waitlistedHeading : words.confirmedHeading;
  const text = fill(waitlisted ? words.waitlistedText : words.confirmedText, { event: event.title });
  return formAnswer(request, 200, { ok: true, status }, () => registrationResponse(copy, { heading, text, event }));
}

/**
 * A registration past the guard: a bad field (400), an event that takes none (409), a robot's post (answered as if
 * registered, kept nowhere); then stored, a seat or the waiting list (503 if it cannot be), and its email queued.
 * A refusal of a post naming an event answers with that event's form again, holding what was sent.
 */
async function registration(context: Context, request: Request, { fields, client }: GuardedPost): Promise<Response> {
  const read = readRegistration(fields);
  const event = await findEvent(context, fields.get(registrationFields.event));
  const refuse = event ? registrationRefuse(context.loadCopy, { event, values: sentRegistration(fields) }) : context.refuse;
  if ("kind" in read) return refuse(request, 400, read);
  if (!event) return refuse(request, 400, { kind: "form" });
  if (event.status !== "scheduled" || event.registration !== "open" || Date.parse(event.end) <= context.now()) {
    return refuse(request, 409, { kind: "closed" });
  }
  const copy = await context.loadCopy();
  if (read.honeypot !== "") return registeredAnswer(request, copy, event, "confirmed");
  const { event: _slug, email, consent, ...person } = read.form;
  const entry = {
    ...person,
    email: email.toLowerCase(),
    event_id: event._id,
    event_slug: event.slug,
    event_end: event.end,
    consent_text: consent === "yes" ? copy.registration.consentLabel : "",
    address: client,
  };
  const registered = await context.store.register(entry, event.capacity ?? null).catch((error: unknown) => {
    console.error(`events: could not store a registration in ${context.store.location}: ${errorMessage(error)}`);
  });
  if (!registered) return refuse(request, 503, { kind: "failed" });
  if (registered.created) context.confirm(registered.row);
  return registeredAnswer(request, copy, event, registered.row.status);
}

/** The registration a cancel link names, if the link is genuine (`row`: if still the one it was sent for). */
async function fromLink({ config: { secret }, store }: Context, token: string | null | undefined) {
  const check = secret ? verifyCancel(secret, token) : undefined;
  if (!secret || !check) return undefined;
  const row = await store.find(check.id);
  return { row: row && registrationDigest(secret, row) === check.digest ? row : undefined };
}

/**
 * The email's cancel link. GET answers a page with one button, so a mail scanner that opens every link cancels
 * nothing; the button's POST deletes the registration, and the first on the waiting list takes its seat.
 */
async function cancel(context: Context, request: Request): Promise<Response> {
  const post = request.method === "POST";
  const fields = post ? await context.guard.read(request) : new URL(request.url).searchParams;
  if (fields instanceof Response) return fields;
  const token = fields.get("token");
  try {
    const found = await fromLink(context, token);
    if (!found || !token) return context.refuse(request, 400, { kind: "bad-link" });
    const copy = await context.loadCopy();
    const event = await findEvent(context, found.row?.event_slug);
    if (!post && found.row) return registrationResponse(copy, cancelPage(copy, event, token));
    if (post && found.row) {
      const { promoted } = await context.store.cancel(found.row.id, event?.capacity ?? null);
      if (promoted) context.confirm(promoted);
    }
    return await registrationResponse(copy, {
      heading: copy.registration.canceledHeading,
      text: fill(copy.registration.canceledText, { event: event?.title ?? "" }),
      event,
    });
  } catch (error) {
    console.error(`events: could not ${post ? "cancel" : "read"} a registration for a link: ${errorMessage(error)}`);
    return context.refuse(request, 503, { kind: "failed" });
  }
}

/** Registration for an event (`registration`, behind the form-post guard) and its email's cancel link (`cancel`). */
export function createRegistrationHandler({ config, loadCopy, loadEvents, now = Date.now }: Options) {
  const backend = captureBackend(config, "registration", registrationStore);
  const refuse = registrationRefuse(loadCopy);
  const guard = createFormPost<RegistrationRefusal>({ name: "events", config, backend, maxBodyBytes, refuse });
  const emails = createRegistrationEmails({ config, loadCopy, loadEvents });
  const context: Context = { config, loadCopy, loadEvents, now, store: backend.store, refuse, guard, confirm: emails.push };
  return {
    register: (request: Request, socketAddress?: string) =>
      guard.take(request, socketAddress, (post) => registration(context, request, post)),
    /** GET or POST of the email's cancel link. */
    cancel: (request: Request) => cancel(context, request),
    store: backend.store,
    limits: backend.limits,
    /** Resolves once every email queued so far has been sent (or has failed). */
    sent: emails.idle,
    async close() {
      await emails.close();
      await backend.close();
    },
  };
}
