import {
  newsletterApiPaths,
  newsletterConsentField,
  newsletterEmailField,
  newsletterEmailMaxLength,
  newsletterHoneypotField,
  newsletterResultPaths,
} from "@site/schemas/newsletter-fields";
import { z } from "zod";
import { answerHeaders } from "../answer-page";
import { captureBackend } from "../contact/backend";
import { emailWithDottedDomain } from "../contact/schema";
import { consentVersion } from "../content/newsletter";
import type { NewsletterConfig } from "../env";
import { errorMessage } from "../error-message";
import { createFormPost, formAnswer, type GuardedPost, type Refuse, refuseWith, seeOther } from "../form-post";
import { createConfirmations } from "./confirmations";
import { errorPageHtml, linkPageHtml, type NewsletterCopy, type NewsletterRefusal } from "./pages";
import { type SubscriberStore, subscriberStore } from "./store";
import { emailDigest, type TokenPurpose, verifyToken } from "./token";

/** An address, the consent version and the honeypot fit in far less; anything bigger is not our form. */
export const maxBodyBytes = 4 * 1024;

/** The browser's own rules for the email box (`type=email` and its pattern: a dot in the domain), as the contact form uses. */
const emailAddress = z.email({ pattern: z.regexes.html5Email }).max(newsletterEmailMaxLength).regex(emailWithDottedDomain);

type Options = { config: NewsletterConfig; loadCopy: () => Promise<NewsletterCopy> };

type Context = {
  config: NewsletterConfig;
  loadCopy: () => Promise<NewsletterCopy>;
  store: SubscriberStore;
  refuse: Refuse<NewsletterRefusal>;
  guard: ReturnType<typeof createFormPost<NewsletterRefusal>>;
};

/** A post the newsletter acted on: `{ ok: true, result }`, or the page that says so for a native post. */
const done = (request: Request, result: keyof typeof newsletterResultPaths) =>
  formAnswer(request, 200, { ok: true, result }, () => seeOther(newsletterResultPaths[result]));

