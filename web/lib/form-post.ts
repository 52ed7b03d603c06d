import { answerHeaders } from "./answer-page";
import { clientAddress } from "./contact/client-address";
import { type RateLimiter, type Reservation, reserveAll } from "./contact/rate-limit";
import type { ContactConfig } from "./env";
import { errorMessage } from "./error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "./read-body";

/**
 * The rules every form post of the site passes (the contact form, the newsletter box, an event's registration,
 * the buttons of the emails' links), each written once: cross-site refusal, content type, rate limit, a body
 * bounded in size and time, and the answer in JSON or as a page. The handlers keep only what their form decides.
 */

/** The content type of a native form post. */
export const formType = "application/x-www-form-urlencoded";

/** The rate-limit key of requests whose address cannot be known (they share one bucket). */
export const unknownClient = "unknown";

/** Why the guard refused a post, as the JSON answer's `error` names it; every form's copy words each kind. */
export type GuardRefusal =
  | { kind: "forbidden" }
  | { kind: "unsupported" }
  | { kind: "too-many"; retryAfter: number }
  | { kind: "too-large" }
  | { kind: "timeout" }
  | { kind: "failed" }
  | { kind: "form" };

/** What a refusal carries besides its kind: the JSON answer's further fields, and headers (Retry-After). */
export type RefusalExtras = { details?: object; headers?: Record<string, string> };

/** A handler's refusal: its status, in JSON for a fetch client or as its page for a native post. */
export type Refuse<R> = (request: Request, status: number, refusal: R, extras?: RefusalExtras) => Promise<Response>;

/** A refusal the guard decided, for the handler's `refuse` to answer. */
type Refused = { status: number; refusal: GuardRefusal; extras?: RefusalExtras };

type GuardConfig = Pick<ContactConfig, "target" | "clientAddress" | "bodyTimeoutMs">;

/**
 * A post from a page of another site: its Origin names another host, or the browser says it is
 * cross-site (Sec-Fetch-Site). Posts from our own pages (fetch or native, same origin) and clients that
 * send neither header (old browsers, scripts) pass.
 */
export function isCrossSite(request: Request, config: Pick<ContactConfig, "clientAddress">): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return fetchSite !== "same-origin";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // Behind trusted proxies the public host is the one they forwarded; Next fills it from Host otherwise.
  const forwardedHost =
    config.clientAddress.trustedProxyHops > 0 ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || request.headers.get("host") || new URL(request.url).host;
  return originHost.toLowerCase() !== host.toLowerCase();
}

/** A fetch client asks for JSON (`Accept: application/json`); a native form post is answered with a page. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

/** Fetch clients get `json` with `status`; a native post gets what `native` makes (a page, a redirect). */
export async function formAnswer(
  request: Request,
  status: number,
  json: object,
  native: () => Response | Promise<Response>,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (wantsJson(request)) return Response.json(json, { status, headers });
  return native();
}

/**
 * The `refuse` of a form whose refusals are pages: `page` draws the page for a refusal (lib/answer-page.tsx), sent with
 * its status and the answer pages' headers; a fetch client gets `{ ok: false, error: kind, ...details }`.
 */
export function refuseWith<R extends { kind: string }>(page: (refusal: R, request: Request) => Promise<string>): Refuse<R> {
  return (request, status, refusal, { details = {}, headers = {} } = {}) =>
    formAnswer(
      request,
      status,
      { ok: false, error: refusal.kind, ...details },
      async () => new Response(await page(refusal, request), { status, headers: { ...answerHeaders, ...headers } }),
      headers,
    );
}

/** A native post's redirect to the page that says it worked (303: the browser GETs it). */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/** The media type of the request's body, lower case, without its parameters. */
const mediaType = (request: Request) => request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();

/** 415 for a body that is not a form (urlencoded; multipart too where a mail program may send it). */
function unsupportedType(request: Request, multipart: boolean): Refused | undefined {
  const type = mediaType(request);
  if (type === formType || (multipart && type === "multipart/form-data")) return undefined;
  const accepts = multipart ? `${formType}, multipart/form-data` : formType;
  return { status: 415, refusal: { kind: "unsupported" }, extras: { details: { accepts } } };
}

/** The body's fields, read within `maxBytes` and the configured time (413, 408), multipart decoded (400 if malformed). */
async function readFields(request: Request, maxBytes: number, timeoutMs: number): Promise<URLSearchParams | Refused> {
  let body: string;
  try {
    body = await readBoundedBody(request, { maxBytes, timeoutMs });
  } catch (error) {
    if (error instanceof BodyTooLarge) return { status: 413, refusal: { kind: "too-large" }, extras: { details: { maxBytes } } };
    if (error instanceof BodyTimeout) return { status: 408, refusal: { kind: "timeout" }, extras: { headers: { connection: "close" } } };
    throw error;
  }
  if (mediaType(request) !== "multipart/form-data") return new URLSearchParams(body);
  try {
    const form = await new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
    return fields;
  } catch {
    return { status: 400, refusal: { kind: "form" } };
  }
}

