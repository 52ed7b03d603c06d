import { contactHoneypotField } from "@site/schemas/contact-fields";
import type { ContactConfig } from "../env";
import { type ErrorPageCopy, errorPageHtml, type Refusal } from "./answers";
import { createNotifier, type Notifier } from "./notify";
import { createRateLimiter } from "./rate-limit";
import { contactSubmission, readFormFields, refusalReasons } from "./schema";
import { SubmissionStore } from "./store";

/** Bigger than the largest valid form (every field at its maximum, every character percent-encoded). */
export const maxBodyBytes = 64 * 1024;

/** Where a visitor lands after posting without JavaScript. */
export const confirmationPath = "/contact/thank-you";

type Options = { config: ContactConfig; loadCopy: () => Promise<ErrorPageCopy> };

class BodyTooLarge extends Error {}

async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}

/**
 * The self-hosted capture of the contact form: `POST /` with a
 * urlencoded body (rewritten here by next.config.ts). Validates, stores the row durably, answers, then emails staff. Fetch clients
 * (Accept: application/json) get JSON; a native form post gets a page.
 */
export function createContactHandler({ config, loadCopy }: Options) {
  const store = new SubmissionStore(config.dataDir);
  const notifier: Notifier | undefined = config.smtp ? createNotifier(store, config.smtp) : undefined;
  const rateLimit = createRateLimiter(config.rateLimit);

  async function refuse(request: Request, status: number, refusal: Refusal, details: object = {}, headers: HeadersInit = {}) {
    if (wantsJson(request)) return Response.json({ ok: false, error: refusal.kind, ...details }, { status, headers });
    const html = errorPageHtml(await loadCopy(), refusal);
    return new Response(html, { status, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
  }

  function accepted(request: Request): Response {
    if (wantsJson(request)) return Response.json({ ok: true }, { status: 200 });
    return new Response(null, { status: 303, headers: { location: confirmationPath } });
  }

  async function handle(request: Request): Promise<Response> {
    if (config.target !== "self") return new Response("Not found", { status: 404 });

    const limited = rateLimit(clientAddress(request));
    if (!limited.ok) {
      return refuse(request, 429, { kind: "too-many" }, { retryAfter: limited.retryAfter }, { "retry-after": String(limited.retryAfter) });
    }
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return refuse(request, 415, { kind: "unsupported" }, { accepts: "application/x-www-form-urlencoded" });
    }
    let body: string;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(request, 413, { kind: "too-large" }, { maxBytes: maxBodyBytes });
      throw error;
    }
    const parsed = contactSubmission.safeParse(readFormFields(new URLSearchParams(body)));
    if (!parsed.success) {
      const reasons = refusalReasons(parsed.error);
      return refuse(request, 400, { kind: "invalid", fields: reasons.map((reason) => reason.field) }, { reasons });
    }
    const { [contactHoneypotField]: honeypot, "form-name": _formName, ...submission } = parsed.data;
    // A robot filled the hidden field: answer as if accepted, keep nothing.
    if (honeypot !== "") return accepted(request);

    try {
      store.insert(submission);
    } catch (error) {
      console.error(`contact: could not store a submission in ${store.file}: ${(error as Error).message}`);
      return refuse(request, 503, { kind: "failed" });
    }
    void notifier?.flush();
    return accepted(request);
  }

  return { POST: handle, store, notifier };
}

function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}
