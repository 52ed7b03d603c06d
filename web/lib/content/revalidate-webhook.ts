import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { z } from "zod";
import { errorMessage } from "../error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { addressTag, anyTypeTag, typeTag } from "./tags";
import { type DeliveryStore, deliveryKeys, webhookDeliveries } from "./webhook-replay";

/**
 * Sanity's "publish to live" webhook: checks the signature, waits (bounded) until the Content Lake answers
 * queries with the published revision or a later one, then expires the cache tags of the document's type (lib/content/tags.ts):
 * every content read that can read a document of that type, and every page, list, feed, sitemap and
 * address decision built from such a read, is read and rendered again on its next request; the rest of
 * the site stays cached. The layout reads the site settings, so a settings publish reaches every page;
 * a new, renamed or deleted document changes the address map (it reads every addressed type).
 * The webhook sends the projection
 * `{_id, _type, _rev, _updatedAt, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}`
 * (`_id`, `_rev`, `_updatedAt` and `operation` let it wait for the Content Lake; without them it revalidates at once).
 * Sanity promises deliveries "completed, but maybe out of order", possibly late, retried on a 5xx or no
 * answer with the same `idempotency-key`: a delivery is refused as a replay only when that key (or signature)
 * was taken for the same document; a change the Content Lake does not show in time is answered 503, so that
 * Sanity delivers it again; a draft's or a release version's delivery is answered 200 at once.
 */
/**
 * A document type's name as Sanity allows it (a letter or `_`, then letters, digits, `_`, `.` or `-`): the tag
 * of the reads of that type (lib/content/tags.ts). Anything else is no type, and is never made a tag: a 60 kB
 * `_type` was kept as one for ever (in the cache's revalidated-tags.json, rewritten on every publish).
 */
export const documentTypeName = /^[A-Za-z_][\w.-]{0,63}$/;

const payload = z.object({
  _id: z.string().min(1).optional(),
  _type: z.string().regex(documentTypeName),
  _rev: z.string().min(1).nullish(),
  _updatedAt: z.string().nullish(),
  slug: z.string().nullish(),
  previousSlug: z.string().nullish(),
  operation: z.enum(["create", "update", "delete"]).nullish(),
});

type Payload = z.infer<typeof payload>;

/** What queries show of a document: its revision and when it was made, or null when they show none. */
export type VisibleRevision = { rev: string; updatedAt?: string | null | undefined } | null;

/** Sanity's payloads are a few hundred bytes; anything far larger is not from the webhook. */
export const maxBodyBytes = 64 * 1024;

/**
 * How long a delivery is remembered (refused as a replay if sent again): longer than Sanity retries one.
 * A signature's age is no reason to refuse: Sanity retries a delivery the site could not take (an outage, a
 * 503) for a long while, and a 4xx would lose the publish for good.
 */
export const rememberDeliveryMs = 24 * 60 * 60 * 1000;

/**
 * The wait for the Content Lake's queries to show the published revision: at most `deadlineMs` in all (well
 * within the time Sanity waits for an answer), each read at most `pollTimeoutMs`, `intervalMs` between reads,
 * and the change shown by every read for `settleMs` (read replicas lag apart: one read can show the new
 * revision and the next the old; a page rendered from the old one after the expiry would stay stale).
 */
export const consistencyWait = { deadlineMs: 10_000, pollTimeoutMs: 2_000, intervalMs: 250, settleMs: 1_000 };

