import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { z } from "zod";
import { errorMessage } from "../error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { addressTag, anyTypeTag, typeTag } from "./tags";
import { type DeliveryStore, deliveryKeys, webhookDeliveries } from "./webhook-replay";

/**
 * Sanity's "publish to live" webhook: checks the signature, waits until the Content Lake answers queries
 * with the published revision, then expires the cache tags of the document's type (lib/content/tags.ts):
 * every content read that can read a document of that type, and every page, list, feed, sitemap and
 * address decision built from such a read, is read and rendered again on its next request; the rest of
 * the site stays cached. The layout reads the site settings, so a settings publish reaches every page;
 * a new, renamed or deleted document changes the address map (it reads every addressed type).
 * The webhook sends the projection
 * `{_id, _type, _rev, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}`
 * (`_id`, `_rev` and `operation` let it wait for the Content Lake; without them it revalidates at once).
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
  slug: z.string().nullish(),
  previousSlug: z.string().nullish(),
  operation: z.enum(["create", "update", "delete"]).nullish(),
});

export type PublishedDocument = { id: string; rev: string | undefined; deleted: boolean };

/** Sanity's payloads are a few hundred bytes; anything far larger is not from the webhook. */
export const maxBodyBytes = 64 * 1024;

/** A signature older than this is refused: a captured request cannot be replayed later. */
export const maxSignatureAgeMs = 5 * 60 * 1000;

/** How far ahead of the server's clock a signature may be (clocks differ a little, never by minutes). */
export const maxClockSkewMs = 30 * 1000;

export type Revalidator = {
  /** Expires cache tags: every read and page carrying one is read and rendered again on its next request. */
  tags: (tags: string[]) => void;
  /**
   * Resolves once queries see the document as published (its revision, or its absence after a delete),
   * or false when that did not happen in time (the tags are expired anyway, and the delay logged).
   */
  published?: (document: PublishedDocument) => Promise<boolean>;
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** A delivery already accepted (lib/content/webhook-replay.ts) is refused with 409; a store outage is a 503. */
async function refuseReplay(keys: string[], deliveries: DeliveryStore, keepUntil: number) {
  try {
    if (await deliveries.firstDelivery(keys, keepUntil)) return undefined;
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
  now: () => number = Date.now,
  deliveries: DeliveryStore = webhookDeliveries(),
): Promise<Response> {
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
  let valid = false;
  try {
    // @sanity/webhook checks the signature, not its age: a replay of a genuine request is refused here.
    const { timestamp } = decodeSignatureHeader(signature);
    if (!Number.isFinite(timestamp) || now() - timestamp > maxSignatureAgeMs || timestamp - now() > maxClockSkewMs) {
      return answer(401, {
        error: "Stale signature: its timestamp is more than 5 minutes old or ahead of the server's clock (a replay?).",
      });
    }
    valid = await isValidSignature(body, signature, secret);
  } catch (error) {
    return answer(401, { error: `Malformed signature: ${errorMessage(error)}` });
  }
  if (!valid) return answer(401, { error: "Invalid signature: the body was not signed with this server's SANITY_REVALIDATE_SECRET." });
  const keys = deliveryKeys(request, signature);
  const replay = await refuseReplay(keys, deliveries, now() + maxSignatureAgeMs + maxClockSkewMs);
  if (replay) return replay;
  try {
    return await revalidateDelivery(body, revalidate);
  } catch (error) {
    // Recorded but not carried out: forgotten, so that Sanity's retry (the same idempotency key) is accepted
    // instead of refused as a replay, which would lose the publish.
    console.error(`webhook: the revalidation failed: ${errorMessage(error)}`);
    await deliveries.forget(keys).catch((forgetError: unknown) => {
      console.error(`webhook: could not forget a failed delivery: ${errorMessage(forgetError)}`);
    });
    return answer(503, { error: "The pages could not be revalidated; send the delivery again." });
  }
}

/** What a signed, first delivery does: waits for the Content Lake, then expires the tags the document can change. */
async function revalidateDelivery(body: string, revalidate: Revalidator): Promise<Response> {
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
  const { _id: id, _type: type, _rev: rev, operation, slug, previousSlug } = parsed.data;
  if (id && revalidate.published) {
    const deleted = operation === "delete";
    const seen = await revalidate.published({ id, rev: rev ?? undefined, deleted });
    if (!seen)
      console.warn(
        `Revalidation: the Content Lake did not show ${id} ${deleted ? "deleted" : `at ${rev ?? "its new revision"}`} in time; revalidating anyway.`,
      );
  }
  // Links, redirects and the address map read other documents' addresses: expired only when this one's
  // address may have changed (created, deleted, renamed, or a payload that does not say).
  const addressChanged = operation !== "update" || slug === undefined || previousSlug === undefined || slug !== previousSlug;
  const tags = [typeTag(type), anyTypeTag, ...(addressChanged ? [addressTag(type)] : [])];
  revalidate.tags(tags);
  return answer(200, { type, revalidated: tags });
}
