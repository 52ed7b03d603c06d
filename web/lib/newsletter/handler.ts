import {
  newsletterApiPaths,
  newsletterConsentField,
  newsletterEmailField,
  newsletterEmailMaxLength,
  newsletterHoneypotField,
  newsletterResultPaths,
} from "@site/schemas/newsletter-fields";
import { z } from "zod";
import { captureBackend, mailTransport } from "../contact/backend";
import { clientAddress } from "../contact/client-address";
import { isCrossSite, unknownClient, wantsJson } from "../contact/handler";
import { type Reservation, reserveAll } from "../contact/rate-limit";
import { emailWithDottedDomain } from "../contact/schema";
import { consentVersion } from "../content/newsletter";
import type { NewsletterConfig } from "../env";
import { errorMessage } from "../error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { confirmationEmail } from "./email";
import { createOutbox } from "./outbox";
import { errorPageHtml, linkPageHtml, type NewsletterCopy, type NewsletterRefusal } from "./pages";
import { type Decision, PostgresSubscriberStore, SqliteSubscriberStore, type SubscriberRow, type SubscriberStore } from "./store";
import { emailDigest, signToken, type TokenPurpose, verifyToken } from "./token";

/** An address, the consent version and the honeypot fit in far less; anything bigger is not our form. */
export const maxBodyBytes = 4 * 1024;

/** The browser's own rules for the email box (`type=email` and its pattern: a dot in the domain), as the contact form uses. */
const emailAddress = z.email({ pattern: z.regexes.html5Email }).max(newsletterEmailMaxLength).regex(emailWithDottedDomain);

type Options = { config: NewsletterConfig; loadCopy: () => Promise<NewsletterCopy> };

const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  // The links carry a token: no page reached from them passes it on.
  "referrer-policy": "no-referrer",
};

/**
 * The newsletter's double opt-in, beside the contact capture and with its protections:
 * - `subscribe`: the box's native post (`POST /api/newsletter`). Cross-site (403), content type (415),
 *   no way to send email (503, honestly: no "check your inbox" when no email can come), rate limit
 *   (429), body bounded in size and time (413, 408), the address (400), the consent wording the visitor
 *   saw (400 if the page predates an edit), the honeypot (answered as accepted, kept nowhere). Then the
 *   request is stored as asked (one INSERT, the same for every address; 503 if it cannot be) and the
 *   visitor is sent to the Check your inbox page. After that answer a queue decides the request (a new
 *   address is stored pending, a pending one gets at most one email per cooldown, a confirmed one is
 *   sent nothing) and sends the confirmation email; so neither the answer nor its time reveals anyone's
 *   subscription.
 * - `confirm` / `unsubscribe`: the emails' links. GET answers a page with one button, which POSTs the
 *   token; nothing changes on a GET, so mail scanners that open every link neither confirm a
 *   subscription nobody wanted nor unsubscribe anyone. A POST with `List-Unsubscribe=One-Click` (RFC 8058,
 *   sent by mail programs' own Unsubscribe button) unsubscribes at once.
 */
