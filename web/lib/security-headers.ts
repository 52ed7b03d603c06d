import { createHash } from "node:crypto";
import { draftModeCookie } from "../next-internals/names.mjs";

// Every answer's headers, with the strictest Content-Security-Policy it can carry (issue 32, item 9):
// - a page's HTML (lib/html-response.mjs): made from the HTML sent, `script-src 'none'` unless it runs script
//   (/contact: 'self' and a hash per inline script); `style-src 'self'` and a hash per inline <style> (lib/page-css.mjs);
// - any other answer: no script, no inline style;
// - draft mode (the Studio's preview: Next's runtime and @sanity/visual-editing write scripts and styles as they go):
//   'unsafe-inline', framed by the Studio only. Only the secret-checked route sets its cookie; it is never cached.
// Images come from this origin or the Sanity project's asset CDN (`imageOrigin`).
const policy = (scriptSrc: string, styleSrc: string, imageOrigin?: string) =>
  `default-src 'self'; script-src ${scriptSrc}; style-src ${styleSrc}; img-src 'self' data:${imageOrigin ? ` ${imageOrigin}` : ""}; ` +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'";

const draftModePolicy = (imageOrigin?: string) => policy("'self' 'unsafe-inline'", "'self' 'unsafe-inline'", imageOrigin);

const hashes = (bodies: string[]) => [...new Set(bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`))];
const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const styleElements = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** JSON-LD and other data blocks are not run, so no policy governs them. */
const dataBlock = /\btype\s*=\s*"(?!(?:text|application)\/(?:javascript|ecmascript)|module")[^"]*"/i;

/**
 * The policy for this HTML. `runsScripts` false (the route declares no client runtime) gives `script-src 'none'`
 * whatever the markup holds. Style attributes would need 'unsafe-hashes': there are none (the suite checks).
 */
export function contentSecurityPolicyForHtml(html: string, imageOrigin: string | undefined, runsScripts: boolean): string {
  const scripts = runsScripts ? [...html.matchAll(scriptElements)].filter(([, attributes = ""]) => !dataBlock.test(attributes)) : [];
  const inline = scripts.filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes)).map(([, , body = ""]) => body);
  const scriptSrc = scripts.length === 0 ? "'none'" : ["'self'", ...hashes(inline)].join(" ");
  const styles = [...html.matchAll(styleElements)].map(([, body = ""]) => body);
  return policy(scriptSrc, ["'self'", ...hashes(styles)].join(" "), imageOrigin);
}

/** Every answer's headers; `development` (`next dev`) keeps inline code, which its runtime needs. */
export const securityHeadersFor = (imageOrigin?: string, development = false) => [
  { key: "Content-Security-Policy", value: development ? draftModePolicy(imageOrigin) : policy("'none'", "'self'", imageOrigin) },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** Draft-mode requests (Next's draft-mode cookie) and the draft-mode routes may be framed by the Studio, and nothing else. */
export function previewFrameHeaders(studioUrl: string, imageOrigin?: string) {
  const framed = draftModePolicy(imageOrigin).replace("frame-ancestors 'none'", `frame-ancestors 'self' ${new URL(studioUrl).origin}`);
  const headers = [{ key: "Content-Security-Policy", value: framed }];
  return [
    { source: "/:path*", has: [{ type: "cookie" as const, key: draftModeCookie }], headers },
    { source: "/api/draft-mode/:path*", headers },
  ];
}
