import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { z } from "zod";
import { errorMessage } from "../error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { addressTag, anyTypeTag, typeTag } from "./tags";
import { type DeliveryStore, webhookDeliveries } from "./webhook-replay";

/** Sanity's publish webhook (docs/production-mode.md, "Publishing"): out of order, late, retried after a 5xx. */
const payload = z.object({
  _id: z.string().min(1).optional(),
  // A type's name as Sanity allows it: anything else is never made a tag.
  _type: z.string().regex(/^[A-Za-z_][\w.-]{0,63}$/),
  _rev: z.string().min(1).nullish(),
  _updatedAt: z.string().nullish(),
  slug: z.string().nullish(),
  previousSlug: z.string().nullish(),
  operation: z.enum(["create", "update", "delete"]).nullish(),
});

type Payload = z.infer<typeof payload>;

/** What queries show of a document: its revision and when it was made, or null when they show none. */
export type VisibleRevision = { rev: string; updatedAt?: string | null } | null;

/** Sanity's payloads are a few hundred bytes. */
export const maxBodyBytes = 64 * 1024;

/** Longer than Sanity retries a delivery. */
const rememberDeliveryMs = 24 * 60 * 60 * 1000;

/** Well within Sanity's patience. Read replicas lag apart: the change must be shown for `settleMs`. */
const consistencyWait = { deadlineMs: 10_000, pollTimeoutMs: 2_000, intervalMs: 250, settleMs: 1_000 };

