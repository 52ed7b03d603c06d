import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { z } from "zod";
import { errorMessage } from "../error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { type DeliveryStore, deliveryKeys, webhookDeliveries } from "./webhook-replay";

/**
 * Sanity's "publish to live" webhook: checks the signature, then marks every page stale. Every page is
 * composed of sections that may list any document (service, case-study and post grids), the layout
 * reads the site settings, and a new or renamed page or service changes the routes themselves: so a
 * publish of any document, of any type present or future, reaches every page that could show it, with
 * no map of types to pages to keep. Pages are rendered again on their next request, one at a time.
 * The webhook sends the projection `{_type, "slug": slug.current, "previousSlug": before().slug.current}`.
 */
const payload = z.object({
  _type: z.string().min(1),
  slug: z.string().nullish(),
  previousSlug: z.string().nullish(),
});

/** Routes outside the root layout that read content (metadata files, the blog's feed): the sitemap lists every page. */
export const siteFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest", "/blog/rss.xml"] as const;

/** Sanity's payloads are a few hundred bytes; anything far larger is not from the webhook. */
export const maxBodyBytes = 64 * 1024;

/** A signature older than this is refused: a captured request cannot be replayed later. */
export const maxSignatureAgeMs = 5 * 60 * 1000;

/** How far ahead of the server's clock a signature may be (clocks differ a little, never by minutes). */
export const maxClockSkewMs = 30 * 1000;

export type Revalidator = {
  /** Marks one path stale: its next request renders it from the current content. */
  path: (path: string) => void;
  /** Marks every page under the root layout stale. */
  layout: () => void;
  /** Every public route, listed in the answer. */
  allRoutes: () => Promise<string[]>;
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** A delivery already accepted (lib/content/webhook-replay.ts) is refused with 409; a store outage is a 503. */
async function refuseReplay(request: Request, signature: string, deliveries: DeliveryStore, keepUntil: number) {
  try {
    if (await deliveries.firstDelivery(deliveryKeys(request, signature), keepUntil)) return undefined;
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
  const replay = await refuseReplay(request, signature, deliveries, now() + maxSignatureAgeMs + maxClockSkewMs);
  if (replay) return replay;

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
  const { _type: type } = parsed.data;
  revalidate.layout();
  for (const file of siteFiles) revalidate.path(file);
  return answer(200, { type, revalidated: [...(await revalidate.allRoutes()), ...siteFiles] });
}
