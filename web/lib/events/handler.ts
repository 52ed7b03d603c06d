import { z } from "zod";
import { captureBackend, mailTransport } from "../contact/backend";
import { emailWithDottedDomain } from "../contact/schema";
import { type EventCard, getEventJoinLink } from "../content/events";
import type { NewsletterConfig } from "../env";
import { errorMessage } from "../error-message";
import { createFormPost, formAnswer, type GuardedPost, type Refuse } from "../form-post";
import { createOutbox } from "../newsletter/outbox";
import { registrationDigest, verifyCancel } from "./cancel-token";
import { sendRegistrationEmail } from "./email";
import { registrationFields, sentRegistration } from "./fields";
import { cancelPage, fill, type RegistrationCopy, type RegistrationRefusal, registrationRefuse, registrationResponse } from "./pages";
import { type Registered, type RegistrationRow, type RegistrationStore, registrationStore } from "./registrations";

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
  email: z.email({ pattern: z.regexes.html5Email }).max(254).regex(emailWithDottedDomain),
  organization: line(160),
  role: line(120),
  consent: z.literal("yes").optional(),
});

type Options = {
  config: NewsletterConfig;
  loadCopy: () => Promise<RegistrationCopy>;
  /** Every event, as the site reads them (the content's events: lib/content/events.ts). */
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
  const single = (name: string) => {
    const values = fields.getAll(name);
    return values.length === 1 ? values[0] : values.length === 0 ? undefined : null;
  };
  const raw = Object.fromEntries(Object.entries(registrationFields).map(([key, name]) => [key, single(name)]));
  if (Object.values(raw).includes(null) || typeof raw.honeypot !== "string") return { kind: "form" };
  const form = registrationForm.safeParse(raw);
  return form.success ? { form: form.data, honeypot: raw.honeypot } : { kind: "invalid" };
}

/** The page that tells the visitor they have a seat, or are on the waiting list, with the way back to the event; JSON names which. */
function registeredAnswer(request: Request, copy: RegistrationCopy, event: EventCard, status: RegistrationRow["status"]) {
  const words = copy.registration;
  const waitlisted = status === "waitlisted";
  const heading = waitlisted ? words.waitlistedHeading : words.confirmedHeading;
  const text = fill(waitlisted ? words.waitlistedText : words.confirmedText, { event: event.title });
  return formAnswer(request, 200, { ok: true, status }, () => registrationResponse(copy, { heading, text, event }));
}

type Read = { form: RegistrationForm; event: EventCard; client: string };

/** Stores a registration (a seat or the waiting list, decided atomically by the store) and queues its email; 503 if it cannot be stored. */
async function store(context: Context, request: Request, { form, event, client }: Read, refuse: Refuse<RegistrationRefusal>) {
  const copy = await context.loadCopy();
  const entry = {
    event_id: event._id,
    event_slug: event.slug,
    event_end: event.end,
    name: form.name,
    email: form.email.toLowerCase(),
    organization: form.organization,
    role: form.role,
    consent_text: form.consent === "yes" ? copy.registration.consentLabel : "",
    address: client,
  };
  let registered: Registered;
  try {
    registered = await context.store.register(entry, event.capacity ?? null);
  } catch (error) {
    console.error(`events: could not store a registration in ${context.store.location}: ${errorMessage(error)}`);
    return refuse(request, 503, { kind: "failed" });
  }
  if (registered.created) context.confirm(registered.row);
  return registeredAnswer(request, copy, event, registered.row.status);
}

/**
 * A registration past the form-post guard: a bad field (400), an event that takes no registration (409), a
 * robot's post (the hidden field filled: answered as if registered, kept nowhere, counted all the same); then stored.
 * A refusal of a post naming an event answers with that event's form again, holding what was sent.
 */
async function registration(context: Context, request: Request, { fields, client }: GuardedPost): Promise<Response> {
  const read = readRegistration(fields);
  const event = (await context.loadEvents()).find((entry) => entry.slug === fields.get(registrationFields.event));
  const refuse = event ? registrationRefuse(context.loadCopy, { event, values: sentRegistration(fields) }) : context.refuse;
  if ("kind" in read) return refuse(request, 400, read);
  if (!event) return refuse(request, 400, { kind: "form" });
  if (event.status !== "scheduled" || event.registration !== "open" || Date.parse(event.end) <= context.now()) {
    return refuse(request, 409, { kind: "closed" });
  }
  if (read.honeypot !== "") {
    const copy = await context.loadCopy();
    return registrationResponse(copy, {
      heading: copy.registration.confirmedHeading,
      text: fill(copy.registration.confirmedText, { event: event.title }),
      event,
    });
  }
  return store(context, request, { form: read.form, event, client }, refuse);
}

/** The registration a cancel link names, if the link is genuine and the registration still the one it was sent for. */
async function fromLink({ config, store }: Context, token: string | null | undefined) {
  if (!config.secret) return undefined;
  const check = verifyCancel(config.secret, token);
  if (!check) return undefined;
  const row = await store.find(check.id);
  if (!row) return { row: undefined };
  return { row: registrationDigest(config.secret, row) === check.digest ? row : undefined };
}

