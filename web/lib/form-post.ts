import { answerHeaders } from "./answer-page";
import type { Backend } from "./contact/backend";
import { clientAddress } from "./contact/client-address";
import { reserveAll } from "./contact/rate-limit";
import { errorMessage } from "./error-message";
import type { ContactConfig } from "./form-settings";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "./read-body";

// The rules every form post of the site passes (the contact form, the newsletter box, an event's registration,
// the buttons of the emails' links), each written once; the handlers keep only what their form decides.

const formType = "application/x-www-form-urlencoded";

/** Why the guard refused a post, as the JSON answer's `error` names it; every form's copy words each kind. */
export type GuardRefusal =
  | { kind: "forbidden" | "unsupported" | "too-large" | "timeout" | "failed" | "form" }
  | { kind: "too-many"; retryAfter: number };

/** What a refusal carries besides its kind: the JSON answer's further fields, and headers (Retry-After). */
type Extras = { details?: object; headers?: Record<string, string> };

/** A handler's refusal: its status, in JSON for a fetch client or as its page for a native post. */
export type Refuse<R> = (request: Request, status: number, refusal: R, extras?: Extras) => Promise<Response>;

/** A refusal the guard decided on the way, answered by the form's `refuse`. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly refusal: GuardRefusal,
    readonly extras?: Extras,
  ) {
    super(refusal.kind);
  }
}

/**
 * A post from a page of another site: its Origin names another host, or the browser says it is
 * cross-site (Sec-Fetch-Site). Posts from our own pages and clients that send neither header (old browsers, scripts) pass.
 */
function isCrossSite(request: Request, config: Pick<ContactConfig, "clientAddress">): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return fetchSite !== "same-origin";
  if (!URL.canParse(origin)) return true;
  // Behind trusted proxies the public host is the one they forwarded; Next fills it from Host otherwise.
  const forwardedHost =
    config.clientAddress.trustedProxyHops > 0 ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || request.headers.get("host") || new URL(request.url).host;
  return new URL(origin).host.toLowerCase() !== host.toLowerCase();
}

/** Fetch clients (`Accept: application/json`) get `json` with `status`; a native post gets what `native` makes (a page, a redirect). */
export async function formAnswer(
  request: Request,
  status: number,
  json: object,
  native: () => Response | Promise<Response>,
  headers: Record<string, string> = {},
): Promise<Response> {
  if ((request.headers.get("accept") ?? "").includes("application/json")) return Response.json(json, { status, headers });
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

const mediaType = (request: Request) => request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();

/** 415 for a body that is not a form (urlencoded; multipart too where a mail program may send it). */
function checkType(request: Request, multipart: boolean): void {
  const type = mediaType(request);
  if (type === formType || (multipart && type === "multipart/form-data")) return;
  const accepts = multipart ? `${formType}, multipart/form-data` : formType;
  throw new Refused(415, { kind: "unsupported" }, { details: { accepts } });
}

/** The body's fields, read within `maxBytes` and the configured time (413, 408), multipart decoded (400 if malformed). */
async function readFields(request: Request, maxBytes: number, timeoutMs: number): Promise<URLSearchParams> {
  let body: string;
  try {
    body = await readBoundedBody(request, { maxBytes, timeoutMs });
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new Refused(413, { kind: "too-large" }, { details: { maxBytes } });
    if (error instanceof BodyTimeout) throw new Refused(408, { kind: "timeout" }, { headers: { connection: "close" } });
    throw error;
  }
  if (mediaType(request) !== "multipart/form-data") return new URLSearchParams(body);
  try {
    const form = await new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
    return fields;
  } catch {
    throw new Refused(400, { kind: "form" });
  }
}

type Options<R> = {
  /** The form's name in the log. */
  name: string;
  config: Pick<ContactConfig, "target" | "clientAddress" | "bodyTimeoutMs">;
  /** Its rate limits, and where its store is (for the log). */
  backend: Pick<Backend<{ location: string }>, "store" | "limits">;
  /** Bigger than the largest valid form; anything bigger is not ours. */
  maxBodyBytes: number;
  refuse: Refuse<GuardRefusal | R>;
  /** Why the form takes nothing now (503), if it does not. */
  unavailable?: () => R | undefined;
};

/** The value of a field sent once; undefined when it is missing, null when repeated (never our forms'). */
export function single(fields: URLSearchParams, name: string): string | undefined | null {
  const values = fields.getAll(name);
  return values.length === 1 ? values[0] : values.length === 0 ? undefined : null;
}

/** The post's fields and the client it came from (its rate-limit key), once the guard let it through. */
export type GuardedPost = { fields: URLSearchParams; client: string };

/**
 * A visitor's post, each refusal costing as little as possible: 404 when the site captures no forms itself, 403, 415,
 * `unavailable` (503), the rate limit (429; 503 if unreadable), the body (413, 408). Slots are taken before the body
 * is read, so posts sent together cannot all pass; only an accepted post (2xx, 303) keeps its slot, so refusals never
 * lock anyone out.
 */
async function take<R>(
  options: Options<R>,
  request: Request,
  socketAddress: string | undefined,
  serve: (post: GuardedPost) => Promise<Response>,
) {
  const { name, config, backend, refuse } = options;
  if (config.target !== "self") return new Response("Not found", { status: 404 });
  if (isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });
  checkType(request, false);
  const closed = options.unavailable?.();
  if (closed) return refuse(request, 503, closed);
  // Requests whose address cannot be known share one bucket.
  const client = clientAddress(request.headers, socketAddress, config.clientAddress) ?? "unknown";
  const slot = await reserveAll([
    [backend.limits.perClient, client],
    [backend.limits.global, "all"],
  ]).catch((error: unknown) => {
    console.error(`${name}: could not read the rate limit in ${backend.store.location}: ${errorMessage(error)}`);
    throw new Refused(503, { kind: "failed" });
  });
  if (!slot.ok) {
    const { retryAfter } = slot;
    throw new Refused(429, { kind: "too-many", retryAfter }, { details: { retryAfter }, headers: { "retry-after": String(retryAfter) } });
  }
  let kept = false;
  try {
    const response = await serve({ fields: await readFields(request, options.maxBodyBytes, config.bodyTimeoutMs), client });
    kept = response.status < 400;
    return response;
  } finally {
    if (!kept) {
      await slot.release().catch((error: unknown) => {
        console.error(`${name}: could not give back a rate-limit slot: ${errorMessage(error)}`);
      });
    }
  }
}

/**
 * One form's guard: `take` for a visitor's post; `read` for the buttons of the emails' links, which the token
 * authorizes (content type and body only, cross-site when asked). Refusals are answered by the form's `refuse`.
 */
export function createFormPost<R extends { kind: string }>(options: Options<R>) {
  const { config, maxBodyBytes, refuse } = options;
  const answering = async <T>(request: Request, work: () => Promise<T>): Promise<T | Response> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return refuse(request, error.status, error.refusal, error.extras);
    }
  };
  return {
    take: (request: Request, socketAddress: string | undefined, serve: (post: GuardedPost) => Promise<Response>) =>
      answering(request, () => take(options, request, socketAddress, serve)),
    read: (request: Request, { multipart = false, crossSite = false } = {}) =>
      answering(request, async () => {
        if (crossSite && isCrossSite(request, config)) throw new Refused(403, { kind: "forbidden" });
        checkType(request, multipart);
        return readFields(request, maxBodyBytes, config.bodyTimeoutMs);
      }),
  };
}
