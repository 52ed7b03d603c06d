import { z } from "zod";
import { eventsCalendar } from "../calendar";
import { escapeHtml, serverPageHtml } from "../contact/answers";
import { captureBackend, mailTransport } from "../contact/backend";
import { clientAddress } from "../contact/client-address";
import { isCrossSite, unknownClient, wantsJson } from "../contact/handler";
import { type Reservation, reserveAll } from "../contact/rate-limit";
import { refusalMessage } from "../contact/refusal";
import { emailWithDottedDomain } from "../contact/schema";
import type { EventCard } from "../content/events";
import type { NewsletterConfig } from "../env";
import { errorMessage } from "../error-message";
import { createOutbox } from "../newsletter/outbox";
import type { NewsletterCopy, NewsletterRefusal } from "../newsletter/pages";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { registrationFields, registrationPaths } from "./fields";
import { PostgresRegistrationStore, type RegistrationRow, type RegistrationStore, SqliteRegistrationStore } from "./registrations";

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

/** The words registration uses: the events page's Event listing section (its Registration), the refusals' (Newsletter), the site's. */
export type RegistrationCopy = NewsletterCopy & {
  registration: {
    confirmedHeading: string;
    confirmedText: string;
    waitlistedHeading: string;
    waitlistedText: string;
    emailSubject: string;
    emailText: string;
    waitlistEmailSubject: string;
    waitlistEmailText: string;
    cancelLinkText: string;
    cancelHeading: string;
    cancelText: string;
    cancelButton: string;
    canceledHeading: string;
    canceledText: string;
    consentLabel: string;
  };
  registrationClosedText: string;
};

type Options = {
  config: NewsletterConfig;
  loadCopy: () => Promise<RegistrationCopy>;
  /** Every event, as the site reads them (the content's events: lib/content/events.ts). */
  loadEvents: () => Promise<EventCard[]>;
  /** The clock (tests move it). */
  now?: () => number;
};

const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
};

const mac = async (secret: string, text: string) => {
  const { createHmac } = await import("node:crypto");
  return createHmac("sha256", secret).update(text, "utf8").digest("base64url");
};

/** A cancel link's token: `r.<registration id>.<event id digest>.<signature>` under the newsletter's secret; nothing stored for it. */
async function signCancel(secret: string, row: Pick<RegistrationRow, "id" | "event_id" | "email">) {
  const payload = `r.${row.id}.${(await mac(secret, `registration:${row.event_id}:${row.email}`)).slice(0, 12)}`;
  return `${payload}.${await mac(secret, payload)}`;
}

