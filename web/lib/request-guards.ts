/**
 * Small checks made before an address is resolved (proxy.ts, lib/content/addresses.ts): requests that
 * no page can answer are refused here with a well-formed answer (the security headers come from
 * next.config.ts), never left to throw deeper down (a 500 without headers and a stack in the log).
 */

/** What a page answers: it is read, never written to. */
export const pageMethods = ["GET", "HEAD"] as const;

/** A method a page does not answer: 405 with the methods it does (RFC 9110 §15.5.6). */
export function refusePageMethod(method: string): Response | undefined {
  if ((pageMethods as readonly string[]).includes(method.toUpperCase())) return undefined;
  return new Response("Method not allowed", {
    status: 405,
    headers: { allow: pageMethods.join(", "), "content-type": "text/plain; charset=utf-8" },
  });
}

/** The path with its percent-escapes decoded, or undefined when they are malformed (`/%ff`, `/%`): no such address exists. */
export function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}
