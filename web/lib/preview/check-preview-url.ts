import { type SanityClientLike, validatePreviewUrl } from "@sanity/preview-url-secret";
import { perspectiveCookieName, urlSearchParamPreviewSecret } from "@sanity/preview-url-secret/constants";
import { localPathPattern } from "@site/schemas/addresses";
import { clientAddress } from "../contact/client-address";
import { createMemoryRateLimiter, type RateLimiter } from "../contact/rate-limit";
import { previewPerspective } from "../content/draft-mode";
import { errorMessage } from "../error-message";
import { contactConfig } from "../form-settings";

type PreviewCheck =
  | { ok: true; redirectTo: string; perspective: string }
  | { ok: false; status: 401 | 429 | 502; error: string; retryAfter?: number };

/** The Studio's secrets (base64url, 43 characters; shorter without crypto): anything else is refused before any query. */
const previewSecretPattern = /^[\w-]{8,128}$/;

/**
 * The library's target when its path is one of this site's, else the home page: the library normalises dot segments,
 * so `/.//evil.example` would otherwise become `//evil.example`, another site.
 */
function localTarget(redirectTo: string): string {
  const path = redirectTo.split(/[?#]/, 1)[0] ?? "";
  return localPathPattern.test(path) ? redirectTo : "/";
}

/** Guesses of the secret allowed per minute, per client and from everyone: the Studio opens a preview a few times. */
const limits = {
  perClient: createMemoryRateLimiter({ max: 20, windowSeconds: 60 }),
  global: createMemoryRateLimiter({ max: 120, windowSeconds: 60 }, { maxKeys: 1 }),
};
type Limiters = Record<keyof typeof limits, RateLimiter>;

const refusal = (status: 401 | 429 | 502, error: string, retryAfter?: number): PreviewCheck =>
  retryAfter ? { ok: false, status, error, retryAfter } : { ok: false, status, error };

/** A slot in the client's limit and in everyone's, or the seconds to wait. */
async function rateLimited(request: Request, socketAddress: string | undefined, limiters: Limiters) {
  const client = clientAddress(request.headers, socketAddress, contactConfig.clientAddress) ?? "unknown";
  const slot = await limiters.perClient.reserve(client);
  if (!slot.ok) return slot.retryAfter;
  const shared = await limiters.global.reserve("all");
  return shared.ok ? undefined : shared.retryAfter;
}

/**
 * Checks a draft-mode request from the Studio's Presentation tool: its URL carries a short-lived secret the Studio
 * stored in the project, which only a client with a read token (`client`, if configured) can look up.
 */
export async function checkPreviewUrl(
  request: Request,
  client: SanityClientLike | undefined,
  { socketAddress, limiters = limits }: { socketAddress?: string | undefined; limiters?: Limiters } = {},
): Promise<PreviewCheck> {
  if (!client) {
    return refusal(
      401,
      "Preview is not available: this site reads the bundled dataset. Set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN to preview drafts.",
    );
  }
  const invalid = "Missing or invalid preview secret: open the preview from the Studio's Presentation tool.";
  const secret = new URL(request.url).searchParams.get(urlSearchParamPreviewSecret);
  if (!secret || !previewSecretPattern.test(secret)) return refusal(401, invalid);
  const retryAfter = await rateLimited(request, socketAddress, limiters);
  if (retryAfter)
    return refusal(429, "Too many attempts to switch preview on: wait a minute and open it from the Studio again.", retryAfter);
  try {
    const { isValid, redirectTo = "/", studioPreviewPerspective } = await validatePreviewUrl(client, request.url);
    if (!isValid) return refusal(401, invalid);
    return {
      ok: true,
      redirectTo: localTarget(redirectTo),
      perspective: previewPerspective(studioPreviewPerspective)?.join(",") ?? "drafts",
    };
  } catch (error) {
    return refusal(502, `Could not check the preview secret with Sanity: ${errorMessage(error)}`);
  }
}

/**
 * The cookies that keep the preview on (Next's bypass cookie and the perspective), for the Studio's iframe on another
 * site: cross-site and `Partitioned` (CHIPS), without which Safari drops them and draft mode never turns on there.
 */
export function previewCookies(bypass: { name: string; value: string } | undefined, perspective: string) {
  const crossSite = { httpOnly: true, path: "/", secure: true, sameSite: "none", partitioned: true } as const;
  return [...(bypass ? [{ ...bypass, ...crossSite }] : []), { name: perspectiveCookieName, value: perspective, ...crossSite }];
}

export { perspectiveCookieName };
