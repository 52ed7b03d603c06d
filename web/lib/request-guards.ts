// A request no page can answer is refused with a well-formed answer, never left to throw deeper down (a 500).

export const pageMethods: readonly string[] = ["GET", "HEAD"];

/** A method a page does not answer: 405 with the methods it does (RFC 9110 §15.5.6). */
export function refusePageMethod(method: string): Response | undefined {
  if (pageMethods.includes(method.toUpperCase())) return undefined;
  return new Response("Method not allowed", {
    status: 405,
    headers: { allow: pageMethods.join(", "), "content-type": "text/plain; charset=utf-8" },
  });
}

/** Whether a redirect's final (encoded) path is `intended`, unchanged by normalisation, and not another site's (`//host`). */
export function sameSitePath(final: string, intended: string): boolean {
  return !final.startsWith("//") && !final.includes("\\") && decodedPath(final) === intended;
}

/** The path with its percent-escapes decoded, or undefined when they are malformed (`/%ff`). */
export function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

/** The methods each route handler under /api answers (tests/fuzz/routes.test.ts checks them); server.mjs refuses others. */
export const apiRouteMethods: Record<string, readonly string[]> = {
  "/api/contact": ["POST"],
  "/api/revalidate": ["POST"],
  "/api/newsletter": ["POST"],
  "/api/newsletter/confirm": ["GET", "POST"],
  "/api/newsletter/unsubscribe": ["GET", "POST"],
  "/api/draft-mode/enable": ["GET"],
  "/api/draft-mode/disable": ["GET"],
  "/api/events/register": ["POST"],
  "/api/events/cancel": ["GET", "POST"],
};

/** The Allow header of a route handler under /api, or undefined for an address no handler has. */
export function apiAllow(path: string): string | undefined {
  return apiRouteMethods[path.replace(/\/+$/, "")]?.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
}