export type Revalidator = {
  /** Expires cache tags: every read and page carrying one is read and rendered again on its next request. */
  tags: (tags: string[]) => void;
  /**
   * One read of what queries show of a published document now (the webhook polls it until they show the
   * delivered revision, or a newer one); it should stop when `signal` aborts (it is abandoned then anyway).
   * None: the tags are expired at once.
   */
  visible?: (id: string, signal: AbortSignal) => Promise<VisibleRevision>;
  /** The wait's bounds (consistencyWait by default). */
  wait?: typeof consistencyWait;
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/**
 * A delivery is known by two sets of keys (lib/content/webhook-replay.ts): `working|` while an instance carries
 * it out (held no longer than the wait's deadline and a little more, so that the claim of an instance that died
 * meanwhile lapses and Sanity's retry is taken), and `done|` once carried out (remembered for a day).
 */
const keysOf = (keys: string[], state: "working" | "done") => keys.map((key) => `${state}|${key}`);

/**
 * Claims a delivery: undefined when this instance carries it out, or the answer: 503 while another carries it
 * out (a copy sent at once: send again later), 409 when it was carried out before (a replay), 503 when the
 * store fails.
 */
async function claimDelivery(keys: string[], deliveries: DeliveryStore, claimUntil: number, now: number): Promise<Response | undefined> {
  try {
    if (!(await deliveries.firstDelivery(keysOf(keys, "working"), claimUntil))) {
      return answer(503, { error: "This delivery is being carried out now; send it again." });
    }
    // Whether it was carried out before, recording nothing that lasts (an entry that expires at once).
    if (await deliveries.firstDelivery(keysOf(keys, "done"), now)) return undefined;
    await deliveries.forget(keysOf(keys, "working"));
  } catch (error) {
    console.error(`webhook: could not record a delivery: ${errorMessage(error)}`);
    return answer(503, { error: "The delivery could not be recorded; send it again." });
  }
  return answer(409, { error: "This delivery was already accepted (a replay?)." });
}

/** Ends a claim: carried out (remembered as done for a day) or not (forgotten, so that Sanity's retry is taken). */
async function settleDelivery(keys: string[], deliveries: DeliveryStore, doneUntil: number | undefined) {
  try {
    if (doneUntil !== undefined) await deliveries.firstDelivery(keysOf(keys, "done"), doneUntil);
    await deliveries.forget(keysOf(keys, "working"));
  } catch (error) {
    console.error(`webhook: could not record the end of a delivery: ${errorMessage(error)}`);
  }
}

/** The signed body, or the refusal: no secret, no or a bad signature, a body too large or too slow. */
async function signedBody(request: Request, secret: string | undefined): Promise<{ body: string; signature: string } | Response> {
  if (!secret) {
    return answer(503, {
      error: "Revalidation is not configured: set SANITY_REVALIDATE_SECRET on the server to the secret of the Sanity webhook.",
    });
  }
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return answer(401, { error: `Missing signature: the request has no ${SIGNATURE_HEADER_NAME} header.` });
  // The body is read bounded, before any signature work: an unsigned upload cannot fill the memory.
  let body: string;
  try {
    body = await readBoundedBody(request, { maxBytes: maxBodyBytes, timeoutMs: 10_000 });
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(413, { error: `The body is larger than ${maxBodyBytes} bytes.` });
    if (error instanceof BodyTimeout) return answer(408, { error: "The body did not arrive in time." });
    throw error;
  }
  try {
    if (await isValidSignature(body, signature, secret)) return { body, signature };
  } catch (error) {
    return answer(401, { error: `Malformed signature: ${errorMessage(error)}` });
  }
  return answer(401, { error: "Invalid signature: the body was not signed with this server's SANITY_REVALIDATE_SECRET." });
}

function parsePayload(body: string): Payload | Response {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return answer(400, { error: "The body is not JSON." });
  }
  const parsed = payload.safeParse(json);
  if (!parsed.success) {
    return answer(400, { error: 'The body must be the projection {_type, "slug": slug.current, "previousSlug": before().slug.current}.' });
  }
  return parsed.data;
}

/** A draft or a release's version: queries of published content never show it, so its delivery changes no page. */
const unpublishable = (id: string | undefined) => id !== undefined && /^(drafts|versions)\./.test(id);

