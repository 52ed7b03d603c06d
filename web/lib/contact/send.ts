/** How long the browser waits for the server before showing the error banner. */
export const sendTimeoutMs = 15_000;

/**
 * Posts the form's fields urlencoded and resolves on a 2xx answer. A network failure, the timeout or
 * any other status rejects: the visitor then sees the error banner and keeps their text.
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
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
