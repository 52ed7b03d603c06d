import { type Refusal, refusalFromAnswer } from "./refusal";

/** The server refused the message for a reason the visitor can act on (a field, waiting, the page). */
export class SendRefused extends Error {
  constructor(
    readonly refusal: Exclude<Refusal, { kind: "failed" }>,
    status: number,
  ) {
    super(`the server refused the message (${status} ${refusal.kind})`);
  }
}

/** How long the browser waits for the server before showing the error banner. */
const sendTimeoutMs = 15_000;

/**
 * Posts the form's fields urlencoded and resolves on a 2xx answer. A refusal the visitor can act on
 * (400, 403, 408, 413, 415, 429 with the capture's JSON) rejects with SendRefused; a network failure,
 * the timeout or any other answer rejects otherwise (the Oops! banner). Either way the text is kept.
 */
export async function sendForm(action: string, form: HTMLFormElement, timeoutMs = sendTimeoutMs): Promise<void> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: body.toString(),
      signal: controller.signal,
    });
    if (response.ok) return;
    const refusal = response.status < 500 ? refusalFromAnswer(await response.json().catch(() => undefined)) : undefined;
    if (refusal) throw new SendRefused(refusal, response.status);
    throw new Error(`the server answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