const findEvent = async ({ loadEvents }: Context, slug: string | undefined) => (await loadEvents()).find((event) => event.slug === slug);

/** GET of the email's link: a page with one button, so a mail scanner that opens every link cancels nothing. */
async function showCancel(context: Context, request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token");
  try {
    const found = await fromLink(context, token);
    if (!found || !token) return context.refuse(request, 400, { kind: "bad-link" });
    const copy = await context.loadCopy();
    const words = copy.registration;
    if (!found.row)
      return registrationResponse(copy, {
        heading: words.canceledHeading,
        text: fill(words.canceledText, { event: "" }),
        event: undefined,
      });
    return registrationResponse(copy, cancelPage(copy, await findEvent(context, found.row.event_slug), token));
  } catch (error) {
    console.error(`events: could not read a registration for a link: ${errorMessage(error)}`);
    return context.refuse(request, 503, { kind: "failed" });
  }
}

/** POST of that button: the registration is deleted, and the first on the waiting list takes its seat. */
async function cancel(context: Context, request: Request): Promise<Response> {
  const fields = await context.guard.read(request);
  if (fields instanceof Response) return fields;
  try {
    const found = await fromLink(context, fields.get("token"));
    if (!found) return context.refuse(request, 400, { kind: "bad-link" });
    const event = await findEvent(context, found.row?.event_slug);
    if (found.row) {
      const { promoted } = await context.store.cancel(found.row.id, event?.capacity ?? null);
      if (promoted) context.confirm(promoted);
    }
    const copy = await context.loadCopy();
    const words = copy.registration;
    return registrationResponse(copy, {
      heading: words.canceledHeading,
      text: fill(words.canceledText, { event: event?.title ?? "" }),
      event,
    });
  } catch (error) {
    console.error(`events: could not cancel a registration: ${errorMessage(error)}`);
    return context.refuse(request, 503, { kind: "failed" });
  }
}

/** The confirmation emails, one at a time after the answer (the newsletter's SMTP settings); a failure is logged. */
function createConfirmations({ config, loadCopy, loadEvents }: Options) {
  const transport = mailTransport(config.mailer);
  const { mailer, secret } = config;
  const outbox = createOutbox(async (row: RegistrationRow) => {
    if (!transport || !mailer || !secret) return;
    try {
      const [copy, events, joinUrl] = await Promise.all([loadCopy(), loadEvents(), getEventJoinLink(row.event_slug)]);
      const event = events.find((entry) => entry.slug === row.event_slug);
      const origin = (config.publicUrl ?? copy.site.siteUrl).replace(/\/+$/, "");
      if (event) await sendRegistrationEmail({ transport, mailer, secret }, { copy, event, origin, joinUrl }, row);
    } catch (error) {
      console.error(`events: confirmation email for registration ${row.id} failed: ${errorMessage(error)}`);
    }
  });
  return { push: (row: RegistrationRow) => outbox.push(row), idle: () => outbox.idle(), close: () => transport?.close() };
}

/**
 * Registration for an event, behind the contact form's guard (../form-post.ts: cross-site 403, content type 415,
 * the client's and everyone's limits 429, taken before the body is read, a body too large or too slow 413, 408);
 * then `registration` decides, and the registration is stored (a seat, or the waiting list once the seats are
 * taken, decided atomically: see ./registrations.ts) and only then is the visitor answered, with a page saying
 * which; 503 if it could not be stored. The confirmation email goes out after the answer, from a queue, with the
 * event's calendar file and a link that cancels the registration (GET shows a page with a button; the POST
 * cancels, and the next on the waiting list takes the seat).
 */
export function createRegistrationHandler({ config, loadCopy, loadEvents, now = Date.now }: Options) {
  const backend = captureBackend(config, "registration", registrationStore);
  const { store, perClient, global } = backend;
  const refuse = registrationRefuse(loadCopy);
  const guard = createFormPost<RegistrationRefusal>({
    name: "events",
    config,
    limits: backend,
    location: store.location,
    maxBodyBytes,
    refuse,
  });
  const confirmations = createConfirmations({ config, loadCopy, loadEvents });
  const context: Context = { config, loadCopy, loadEvents, now, store, refuse, guard, confirm: confirmations.push };
  return {
    register: (request: Request, socketAddress?: string) =>
      guard.take(request, socketAddress, (post) => registration(context, request, post)),
    showCancel: (request: Request) => showCancel(context, request),
    cancel: (request: Request) => cancel(context, request),
    store,
    limits: { perClient, global },
    /** Resolves once every email queued so far has been sent (or has failed). */
    sent: () => confirmations.idle(),
    async close() {
      await confirmations.idle();
      confirmations.close();
      await backend.close();
    },
  };
}

export type RegistrationHandler = ReturnType<typeof createRegistrationHandler>;