export async function handleRevalidateWebhook(
  request: Request,
  secret: string | undefined,
  revalidate: Revalidator,
  now: () => number = Date.now,
  deliveries: DeliveryStore = webhookDeliveries(),
): Promise<Response> {
  const signed = await signedBody(request, secret);
  if (signed instanceof Response) return signed;
  const document = parsePayload(signed.body);
  if (document instanceof Response) return document;
  // Sent despite the webhook's filter (reported of Sanity): answered at once, nothing to wait for or expire.
  if (unpublishable(document._id)) return answer(200, { ignored: document._id, reason: "not a published document" });
  // Sanity's idempotency key may name a transaction of many documents: each document's delivery is its own.
  const keys = deliveryKeys(request, signed.signature).map((key) => (document._id ? `${key}|${document._id}` : key));
  const claimUntil = now() + (revalidate.wait ?? consistencyWait).deadlineMs + 5_000;
  const refused = await claimDelivery(keys, deliveries, claimUntil, now());
  if (refused) return refused;
  let response: Response;
  try {
    response = await revalidateDelivery(document, revalidate);
  } catch (error) {
    console.error(`webhook: the revalidation failed: ${errorMessage(error)}`);
    response = answer(503, { error: "The pages could not be revalidated; send the delivery again." });
  }
  // Not carried out (the Content Lake did not catch up in time, or the expiry failed): not remembered, so that
  // Sanity's retry of it (the same idempotency key) is taken instead of refused as a replay.
  await settleDelivery(keys, deliveries, response.ok ? now() + rememberDeliveryMs : undefined);
  return response;
}

/** Milliseconds since the epoch of an ISO time, or NaN. */
const timeOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Whether what queries show is the delivered change or a later one: the delivered revision (for a delete: no
 * document), or a revision made after it (deliveries may arrive out of order: a later publish is shown, and
 * its own delivery expires the pages again). Revisions are not ordered; `_updatedAt` is.
 */
function caughtUp(document: Payload, seen: VisibleRevision): boolean {
  const newer = seen !== null && timeOf(seen.updatedAt) > timeOf(document._updatedAt);
  if (document.operation === "delete") return seen === null || newer;
  return seen !== null && (!document._rev || seen.rev === document._rev || newer);
}

/** Rejects when `signal` aborts: a read that ignores its signal cannot hold the wait past its bound. */
function bounded<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** Polls `visible` until it has shown the change for `settleMs` (true), or until the deadline (false); each read bounded. */
async function waitForQueries(
  id: string,
  document: Payload,
  visible: NonNullable<Revalidator["visible"]>,
  { deadlineMs, pollTimeoutMs, intervalMs, settleMs }: typeof consistencyWait,
) {
  const until = Date.now() + deadlineMs;
  let shownSince: number | undefined;
  for (;;) {
    const signal = AbortSignal.timeout(Math.max(1, Math.min(pollTimeoutMs, until - Date.now())));
    const seen = await bounded(visible(id, signal), signal).catch(() => undefined);
    // A read that failed says nothing; one that shows the previous revision starts the settling again.
    if (seen !== undefined) shownSince = caughtUp(document, seen) ? (shownSince ?? Date.now()) : undefined;
    if (shownSince !== undefined && Date.now() - shownSince >= settleMs) return true;
    if (Date.now() + intervalMs >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** What a signed, first delivery does: waits for the Content Lake, then expires the tags the document can change. */
async function revalidateDelivery(document: Payload, revalidate: Revalidator): Promise<Response> {
  const { _id: id, _type: type, _rev: rev, operation, slug, previousSlug } = document;
  const { visible, wait = consistencyWait } = revalidate;
  const seen = id && visible ? await waitForQueries(id, document, visible, wait) : true;
  // Links, redirects and the address map read other documents' addresses: expired only when this one's
  // address may have changed (created, deleted, renamed, or a payload that does not say).
  const addressChanged = operation !== "update" || slug === undefined || previousSlug === undefined || slug !== previousSlug;
  const tags = [typeTag(type), anyTypeTag, ...(addressChanged ? [addressTag(type)] : [])];
  revalidate.tags(tags);
  if (seen) return answer(200, { type, revalidated: tags });
  // Expired anyway (what queries show may be later still), and answered so that Sanity delivers it again.
  console.warn(
    `webhook: the Content Lake did not show ${id} ${operation === "delete" ? "deleted" : `at ${rev ?? "its new revision"}`} within ${wait.deadlineMs} ms; answered 503 for Sanity to deliver it again.`,
  );
  return answer(503, { error: "The Content Lake does not show this change yet; send the delivery again.", type, revalidated: tags });
}