export type Revalidator = {
  /** Expires the tags (awaited: a failure is the delivery's). */
  tags: (tags: string[]) => unknown;
  /** What queries show of a published document now. None: the tags are expired at once. */
  visible?: (id: string, signal: AbortSignal) => Promise<VisibleRevision>;
  wait?: typeof consistencyWait;
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** The signed payload, or the refusal. */
async function signedPayload(request: Request, secret: string | undefined): Promise<{ document: Payload; signature: string } | Response> {
  if (!secret) {
    return answer(503, {
      error: "Revalidation is not configured: set SANITY_REVALIDATE_SECRET on the server to the secret of the Sanity webhook.",
    });
  }
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return answer(401, { error: `Missing signature: the request has no ${SIGNATURE_HEADER_NAME} header.` });
  // Read bounded, before any signature work: an unsigned upload cannot fill the memory.
  const body = await readBoundedBody(request, { maxBytes: maxBodyBytes, timeoutMs: 10_000 }).catch((error: unknown) => {
    if (error instanceof BodyTooLarge) return answer(413, { error: `The body is larger than ${maxBodyBytes} bytes.` });
    if (error instanceof BodyTimeout) return answer(408, { error: "The body did not arrive in time." });
    throw error;
  });
  if (body instanceof Response) return body;
  try {
    if (!(await isValidSignature(body, signature, secret))) {
      return answer(401, { error: "Invalid signature: the body was not signed with this server's SANITY_REVALIDATE_SECRET." });
    }
  } catch (error) {
    return answer(401, { error: `Malformed signature: ${errorMessage(error)}` });
  }
  try {
    return { document: payload.parse(JSON.parse(body)), signature };
  } catch {
    return answer(400, {
      error:
        'The body must be the JSON projection {_id, _type, _rev, _updatedAt, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}.',
    });
  }
}

/** A document's delivery is known by its signature and Sanity's idempotency key (a transaction's, of many documents). */
function deliveryKeys(request: Request, signature: string, id: string | undefined): string[] {
  const hash = /(?:^|,)\s*v1=([^,\s]+)/.exec(signature)?.[1] ?? signature;
  const idempotency = request.headers.get("idempotency-key")?.trim();
  const keys = [`signature:${hash}`, ...(idempotency ? [`idempotency:${idempotency.slice(0, 200)}`] : [])];
  return id ? keys.map((key) => `${key}|${id}`) : keys;
}

/**
 * Claims a delivery with `working|` keys (lapsing 5 s after the wait's deadline, should this instance die), checked
 * against the `done|` keys of deliveries carried out. Undefined when this instance is to carry it out, else the answer.
 */
async function claim(store: DeliveryStore, working: string[], done: string[], deadlineMs: number): Promise<Response | undefined> {
  try {
    if (!(await store.firstDelivery(working, Date.now() + deadlineMs + 5_000))) {
      return answer(503, { error: "This delivery is being carried out now; send it again." });
    }
    if (await store.firstDelivery(done, Date.now())) return undefined;
    await store.forget(working);
  } catch (error) {
    console.error(`webhook: could not record a delivery: ${errorMessage(error)}`);
    return answer(503, { error: "The delivery could not be recorded; send it again." });
  }
  return answer(409, { error: "This delivery was already accepted (a replay?)." });
}

export async function handleRevalidateWebhook(
  request: Request,
  secret: string | undefined,
  revalidate: Revalidator,
  deliveries?: DeliveryStore,
): Promise<Response> {
  const signed = await signedPayload(request, secret);
  if (signed instanceof Response) return signed;
  const { document, signature } = signed;
  if (/^(drafts|versions)\./.test(document._id ?? "")) return answer(200, { ignored: document._id, reason: "not a published document" });
  const keys = deliveryKeys(request, signature, document._id);
  const working = keys.map((key) => `working|${key}`);
  const done = keys.map((key) => `done|${key}`);
  const store = deliveries ?? webhookDeliveries();
  const wait = revalidate.wait ?? consistencyWait;
  const refused = await claim(store, working, done, wait.deadlineMs);
  if (refused) return refused;
  const response = await revalidateDelivery(document, revalidate, wait).catch((error: unknown) => {
    console.error(`webhook: the revalidation failed: ${errorMessage(error)}`);
    return answer(503, { error: "The pages could not be revalidated; send the delivery again." });
  });
  // Not carried out: forgotten, so that Sanity's retry is taken.
  try {
    if (response.ok) await store.firstDelivery(done, Date.now() + rememberDeliveryMs);
    await store.forget(working);
  } catch (error) {
    console.error(`webhook: could not record the end of a delivery: ${errorMessage(error)}`);
  }
  return response;
}

const timeOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Whether queries show the delivered revision (a delete: none) or a later one, by `_updatedAt` (revisions are not ordered). */
function caughtUp(document: Payload, seen: VisibleRevision): boolean {
  const newer = seen !== null && timeOf(seen.updatedAt) > timeOf(document._updatedAt);
  if (document.operation === "delete") return seen === null || newer;
  return seen !== null && (!document._rev || seen.rev === document._rev || newer);
}

/** Polls until reads have shown the change for `settleMs` (true) or the deadline (false); `shown` at the first showing. */
async function waitForQueries(
  id: string,
  document: Payload,
  visible: NonNullable<Revalidator["visible"]>,
  wait: typeof consistencyWait,
  shown: () => unknown,
) {
  const { deadlineMs, pollTimeoutMs, intervalMs, settleMs } = wait;
  const until = Date.now() + deadlineMs;
  let shownSince: number | undefined;
  let told = false;
  for (;;) {
    const signal = AbortSignal.timeout(Math.max(1, Math.min(pollTimeoutMs, until - Date.now())));
    // A failed read says nothing; one showing the previous revision starts the settling again.
    const aborted = new Promise<undefined>((resolve) => signal.addEventListener("abort", () => resolve(undefined)));
    const seen = await Promise.race([visible(id, signal), aborted]).catch(() => undefined);
    if (seen !== undefined) shownSince = caughtUp(document, seen) ? (shownSince ?? Date.now()) : undefined;
    if (shownSince !== undefined && Date.now() - shownSince >= settleMs) return true;
    if (shownSince !== undefined && !told) {
      told = true;
      await shown();
    }
    if (Date.now() + intervalMs >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Expires the tags the first time the Content Lake shows the change (live then), and again once it settled, in case
 * a render in between read a replica still behind.
 */
async function revalidateDelivery(document: Payload, { tags: expire, visible }: Revalidator, wait: typeof consistencyWait) {
  const { _id: id, _type: type, _rev: rev, operation, slug, previousSlug } = document;
  // Other documents' links, redirects and the address map change only when this one's address may have.
  const addressChanged = operation !== "update" || slug === undefined || previousSlug === undefined || slug !== previousSlug;
  const tags = [typeTag(type), anyTypeTag, ...(addressChanged ? [addressTag(type)] : [])];
  const seen = id && visible ? await waitForQueries(id, document, visible, wait, () => expire(tags)) : true;
  await expire(tags);
  if (seen) return answer(200, { type, revalidated: tags });
  console.warn(
    `webhook: the Content Lake did not show ${id} ${operation === "delete" ? "deleted" : `at ${rev ?? "its new revision"}`} within ${wait.deadlineMs} ms; answered 503 for Sanity to deliver it again.`,
  );
  return answer(503, { error: "The Content Lake does not show this change yet; send the delivery again.", type, revalidated: tags });
}
