import { newsletterResultPaths } from "@site/schemas/addresses";
import {
  newsletterApiPaths,
  newsletterConsentField,
  newsletterEmailField,
  newsletterEmailMaxLength,
  newsletterHoneypotField,
} from "@site/schemas/newsletter-fields";
import { answerHeaders } from "../answer-page";
import { captureBackend } from "../contact/backend";
import { emailAddress } from "../contact/schema";
import { consentVersion } from "../content/newsletter";
import { errorMessage } from "../error-message";
import { createFormPost, formAnswer, type GuardedPost, type Refuse, refuseWith, seeOther, single } from "../form-post";
import type { NewsletterConfig } from "../form-settings";
import { createConfirmations } from "./confirmations";
import { errorPageHtml, linkPageHtml, type NewsletterCopy, type NewsletterRefusal } from "./pages";
import { type SubscriberStore, subscriberStore } from "./store";
import { emailDigest, type TokenPurpose, verifyToken } from "./token";

/** An address, the consent version and the honeypot fit in far less; anything bigger is not our form. */
export const maxBodyBytes = 4 * 1024;

type Options = { config: NewsletterConfig; loadCopy: () => Promise<NewsletterCopy> };

type Context = Options & {
  store: SubscriberStore;
  refuse: Refuse<NewsletterRefusal>;
  guard: ReturnType<typeof createFormPost<NewsletterRefusal>>;
};

/** A post the newsletter acted on: `{ ok: true, result }`, or the page that says so for a native post. */
const done = (request: Request, result: keyof typeof newsletterResultPaths) =>
  formAnswer(request, 200, { ok: true, result }, () => seeOther(newsletterResultPaths[result]));

/**
 * The box's post past the guard: the address (400), the consent wording the visitor saw (400 if the page predates an
 * edit), the honeypot (answered as accepted, kept nowhere). The request is stored as asked (the same INSERT for every
 * address; 503 if it cannot be) and decided after the answer, so neither the answer nor its time tells anyone's subscription.
 */
async function subscription({ loadCopy, store, refuse }: Context, request: Request, { fields, client }: GuardedPost, decide: () => void) {
  const honeypot = single(fields, newsletterHoneypotField);
  const version = single(fields, newsletterConsentField);
  if (typeof honeypot !== "string" || typeof version !== "string") return refuse(request, 400, { kind: "form" });
  const email = emailAddress(newsletterEmailMaxLength).safeParse(single(fields, newsletterEmailField)?.trim());
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

/** The subscription a link names, if the link is genuine and in time (`row`: if still the one it was sent for). */
async function fromLink({ config: { secret }, store }: Context, purpose: TokenPurpose, token: string | null | undefined) {
  const check = secret ? verifyToken(secret, purpose, token) : undefined;
  if (!secret || !check) return undefined;
  const row = await store.find(check.id);
  return { row: row && emailDigest(secret, row.email) === check.emailDigest ? row : undefined };
}

/**
 * An email's link. GET answers the page with its button, which POSTs the token: opening the link changes nothing, so
 * mail scanners neither confirm nor unsubscribe anyone. The token is the authority; still, confirming comes from our
 * own page, while unsubscribing is accepted from anywhere, as RFC 8058 wants (a mail program's one-click POST).
 */
async function link(context: Context, request: Request, purpose: TokenPurpose): Promise<Response> {
  const { config, loadCopy, store, refuse, guard } = context;
  if (config.target !== "self") return new Response("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const post = request.method === "POST";
  const fields = post ? await guard.read(request, { crossSite: purpose === "confirm", multipart: purpose === "unsubscribe" }) : query;
  if (fields instanceof Response) return fields;
  const token = fields.get("token") ?? query.get("token");
  try {
    const found = await fromLink(context, purpose, token);
    // A confirmation link whose subscription is gone (expired, unsubscribed) is of no use; an
    // unsubscribe link still works (it leaves nothing subscribed either way).
    if (!found || !token || (purpose === "confirm" && !found.row)) return refuse(request, 400, { kind: "bad-link" });
    if (!post)
      return new Response(await linkPageHtml(await loadCopy(), purpose, newsletterApiPaths[purpose], token), { headers: answerHeaders });
    if (purpose === "confirm" && found.row) {
      await store.confirm(found.row.id);
      return done(request, "confirmed");
    }
    if (found.row) await store.remove(found.row.id);
  } catch (error) {
    console.error(`newsletter: could not ${post ? purpose : "read"} a subscription for a link: ${errorMessage(error)}`);
    return refuse(request, 503, { kind: "failed" });
  }
  // RFC 8058: the mail program only needs a 2xx; a person who pressed our button sees the page.
  if (fields.get("List-Unsubscribe") === "One-Click") return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
  return done(request, "unsubscribed");
}

/** The newsletter's double opt-in: `subscribe` (the box's post, behind the form-post guard) and the emails' links. */
export function createNewsletterHandler({ config, loadCopy }: Options) {
  const backend = captureBackend(config, "newsletter", subscriberStore);
  const { store } = backend;
  const refuse = refuseWith<NewsletterRefusal>(async (refusal, request) => errorPageHtml(await loadCopy(), refusal, request));
  const confirmations = createConfirmations({ config, store, loadCopy });
  // No way to send the confirmation: say so, and keep nothing (an address nobody can confirm is of no use).
  const unavailable = () => (confirmations.ready ? undefined : { kind: "unavailable" as const });
  const guard = createFormPost<NewsletterRefusal>({ name: "newsletter", config, backend, maxBodyBytes, refuse, unavailable });
  const context: Context = { config, loadCopy, store, refuse, guard };

  return {
    subscribe: (request: Request, socketAddress?: string) =>
      guard.take(request, socketAddress, (post) => subscription(context, request, post, confirmations.push)),
    /** GET or POST of an email's link. */
    confirm: (request: Request) => link(context, request, "confirm"),
    unsubscribe: (request: Request) => link(context, request, "unsubscribe"),
    store,
    limits: backend.limits,
    /** Resolves once every subscribe request stored so far has been decided and its email sent (or failed). */
    sent: confirmations.idle,
    async close() {
      await confirmations.close();
      await backend.close();
    },
  };
}