async function verifyCancel(secret: string, token: string | null | undefined) {
  const match = /^r\.(\d{1,15})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return undefined;
  const [, id = "", digest = "", signature = ""] = match;
  const { timingSafeEqual } = await import("node:crypto");
  const expected = Buffer.from(await mac(secret, `r.${id}.${digest}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { id: Number(id), digest };
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Registration for an event, with the contact form's guarantees: a cross-site post is refused (403), another
 * content type (415), too many posts (429, the client's and everyone's limits, taken before the body is read),
 * a body too large or too slow (413, 408), a bad field (400), an event that takes no registration (409); then the
 * registration is stored (a seat, or the waiting list once the seats are taken, decided atomically: see
 * ./registrations.ts) and only then is the visitor answered, with a page saying which; 503 if it could not be
 * stored. The confirmation email (the newsletter's SMTP settings) goes out after the answer, from a queue, with
 * the event's calendar file and a link that cancels the registration (GET shows a page with a button; the POST
 * cancels, and the next on the waiting list takes the seat).
 */
export function createRegistrationHandler({ config, loadCopy, loadEvents, now = Date.now }: Options) {
  const backend = captureBackend<RegistrationStore>(config, "registration", {
    sqlite: (base) => new SqliteRegistrationStore(base),
    postgres: (base) => new PostgresRegistrationStore(base),
  });
  const { store, perClient, global } = backend;
  const transport = mailTransport(config.mailer);

  async function refuse(request: Request, status: number, refusal: NewsletterRefusal | { kind: "closed" }, headers: HeadersInit = {}) {
    if (wantsJson(request)) return Response.json({ ok: false, error: refusal.kind }, { status, headers });
    const copy = await loadCopy();
    const text = refusal.kind === "closed" ? copy.registrationClosedText : refusalMessage(copy.errorPage, refusal);
    const body = `<p>${escapeHtml(text).replaceAll("{email}", escapeHtml(copy.email))}</p>\n<p><a href="/">${escapeHtml(copy.errorPage.backLabel)}</a></p>`;
    return new Response(serverPageHtml(copy, copy.errorPage.title, body), { status, headers: { ...pageHeaders, ...headers } });
  }

  async function page(heading: string, text: string, extra = "", known?: RegistrationCopy) {
    const copy = known ?? (await loadCopy());
    return serverPageHtml(
      copy,
      heading,
      `<p>${escapeHtml(text)}</p>${extra}\n<p><a href="/">${escapeHtml(copy.errorPage.backLabel)}</a></p>`,
    );
  }

  async function base(): Promise<string> {
    return (config.publicUrl ?? (await loadCopy()).siteUrl).replace(/\/+$/, "");
  }

  async function sendConfirmation(row: RegistrationRow): Promise<void> {
    if (!transport || !config.mailer || !config.secret) return;
    const [copy, events, origin] = await Promise.all([loadCopy(), loadEvents(), base()]);
    const event = events.find((entry) => entry.slug === row.event_slug);
    if (!event) return;
    const words = copy.registration;
    const cancel = `${origin}${registrationPaths.cancel}?token=${await signCancel(config.secret, row)}`;
    const waitlisted = row.status === "waitlisted";
    const values = { event: event.title, cancel };
    await transport.sendMail({
      from: config.mailer.from,
      to: row.email,
      subject: fill(waitlisted ? words.waitlistEmailSubject : words.emailSubject, values),
      text: `${fill(waitlisted ? words.waitlistEmailText : words.emailText, values)}\n\n-- \n${fill(words.cancelLinkText, values)}\n`,
      attachments: [
        {
          filename: `${event.slug}.ics`,
          content: eventsCalendar([event], { siteUrl: copy.siteUrl, firmName: copy.firmName, email: copy.email }),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        },
      ],
    });
  }

  const outbox = createOutbox(async (row: RegistrationRow) => {
    try {
      await sendConfirmation(row);
    } catch (error) {
      console.error(`events: confirmation email for registration ${row.id} failed: ${errorMessage(error)}`);
    }
  });

  async function readForm(request: Request): Promise<URLSearchParams | Response> {
    try {
      return new URLSearchParams(await readBoundedBody(request, { maxBytes: maxBodyBytes, timeoutMs: config.bodyTimeoutMs }));
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(request, 413, { kind: "too-large" });
      if (error instanceof BodyTimeout) return refuse(request, 408, { kind: "timeout" }, { connection: "close" });
      throw error;
    }
  }

  async function register(request: Request, socketAddress?: string): Promise<Response> {
    if (config.target !== "self") return new Response("Not found", { status: 404 });
    if (isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") return refuse(request, 415, { kind: "unsupported" });
    const client = clientAddress(request.headers, socketAddress, config.clientAddress) ?? unknownClient;
    let slot: Reservation;
    try {
      slot = await reserveAll([
        [perClient, client],
        [global, "all"],
      ]);
    } catch (error) {
      console.error(`events: could not read the rate limit in ${store.location}: ${errorMessage(error)}`);
      return refuse(request, 503, { kind: "failed" });
    }
    if (!slot.ok) {
      const { retryAfter } = slot;
      return refuse(request, 429, { kind: "too-many", retryAfter }, { "retry-after": String(retryAfter) });
    }
    // The slot is taken before the body is read; kept only when a registration is stored (or a robot's post), given back otherwise.
    let kept = false;
    try {
      const fields = await readForm(request);
      if (fields instanceof Response) return fields;
      const single = (name: string) => {
        const values = fields.getAll(name);
        return values.length === 1 ? values[0] : values.length === 0 ? undefined : null;
      };
      const raw = Object.fromEntries(Object.entries(registrationFields).map(([key, name]) => [key, single(name)]));
      if (Object.values(raw).includes(null) || raw.honeypot === undefined) return refuse(request, 400, { kind: "form" });
      const form = registrationForm.safeParse(raw);
      if (!form.success) return refuse(request, 400, { kind: "invalid" });
      const event = (await loadEvents()).find((entry) => entry.slug === form.data.event);
      if (!event) return refuse(request, 400, { kind: "form" });
      const at = now();
      if (event.status !== "scheduled" || event.registration !== "open" || Date.parse(event.end) <= at) {
        return refuse(request, 409, { kind: "closed" });
      }
      const copy = await loadCopy();
      if (raw.honeypot !== "") {
        // A robot filled the hidden field: answered as if registered, kept nowhere, counted all the same.
        kept = true;
        return new Response(await page(copy.registration.confirmedHeading, fill(copy.registration.confirmedText, { event: event.title })), {
          status: 200,
          headers: pageHeaders,
        });
      }
      let registered: Awaited<ReturnType<RegistrationStore["register"]>>;
      try {
        registered = await store.register(
          {
            event_id: event._id,
            event_slug: event.slug,
            event_end: event.end,
            name: form.data.name,
            email: form.data.email.toLowerCase(),
            organization: form.data.organization,
            role: form.data.role,
            consent_text: form.data.consent === "yes" ? copy.registration.consentLabel : "",
            address: client,
          },
          event.capacity ?? null,
        );
      } catch (error) {
        console.error(`events: could not store a registration in ${store.location}: ${errorMessage(error)}`);
        return refuse(request, 503, { kind: "failed" });
      }
      kept = true;
      if (registered.created) outbox.push(registered.row);
      const waitlisted = registered.row.status === "waitlisted";
      if (wantsJson(request)) return Response.json({ ok: true, status: registered.row.status }, { status: 200 });
      const words = copy.registration;
      return new Response(
        await page(
          waitlisted ? words.waitlistedHeading : words.confirmedHeading,
          fill(waitlisted ? words.waitlistedText : words.confirmedText, { event: event.title }),
          "",
          copy,
        ),
        { status: 200, headers: pageHeaders },
      );
    } finally {
      if (!kept)
        await slot
          .release()
          .catch((error: unknown) => console.error(`events: could not give back a rate-limit slot: ${errorMessage(error)}`));
    }
  }

  /** The registration a cancel link names, if the link is genuine and the registration still the one it was sent for. */
  async function fromLink(token: string | null | undefined) {
    if (!config.secret) return undefined;
    const check = await verifyCancel(config.secret, token);
    if (!check) return undefined;
    const row = await store.find(check.id);
    if (!row) return { row: undefined };
    const digest = (await mac(config.secret, `registration:${row.event_id}:${row.email}`)).slice(0, 12);
    return { row: digest === check.digest ? row : undefined };
  }

  const titleOf = async (slug: string | undefined) => (await loadEvents()).find((event) => event.slug === slug)?.title ?? "";

  /** GET of the email's link: a page with one button, so a mail scanner that opens every link cancels nothing. */
  async function showCancel(request: Request): Promise<Response> {
    const token = new URL(request.url).searchParams.get("token");
    try {
      const found = await fromLink(token);
      if (!found || !token) return refuse(request, 400, { kind: "bad-link" });
      const words = (await loadCopy()).registration;
      if (!found.row)
        return new Response(await page(words.canceledHeading, fill(words.canceledText, { event: "" })), {
          status: 200,
          headers: pageHeaders,
        });
      const form = `<form method="post" action="${registrationPaths.cancel}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(words.cancelButton)}</button></form>`;
      return new Response(await page(words.cancelHeading, fill(words.cancelText, { event: await titleOf(found.row.event_slug) }), form), {
        status: 200,
        headers: pageHeaders,
      });
    } catch (error) {
      console.error(`events: could not read a registration for a link: ${errorMessage(error)}`);
      return refuse(request, 503, { kind: "failed" });
    }
  }

  /** POST of that button: the registration is deleted, and the first on the waiting list takes its seat. */
  async function cancel(request: Request): Promise<Response> {
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") return refuse(request, 415, { kind: "unsupported" });
    const fields = await readForm(request);
    if (fields instanceof Response) return fields;
    try {
      const found = await fromLink(fields.get("token"));
      if (!found) return refuse(request, 400, { kind: "bad-link" });
      const title = await titleOf(found.row?.event_slug);
      if (found.row) {
        const event = (await loadEvents()).find((entry) => entry.slug === found.row?.event_slug);
        const { promoted } = await store.cancel(found.row.id, event?.capacity ?? null);
        if (promoted) outbox.push(promoted);
      }
      const words = (await loadCopy()).registration;
      return new Response(await page(words.canceledHeading, fill(words.canceledText, { event: title })), {
        status: 200,
        headers: pageHeaders,
      });
    } catch (error) {
      console.error(`events: could not cancel a registration: ${errorMessage(error)}`);
      return refuse(request, 503, { kind: "failed" });
    }
  }

  return {
    register,
    showCancel,
    cancel,
    store,
    limits: { perClient, global },
    /** Resolves once every email queued so far has been sent (or has failed). */
    sent: () => outbox.idle(),
    async close() {
      await outbox.idle();
      transport?.close();
      await backend.close();
    },
  };
}

export type RegistrationHandler = ReturnType<typeof createRegistrationHandler>;
