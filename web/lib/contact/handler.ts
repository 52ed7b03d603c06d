import { contactHoneypotField } from "@site/schemas/contact-fields";
import type { ContactConfig } from "../env";
import { errorMessage } from "../error-message";
import { BodyTimeout, BodyTooLarge, readBoundedBody } from "../read-body";
import { type ErrorPageCopy, errorPageHtml, type Refusal } from "./answers";
import { clientAddress } from "./client-address";
import type { FieldValues } from "./field-errors";
import { createNotifier, type Notifier } from "./notify";
import { confirmationPath, sentFragment } from "./paths";
import { createMemoryRateLimiter, type RateLimiter, type Reservation, reserveAll } from "./rate-limit";
import { contactSubmission, readFormFields, refusalReasons, sentValues } from "./schema";
import { SqliteSubmissionStore, type SubmissionStore } from "./store";
import { PostgresStore } from "./store-postgres";

/** Bigger than the largest valid form (every field at its maximum, every character percent-encoded). */
export const maxBodyBytes = 64 * 1024;

/** The rate-limit key of requests whose address cannot be known (they share one bucket). */
export const unknownClient = "unknown";

type Options = { config: ContactConfig; loadCopy: () => Promise<ErrorPageCopy>; loadStaffNotice?: () => Promise<string> };

/** The store and the two limits: PostgreSQL when DATABASE_URL is set, else SQLite and this process's memory. */
function createBackend(config: ContactConfig): { store: SubmissionStore; perClient: RateLimiter; global: RateLimiter } {
  if (config.databaseUrl) {
    const postgres = new PostgresStore(config.databaseUrl);
    return {
      store: postgres.submissions(),
      perClient: postgres.rateLimiter("client", config.rateLimit),
      global: postgres.rateLimiter("global", config.globalRateLimit),
    };
  }
  return {
    store: new SqliteSubmissionStore(config.dataDir),
    perClient: createMemoryRateLimiter(config.rateLimit),
    global: createMemoryRateLimiter(config.globalRateLimit, { maxKeys: 1 }),
  };
}

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

/**
 * The self-hosted capture of the contact form: `POST /` with a urlencoded body (rewritten here by
 * next.config.ts). In order, each refusal costing as little as possible: cross-site (403), content type
 * (415), rate limit (429: a slot is reserved at once, so posts sent together cannot all pass before
 * any is counted), a body bounded in size and time (413, 408), validation (400). Then the row is
 * committed (503 if it cannot be); only a stored post keeps its slot (the others give it back), so a
 * refusal never locks anyone out. Fetch clients
 * (Accept: application/json) get JSON; a native form post gets a page.
 */
export function createContactHandler({ config, loadCopy, loadStaffNotice }: Options) {
  const { store, perClient, global } = createBackend(config);
  const notifier: Notifier | undefined = config.smtp ? createNotifier(store, config.smtp, loadStaffNotice) : undefined;

  async function refuse(
    request: Request,
    status: number,
    refusal: Refusal,
    details: object = {},
    headers: HeadersInit = {},
    values?: FieldValues,
  ) {
    if (wantsJson(request)) return Response.json({ ok: false, error: refusal.kind, ...details }, { status, headers });
    const html = errorPageHtml(await loadCopy(), refusal, values && { action: config.postPath, values });
    return new Response(html, { status, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
  }

  function accepted(request: Request): Response {
    if (wantsJson(request)) return Response.json({ ok: true }, { status: 200 });
    return new Response(null, { status: 303, headers: { location: `${confirmationPath}#${sentFragment}` } });
  }

  const failed = (request: Request) => refuse(request, 503, { kind: "failed" });

  /** `socketAddress`: the peer of the connection, as the server saw it (see server.mjs). */
  async function handle(request: Request, socketAddress?: string): Promise<Response> {
    if (config.target !== "self") return new Response("Not found", { status: 404 });
    if (isCrossSite(request, config)) return refuse(request, 403, { kind: "forbidden" });

    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return refuse(request, 415, { kind: "unsupported" }, { accepts: "application/x-www-form-urlencoded" });
    }

    const client = clientAddress(request.headers, socketAddress, config.clientAddress) ?? unknownClient;
    let slot: Reservation;
    try {
      slot = await reserveAll([
        [perClient, client],
        [global, "all"],
      ]);
    } catch (error) {
      console.error(`contact: could not read the rate limit in ${store.location}: ${errorMessage(error)}`);
      return failed(request);
    }
    if (!slot.ok) {
      const { retryAfter } = slot;
      return refuse(request, 429, { kind: "too-many", retryAfter }, { retryAfter }, { "retry-after": String(retryAfter) });
    }

    // The slot is taken before the body is read; it is kept only if the post is kept (or a robot's).
    let kept = false;
    try {
      let body: string;
      try {
        body = await readBoundedBody(request, { maxBytes: maxBodyBytes, timeoutMs: config.bodyTimeoutMs });
      } catch (error) {
        if (error instanceof BodyTooLarge) return refuse(request, 413, { kind: "too-large" }, { maxBytes: maxBodyBytes });
        if (error instanceof BodyTimeout) return refuse(request, 408, { kind: "timeout" }, {}, { connection: "close" });
        throw error;
      }
      const fields = readFormFields(new URLSearchParams(body));
      const parsed = contactSubmission.safeParse(fields);
      if (!parsed.success) {
        const reasons = refusalReasons(parsed.error);
        // Without JavaScript the answer is the form again, holding everything that was sent.
        return refuse(
          request,
          400,
          { kind: "invalid", fields: reasons.map((reason) => reason.field) },
          { reasons },
          {},
          sentValues(fields),
        );
      }
      const { [contactHoneypotField]: honeypot, "form-name": _formName, ...submission } = parsed.data;
      if (honeypot === "") {
        try {
          await store.insert(submission);
        } catch (error) {
          console.error(`contact: could not store a submission in ${store.location}: ${errorMessage(error)}`);
          return failed(request);
        }
      }
      // A robot filled the hidden field: answered as if accepted and kept nowhere, but counted all the same.
      kept = true;
      if (honeypot === "") void notifier?.flush();
      return accepted(request);
    } finally {
      if (!kept) {
        await slot.release().catch((error: unknown) => {
          console.error(`contact: could not give back a rate-limit slot: ${errorMessage(error)}`);
        });
      }
    }
  }

  return {
    POST: handle,
    store,
    limits: { perClient, global },
    notifier,
    async close() {
      notifier?.close();
      await store.close();
    },
  };
}

export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}
