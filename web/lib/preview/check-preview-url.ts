import { type SanityClientLike, validatePreviewUrl } from "@sanity/preview-url-secret";
import { perspectiveCookieName, urlSearchParamPreviewSecret } from "@sanity/preview-url-secret/constants";
import { localPathPattern } from "@site/schemas/page-path";
import { clientAddress } from "../contact/client-address";
import { createMemoryRateLimiter, type RateLimiter } from "../contact/rate-limit";
import { previewPerspective } from "../content/draft-mode";
import { contactConfig } from "../env";
import { errorMessage } from "../error-message";

export type PreviewCheck =
  | { ok: true; redirectTo: string; perspective: string }
  | { ok: false; status: 401 | 429 | 502; error: string; retryAfter?: number };

/**
 * The Studio's secrets (@sanity/preview-url-secret's generateUrlSecret: base64url, 43 characters; shorter where
 * the browser has no crypto). Anything else is refused before any query: a guess costs the project nothing.
 */
export const previewSecretPattern = /^[\w-]{8,128}$/;

/**
 * The address to open after switching draft mode on: the library's target when its path is one of this site's
 * (the rule of every other redirect, schemas/objects/page-path.ts), else the home page. The library normalises
 * dot segments, so `/.//evil.example` would otherwise become `//evil.example`, another site.
 */
export function localTarget(redirectTo: string): string {
  const path = redirectTo.split(/[?#]/, 1)[0] ?? "";
  return localPathPattern.test(path) ? redirectTo : "/";
}

/** Guesses of the secret allowed per client (and from everyone) per minute: the Studio opens a preview a few times. */
export const enableRateLimit = { perClient: { max: 20, windowSeconds: 60 }, global: { max: 120, windowSeconds: 60 } };

const limits = {
  perClient: createMemoryRateLimiter(enableRateLimit.perClient),
  global: createMemoryRateLimiter(enableRateLimit.global, { maxKeys: 1 }),
};

const refusal = (status: 401 | 429 | 502, error: string, retryAfter?: number): PreviewCheck => ({
  ok: false,
  status,
  error,
  ...(retryAfter ? { retryAfter } : {}),
});

/** A slot in the client's limit and in everyone's, or the seconds to wait. */
async function rateLimited(request: Request, socketAddress: string | undefined, limiters: Record<keyof typeof limits, RateLimiter>) {
  const client = clientAddress(request.headers, socketAddress, contactConfig.clientAddress) ?? "unknown";
  for (const [limiter, key] of [
    [limiters.perClient, client],
    [limiters.global, "all"],
  ] as const) {
    const slot = await limiter.reserve(key);
    if (!slot.ok) return slot.retryAfter;
  }
  return undefined;
}

/**
 * Checks a draft-mode request from the Studio's Presentation tool: the URL carries a short-lived secret
 * that the Studio stored in the project, and only a client with a read token can look it up.
 * `client` is undefined when no Sanity project (or no read token) is configured.
 */
export async function checkPreviewUrl(
  request: Request,
  client: SanityClientLike | undefined,
  { socketAddress, limiters = limits }: { socketAddress?: string | undefined; limiters?: Record<keyof typeof limits, RateLimiter> } = {},
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
 * The cookies that keep the preview on, as the route sets them: Next's bypass cookie and the perspective.
 * The preview runs in the Studio's iframe, on another site: sent cross-site (`SameSite=None; Secure`) and
 * `Partitioned` (CHIPS), without which Safari drops a third-party cookie and draft mode never turns on there.
 */
export function previewCookies(bypass: { name: string; value: string } | undefined, perspective: string) {
  const crossSite = { httpOnly: true, path: "/", secure: true, sameSite: "none", partitioned: true } as const;
  return [...(bypass ? [{ ...bypass, ...crossSite }] : []), { name: perspectiveCookieName, value: perspective, ...crossSite }];
}

export { perspectiveCookieName };
