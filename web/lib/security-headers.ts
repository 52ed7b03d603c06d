import { createHash } from "node:crypto";
import { draftModeCookie } from "../next-internals/names.mjs";

/**
 * Response headers for every route, and the Content-Security-Policy each answer carries: the strictest it
 * can (issue 32, item 9).
 *
 * - A page's HTML (server.mjs, lib/html-response.mjs) gets a policy made from the HTML actually sent:
 *   `script-src 'none'` when it runs no script (every content page: they ship none), else this origin's
 *   files and the SHA-256 hash of each inline script it carries, no more (/contact: the loader of
 *   lib/client-runtime.mjs and the RSC payload Next writes); `style-src 'self'` plus the hash of each inline
 *   <style> (each page's own rules, inlined by lib/page-css.mjs). No 'unsafe-inline' anywhere.
 * - Any other answer (JSON, text, files, refusals) gets `inlinePolicy` with no inline hash: no script at all.
 * - Draft mode (the Studio's preview, with the `__prerender_bypass` cookie only the secret-checked route
 *   sets) runs Next's whole runtime and @sanity/visual-editing, which writes styles and scripts as it goes:
 *   it keeps `'unsafe-inline'` (`draftModePolicy`), and may be framed by the Studio. It is never cached.
 *
 * Otherwise bounded: no other origin may serve scripts, `eval` stays forbidden, plugins and <base>
 * rewriting are off, the page cannot be framed, forms post only to this origin. Images come from this
 * origin or, with a Sanity project, from its asset CDN (`imageOrigin`).
 */
const policy = (scriptSrc: string, styleSrc: string, imageOrigin?: string) =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `style-src ${styleSrc}`,
    `img-src 'self' data:${imageOrigin ? ` ${imageOrigin}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");

/** The policy of an answer that runs no script and has no inline style (every answer but HTML's). */
export const contentSecurityPolicyFor = (imageOrigin?: string) => policy("'none'", "'self'", imageOrigin);

/** Draft mode's policy (see above), and `next dev`'s (its runtime evaluates code and injects styles). */
export const draftModePolicy = (imageOrigin?: string) => policy("'self' 'unsafe-inline'", "'self' 'unsafe-inline'", imageOrigin);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
/** Executable <script> elements (JSON-LD and other data blocks are not run, so no policy governs them). */
const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const styleElements = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const dataBlock = /\btype\s*=\s*"(?!(?:text|application)\/(?:javascript|ecmascript)|module")[^"]*"/i;

/**
 * The policy for this HTML, exactly what it runs: `script-src 'none'` when it has no script, else this
 * origin and a hash per inline script; styles from this origin and a hash per inline <style>. `runsScripts` false
 * (the page's route declares no client runtime): `script-src 'none'`, whatever its markup holds.
 * Style attributes would need 'unsafe-hashes': there are none, and the suite checks Chromium reports nothing.
 */
export function contentSecurityPolicyForHtml(html: string, imageOrigin?: string, runsScripts = true): string {
  const scripts = new Set<string>();
  let external = false;
  for (const [, attributes = "", body = ""] of runsScripts ? html.matchAll(scriptElements) : []) {
    if (dataBlock.test(attributes)) continue;
    if (/\bsrc\s*=/i.test(attributes)) external = true;
    else scripts.add(sha256(body));
  }
  const styles = new Set([...html.matchAll(styleElements)].map(([, body = ""]) => sha256(body)));
  const scriptSrc =
    scripts.size === 0 && !external && !(runsScripts && html.includes("data-client-runtime-loader"))
      ? "'none'"
      : ["'self'", ...scripts].join(" ");
  return policy(scriptSrc, ["'self'", ...styles].join(" "), imageOrigin);
}

/** Every answer's headers; `development` (`next dev`) keeps inline code, which its runtime needs. */
export const securityHeadersFor = (imageOrigin?: string, development = false) => [
  { key: "Content-Security-Policy", value: development ? draftModePolicy(imageOrigin) : contentSecurityPolicyFor(imageOrigin) },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * With preview configured, the Studio's Presentation tool shows the site in an iframe: requests in draft
 * mode (they carry Next's draft-mode cookie (`draftModeCookie`), which only the secret-checked enable route sets)
 * and the draft-mode routes themselves may be framed by the Studio's origin, and by nothing else.
 */
export function previewFrameHeaders(studioUrl: string, imageOrigin?: string) {
  const framed = draftModePolicy(imageOrigin).replace("frame-ancestors 'none'", `frame-ancestors 'self' ${new URL(studioUrl).origin}`);
  const headers = [{ key: "Content-Security-Policy", value: framed }];
  return [
    { source: "/:path*", has: [{ type: "cookie" as const, key: draftModeCookie }], headers },
    { source: "/api/draft-mode/:path*", headers },
  ];
}