type FormPostOptions<R> = {
  /** The form's name in the log. */
  name: string;
  config: GuardConfig;
  limits: { perClient: RateLimiter; global: RateLimiter };
  /** Where the store is, for the log. */
  location: string;
  /** Bigger than the largest valid form; anything bigger is not ours. */
  maxBodyBytes: number;
  refuse: Refuse<GuardRefusal | R>;
};

/** The post's fields and the client it came from (its rate-limit key), once the guard let it through. */
export type GuardedPost = { fields: URLSearchParams; client: string };

/** A slot in the client's and everyone's limits, or the refusal: 429 with Retry-After, 503 if the limit cannot be read. */
async function reserve<R>(
  { name, limits, location, refuse }: FormPostOptions<R>,
  request: Request,
  client: string,
): Promise<Extract<Reservation, { ok: true }> | Response> {
  let slot: Reservation;
  try {
    slot = await reserveAll([
      [limits.perClient, client],
      [limits.global, "all"],
    ]);
  } catch (error) {
    console.error(`${name}: could not read the rate limit in ${location}: ${errorMessage(error)}`);
    return refuse(request, 503, { kind: "failed" });
  }
  if (slot.ok) return slot;
  const { retryAfter } = slot;
  return refuse(
    request,
    429,
    { kind: "too-many", retryAfter },
    { details: { retryAfter }, headers: { "retry-after": String(retryAfter) } },
  );
}

/** The post past the checks made before a slot is taken (404 when the site captures no forms itself, 403, 415, 503), or its refusal. */
function refusedBeforeSlot<R>(
  options: FormPostOptions<R>,
  request: Request,
  unavailable?: () => R | undefined,
): Promise<Response> | undefined {
  const { config, refuse } = options;
  if (config.target !== "self") return Promise.resolve(new Response("Not found", { status: 404 }));
  if (isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });
  const refused = unsupportedType(request, false);
  if (refused) return refuse(request, refused.status, refused.refusal, refused.extras);
  const closed = unavailable?.();
  return closed ? refuse(request, 503, closed) : undefined;
}

/** A visitor's post through every rule, `serve` deciding what the guard lets through; see createFormPost. */
async function takePost<R>(
  options: FormPostOptions<R>,
  request: Request,
  socketAddress: string | undefined,
  serve: (post: GuardedPost) => Promise<Response>,
  unavailable?: () => R | undefined,
): Promise<Response> {
  const refused = refusedBeforeSlot(options, request, unavailable);
  if (refused) return refused;
  const client = clientAddress(request.headers, socketAddress, options.config.clientAddress) ?? unknownClient;
  const slot = await reserve(options, request, client);
  if (slot instanceof Response) return slot;
  let kept = false;
  try {
    const fields = await readFields(request, options.maxBodyBytes, options.config.bodyTimeoutMs);
    if (!(fields instanceof URLSearchParams)) return await options.refuse(request, fields.status, fields.refusal, fields.extras);
    const response = await serve({ fields, client });
    kept = response.status < 400;
    return response;
  } finally {
    if (!kept) {
      await slot.release().catch((error: unknown) => {
        console.error(`${options.name}: could not give back a rate-limit slot: ${errorMessage(error)}`);
      });
    }
  }
}

/** The fields of a post that a link's token authorizes (no rate limit): content type and body, cross-site when asked. */
async function readPost<R>(
  { config, maxBodyBytes, refuse }: FormPostOptions<R>,
  request: Request,
  { multipart = false, crossSite = false } = {},
): Promise<URLSearchParams | Response> {
  if (crossSite && isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });
  const refused = unsupportedType(request, multipart) ?? (await readFields(request, maxBodyBytes, config.bodyTimeoutMs));
  return refused instanceof URLSearchParams ? refused : refuse(request, refused.status, refused.refusal, refused.extras);
}

/**
 * One form's guard. `take` serves a visitor's post (the contact form, the newsletter box, a registration): in
 * order, each refusal costing as little as possible, 404 when the site captures no forms itself, cross-site (403),
 * content type (415), `unavailable` (503, checked before a slot is taken), the rate limit (429: the client's and
 * everyone's slot are reserved at once, so posts sent together cannot all pass before any is counted; 503 if the
 * limit cannot be read), a body bounded in size and time (413, 408). Only an accepted post (answered 2xx or 303,
 * a robot's included) keeps its slot; a refusal gives it back, so it never locks anyone out. `read` serves the
 * buttons of the emails' links, which the token authorizes: content type and body only, cross-site when asked.
 */
export function createFormPost<R extends { kind: string }>(options: FormPostOptions<R>) {
  return {
    take: (
      request: Request,
      socketAddress: string | undefined,
      serve: (post: GuardedPost) => Promise<Response>,
      unavailable?: () => R | undefined,
    ) => takePost(options, request, socketAddress, serve, unavailable),
    read: (request: Request, how?: { multipart?: boolean; crossSite?: boolean }) => readPost(options, request, how),
  };
}
