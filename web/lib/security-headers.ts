import { createHash } from "node:crypto";
import { draftModeCookie } from "../next-internals/names.mjs";

// Every answer's headers, with the strictest CSP it can carry: a page's made from its HTML (`script-src 'none'`
// unless it runs script; a hash per inline script and <style>), none for other answers, and in draft mode (the
// Studio's preview writes scripts and styles as it goes) 'unsafe-inline', framed by the Studio only.
const policy = (scriptSrc: string, styleSrc: string, imageOrigin?: string) =>
  `default-src 'self'; script-src ${scriptSrc}; style-src ${styleSrc}; img-src 'self' data:${imageOrigin ? ` ${imageOrigin}` : ""}; ` +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'";

const draftModePolicy = (imageOrigin?: string) => policy("'self' 'unsafe-inline'", "'self' 'unsafe-inline'", imageOrigin);

const hashes = (bodies: string[]) => [...new Set(bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`))];
const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const styleElements = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** JSON-LD and other data blocks are not run, so no policy governs them. */
const dataBlock = /\btype\s*=\s*"(?!(?:text|application)\/(?:javascript|ecmascript)|module")[^"]*"/i;

/** The policy for this HTML (`runsScripts` false: `script-src 'none'`). Style attributes, which it forbids, are none. */
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

/** Draft-mode requests and routes may be framed by the Studio, and nothing else. */
export function previewFrameHeaders(studioUrl: string, imageOrigin?: string) {
  const framed = draftModePolicy(imageOrigin).replace("frame-ancestors 'none'", `frame-ancestors 'self' ${new URL(studioUrl).origin}`);
  const headers = [{ key: "Content-Security-Policy", value: framed }];
  return [
    { source: "/:path*", has: [{ type: "cookie" as const, key: draftModeCookie }], headers },
    { source: "/api/draft-mode/:path*", headers },
  ];
}