export function createNewsletterHandler({ config, loadCopy }: Options) {
  const backend = captureBackend<SubscriberStore>(config, "newsletter", {
    sqlite: (base) => new SqliteSubscriberStore(base),
    postgres: (base) => new PostgresSubscriberStore(base),
  });
  const { store, perClient, global } = backend;
  const transport = mailTransport(config.mailer);
  const { secret } = config;

  async function refuse(request: Request, status: number, refusal: NewsletterRefusal, headers: HeadersInit = {}) {
    if (wantsJson(request)) {
      const details = refusal.kind === "too-many" ? { retryAfter: refusal.retryAfter } : {};
      return Response.json({ ok: false, error: refusal.kind, ...details }, { status, headers });
    }
    return new Response(errorPageHtml(await loadCopy(), refusal), { status, headers: { ...pageHeaders, ...headers } });
  }

  function done(request: Request, result: keyof typeof newsletterResultPaths): Response {
    if (wantsJson(request)) return Response.json({ ok: true, result }, { status: 200 });
    return new Response(null, { status: 303, headers: { location: newsletterResultPaths[result] } });
  }

  const failed = (request: Request) => refuse(request, 503, { kind: "failed" });

  /** Reads a small form body (urlencoded, or multipart for mail programs' one-click POST). */
  async function readForm(request: Request, { multipart = false } = {}): Promise<URLSearchParams | Response> {
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    const accepted = type === "application/x-www-form-urlencoded" || (multipart && type === "multipart/form-data");
    if (!accepted) return refuse(request, 415, { kind: "unsupported" });
    let body: string;
    try {
      body = await readBoundedBody(request, { maxBytes: maxBodyBytes, timeoutMs: config.bodyTimeoutMs });
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(request, 413, { kind: "too-large" });
      if (error instanceof BodyTimeout) return refuse(request, 408, { kind: "timeout" }, { connection: "close" });
      throw error;
    }
    if (type === "application/x-www-form-urlencoded") return new URLSearchParams(body);
    try {
      const form = await new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
      const fields = new URLSearchParams();
      for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
      return fields;
    } catch {
      return refuse(request, 400, { kind: "form" });
    }
  }

  async function origin(): Promise<string> {
    return (config.publicUrl ?? (await loadCopy()).siteUrl).replace(/\/+$/, "");
  }

  function link(base: string, purpose: TokenPurpose, row: SubscriberRow, key: string): string {
    const expires = purpose === "confirm" ? new Date(Date.now() + config.confirmHours * 3600_000) : undefined;
    const path = purpose === "confirm" ? newsletterApiPaths.confirm : newsletterApiPaths.unsubscribe;
    return `${base}${path}?token=${signToken(key, purpose, row.id, row.email, expires)}`;
  }

  async function sendConfirmation(row: SubscriberRow, key: string, from: string): Promise<void> {
    if (!transport) throw new Error("no SMTP settings");
    const [copy, base] = await Promise.all([loadCopy(), origin()]);
    const email = confirmationEmail(copy, {
      confirm: link(base, "confirm", row, key),
      unsubscribe: link(base, "unsubscribe", row, key),
      hours: config.confirmHours,
    });
    await transport.sendMail({ from, to: row.email, ...email });
  }

  async function send(row: SubscriberRow): Promise<void> {
    if (!secret || !config.mailer) return;
    try {
      await sendConfirmation(row, secret, config.mailer.from);
    } catch (error) {
      console.error(`newsletter: confirmation email for subscriber ${row.id} failed: ${errorMessage(error)}`);
      await store.sendFailed(row.id).catch((markError: unknown) => {
        console.error(`newsletter: could not record the failed email for subscriber ${row.id}: ${errorMessage(markError)}`);
      });
    }
  }

  /**
   * Decides every stored subscribe request, oldest first (a new address, a pending one past its cooldown,
   * or one that changes nothing), and sends the emails they claim. A request that cannot be decided now
   * (the store failing) stays stored and is tried again by the next drain.
   */
  async function drain(): Promise<void> {
    let waiting: number[];
    try {
      waiting = await store.waiting();
    } catch (error) {
      console.error(`newsletter: could not read the subscription requests in ${store.location}: ${errorMessage(error)}`);
      return;
    }
    for (const id of waiting) {
      let decision: Decision | undefined;
      try {
        decision = await store.decide(id, config.resendMinutes * 60_000);
      } catch (error) {
        console.error(`newsletter: could not decide subscription request ${id} in ${store.location}: ${errorMessage(error)}`);
        continue;
      }
      if (decision?.send) await send(decision.row);
    }
  }

  /**
   * The decisions and the confirmation emails happen one drain at a time, after the visitor is answered.
   * A send that fails is logged and its claim dropped (`sendFailed`), so the visitor's next subscribe
   * sends at once; the queue holds at most what the rate limits let in.
   */
  const outbox = createOutbox(drain);
  // Requests a stopped process stored and never decided are decided when this process starts taking them.
  if (transport && config.mailer && secret) outbox.push();

  async function subscribe(request: Request, socketAddress?: string): Promise<Response> {
    if (config.target !== "self") return new Response("Not found", { status: 404 });
    if (isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") return refuse(request, 415, { kind: "unsupported" });
    // No way to send the confirmation: say so, and keep nothing (an address nobody can confirm is of no use).
    if (!transport || !config.mailer || !secret) return refuse(request, 503, { kind: "unavailable" });

    const client = clientAddress(request.headers, socketAddress, config.clientAddress) ?? unknownClient;
    let slot: Reservation;
    try {
      slot = await reserveAll([
        [perClient, client],
        [global, "all"],
      ]);
    } catch (error) {
      console.error(`newsletter: could not read the rate limit in ${store.location}: ${errorMessage(error)}`);
      return failed(request);
    }
    if (!slot.ok) {
      const { retryAfter } = slot;
      return refuse(request, 429, { kind: "too-many", retryAfter }, { "retry-after": String(retryAfter) });
    }
    // The slot is taken before the body is read (so posts sent together cannot all pass the limit);
    // it is kept only when the post is (or a robot's), and given back for any refusal.
    let kept = false;
    try {
      const fields = await readForm(request);
      if (fields instanceof Response) return fields;
      const single = (name: string) => {
        const values = fields.getAll(name);
        return values.length === 1 ? values[0] : undefined;
      };
      const honeypot = single(newsletterHoneypotField);
      const version = single(newsletterConsentField);
      const rawEmail = single(newsletterEmailField);
      if (honeypot === undefined || version === undefined) return refuse(request, 400, { kind: "form" });
      const email = emailAddress.safeParse(rawEmail?.trim());
      if (!email.success) return refuse(request, 400, { kind: "invalid" });

      const copy = await loadCopy();
      if (version !== consentVersion(copy.consentText)) return refuse(request, 400, { kind: "form" });

      if (honeypot === "") {
        // The request path does the same work whatever the address: one INSERT of the request as asked,
        // committed before the answer. Whether it is new, pending or confirmed is decided after the
        // answer (`drain`), so neither the answer nor its time tells anyone's subscription.
        try {
          await store.request({ email: email.data.toLowerCase(), consentText: copy.consentText, address: client });
        } catch (error) {
          console.error(`newsletter: could not store a subscription in ${store.location}: ${errorMessage(error)}`);
          return failed(request);
        }
        outbox.push();
      }
      // A robot filled the hidden field: answered as if accepted and kept nowhere, but counted all the same.
      kept = true;
      return done(request, "checkInbox");
    } finally {
      if (!kept) {
        await slot.release().catch((error: unknown) => {
          console.error(`newsletter: could not give back a rate-limit slot: ${errorMessage(error)}`);
        });
      }
    }
  }

  /** The subscription a link names, if the link is genuine, in time, and the subscription still the one it was sent for. */
  async function fromLink(purpose: TokenPurpose, token: string | null | undefined) {
    if (!secret) return { ok: false as const };
    const check = verifyToken(secret, purpose, token);
    if (!check.ok) return { ok: false as const };
    const row = await store.find(check.id);
    const current = row && emailDigest(secret, row.email) === check.emailDigest ? row : undefined;
    return { ok: true as const, row: current };
  }

  async function linkPage(request: Request, purpose: TokenPurpose): Promise<Response> {
    if (config.target !== "self") return new Response("Not found", { status: 404 });
    const token = new URL(request.url).searchParams.get("token");
    try {
      const found = await fromLink(purpose, token);
      // A confirmation link whose subscription is gone (expired, unsubscribed) is of no use; an
      // unsubscribe link still shows its page (pressing it leaves nothing subscribed either way).
      if (!found.ok || !token || (purpose === "confirm" && !found.row)) return refuse(request, 400, { kind: "bad-link" });
      const action = purpose === "confirm" ? newsletterApiPaths.confirm : newsletterApiPaths.unsubscribe;
      return new Response(linkPageHtml(await loadCopy(), purpose, action, token), { status: 200, headers: pageHeaders });
    } catch (error) {
      console.error(`newsletter: could not read a subscription for a link: ${errorMessage(error)}`);
      return failed(request);
    }
  }

  async function act(request: Request, purpose: TokenPurpose): Promise<Response> {
    if (config.target !== "self") return new Response("Not found", { status: 404 });
    // The token is the authority here, so a post from another site can do nothing its sender could not
    // already do with the link. Confirming still comes from our own page; unsubscribing is accepted from
    // anywhere, as RFC 8058 wants (a webmail may send the one-click POST from its own origin).
    if (purpose === "confirm" && isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });
    const fields = await readForm(request, { multipart: purpose === "unsubscribe" });
    if (fields instanceof Response) return fields;
    const oneClick = purpose === "unsubscribe" && fields.get("List-Unsubscribe") === "One-Click";
    const token = fields.get("token") ?? new URL(request.url).searchParams.get("token");
    try {
      const found = await fromLink(purpose, token);
      if (!found.ok) return refuse(request, 400, { kind: "bad-link" });
      if (purpose === "confirm") {
        if (!found.row) return refuse(request, 400, { kind: "bad-link" });
        await store.confirm(found.row.id);
        return done(request, "confirmed");
      }
      if (found.row) await store.remove(found.row.id);
    } catch (error) {
      console.error(`newsletter: could not ${purpose} a subscription: ${errorMessage(error)}`);
      return failed(request);
    }
    // RFC 8058: the mail program only needs a 2xx; a person who pressed our button sees the page.
    if (oneClick) return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
    return done(request, "unsubscribed");
  }

  return {
    subscribe,
    /** GET of an email's link: the page with its button. */
    showConfirm: (request: Request) => linkPage(request, "confirm"),
    showUnsubscribe: (request: Request) => linkPage(request, "unsubscribe"),
    /** POST of that button (or of a mail program's one-click unsubscribe). */
    confirm: (request: Request) => act(request, "confirm"),
    unsubscribe: (request: Request) => act(request, "unsubscribe"),
    store,
    limits: { perClient, global },
    /** Resolves once every subscribe request stored so far has been decided and its email sent (or failed). */
    sent: () => outbox.idle(),
    async close() {
      await outbox.idle();
      transport?.close();
      await backend.close();
    },
  };
}

export type NewsletterHandler = ReturnType<typeof createNewsletterHandler>;