/** The one value of a field sent exactly once; undefined when it is missing or repeated. */
function single(fields: URLSearchParams, name: string): string | undefined {
  const values = fields.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

/**
 * The box's post past the guard: the address (400), the consent wording the visitor saw (400 if the page
 * predates an edit), the honeypot (answered as accepted, kept nowhere). Then the request is stored as asked
 * (one INSERT, the same for every address, committed before the answer; 503 if it cannot be) and decided
 * after the answer (`confirmations.ts`), so neither the answer nor its time tells anyone's subscription.
 */
async function subscription({ loadCopy, store, refuse }: Context, request: Request, { fields, client }: GuardedPost, decide: () => void) {
  const honeypot = single(fields, newsletterHoneypotField);
  const version = single(fields, newsletterConsentField);
  if (honeypot === undefined || version === undefined) return refuse(request, 400, { kind: "form" });
  const email = emailAddress.safeParse(single(fields, newsletterEmailField)?.trim());
  if (!email.success) return refuse(request, 400, { kind: "invalid" });
  const copy = await loadCopy();
  if (version !== consentVersion(copy.consentText)) return refuse(request, 400, { kind: "form" });
  // A robot filled the hidden field: answered as if accepted and kept nowhere, but counted all the same.
  if (honeypot !== "") return done(request, "checkInbox");
  try {
    await store.request({ email: email.data.toLowerCase(), consentText: copy.consentText, address: client });
  } catch (error) {
    console.error(`newsletter: could not store a subscription in ${store.location}: ${errorMessage(error)}`);
    return refuse(request, 503, { kind: "failed" });
  }
  decide();
  return done(request, "checkInbox");
}

/** The subscription a link names, if the link is genuine, in time, and the subscription still the one it was sent for. */
async function fromLink({ config, store }: Context, purpose: TokenPurpose, token: string | null | undefined) {
  const { secret } = config;
  if (!secret) return { ok: false as const };
  const check = verifyToken(secret, purpose, token);
  if (!check.ok) return { ok: false as const };
  const row = await store.find(check.id);
  const current = row && emailDigest(secret, row.email) === check.emailDigest ? row : undefined;
  return { ok: true as const, row: current };
}

/** GET of an email's link: the page with its button, which posts the token (opening the link changes nothing). */
async function linkPage(context: Context, request: Request, purpose: TokenPurpose): Promise<Response> {
  const { config, loadCopy, refuse } = context;
  if (config.target !== "self") return new Response("Not found", { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  try {
    const found = await fromLink(context, purpose, token);
    // A confirmation link whose subscription is gone (expired, unsubscribed) is of no use; an
    // unsubscribe link still shows its page (pressing it leaves nothing subscribed either way).
    if (!found.ok || !token || (purpose === "confirm" && !found.row)) return refuse(request, 400, { kind: "bad-link" });
    const action = purpose === "confirm" ? newsletterApiPaths.confirm : newsletterApiPaths.unsubscribe;
    return new Response(await linkPageHtml(await loadCopy(), purpose, action, token), { status: 200, headers: answerHeaders });
  } catch (error) {
    console.error(`newsletter: could not read a subscription for a link: ${errorMessage(error)}`);
    return refuse(request, 503, { kind: "failed" });
  }
}

/**
 * POST of a link page's button, or of a mail program's one-click unsubscribe. The token is the authority
 * here, so a post from another site can do nothing its sender could not already do with the link.
 * Confirming still comes from our own page; unsubscribing is accepted from anywhere, as RFC 8058 wants (a
 * webmail may send the one-click POST from its own origin, multipart included).
 */
async function act(context: Context, request: Request, purpose: TokenPurpose): Promise<Response> {
  const { config, store, refuse, guard } = context;
  if (config.target !== "self") return new Response("Not found", { status: 404 });
  const fields = await guard.read(request, { crossSite: purpose === "confirm", multipart: purpose === "unsubscribe" });
  if (fields instanceof Response) return fields;
  const oneClick = purpose === "unsubscribe" && fields.get("List-Unsubscribe") === "One-Click";
  try {
    const found = await fromLink(context, purpose, fields.get("token") ?? new URL(request.url).searchParams.get("token"));
    if (!found.ok || (purpose === "confirm" && !found.row)) return refuse(request, 400, { kind: "bad-link" });
    if (purpose === "confirm" && found.row) {
      await store.confirm(found.row.id);
      return done(request, "confirmed");
    }
    if (found.row) await store.remove(found.row.id);
  } catch (error) {
    console.error(`newsletter: could not ${purpose} a subscription: ${errorMessage(error)}`);
    return refuse(request, 503, { kind: "failed" });
  }
  // RFC 8058: the mail program only needs a 2xx; a person who pressed our button sees the page.
  if (oneClick) return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
  return done(request, "unsubscribed");
}

/**
 * The newsletter's double opt-in, beside the contact capture and behind the same form-post guard (../form-post.ts):
 * - `subscribe`: the box's native post (`POST /api/newsletter`); no way to send email is a 503 (honestly: no
 *   "check your inbox" when no email can come), checked before the rate limit; the rest is `subscription`.
 * - `confirm` / `unsubscribe`: the emails' links. GET answers a page with one button, which POSTs the
 *   token; nothing changes on a GET, so mail scanners that open every link neither confirm a
 *   subscription nobody wanted nor unsubscribe anyone. A POST with `List-Unsubscribe=One-Click` (RFC 8058,
 *   sent by mail programs' own Unsubscribe button) unsubscribes at once.
 */
export function createNewsletterHandler({ config, loadCopy }: Options) {
  const backend = captureBackend(config, "newsletter", subscriberStore);
  const { store, perClient, global } = backend;
  const refuse = refuseWith<NewsletterRefusal>(async (refusal, request) => errorPageHtml(await loadCopy(), refusal, request));
  const guard = createFormPost<NewsletterRefusal>({
    name: "newsletter",
    config,
    limits: backend,
    location: store.location,
    maxBodyBytes,
    refuse,
  });
  const context: Context = { config, loadCopy, store, refuse, guard };
  const confirmations = createConfirmations({ config, store, loadCopy });
  // No way to send the confirmation: say so, and keep nothing (an address nobody can confirm is of no use).
  const unavailable = () => (confirmations.ready ? undefined : { kind: "unavailable" as const });

  return {
    subscribe: (request: Request, socketAddress?: string) =>
      guard.take(request, socketAddress, (post) => subscription(context, request, post, confirmations.push), unavailable),
    /** GET of an email's link: the page with its button. */
    showConfirm: (request: Request) => linkPage(context, request, "confirm"),
    showUnsubscribe: (request: Request) => linkPage(context, request, "unsubscribe"),
    /** POST of that button (or of a mail program's one-click unsubscribe). */
    confirm: (request: Request) => act(context, request, "confirm"),
    unsubscribe: (request: Request) => act(context, request, "unsubscribe"),
    store,
    limits: { perClient, global },
    /** Resolves once every subscribe request stored so far has been decided and its email sent (or failed). */
    sent: () => confirmations.idle(),
    async close() {
      await confirmations.idle();
      confirmations.close();
      await backend.close();
    },
  };
}

export type NewsletterHandler = ReturnType<typeof createNewsletterHandler>;
