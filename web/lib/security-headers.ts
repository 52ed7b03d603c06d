/**
 * Response headers for every route. The Content-Security-Policy allows scripts from this origin only.
 *
 * The one inline allowance, `'unsafe-inline'` in script-src, is for the scripts Next.js itself writes into
 * statically generated pages that keep its runtime (the `self.__next_f.push(...)` React Server Component
 * payload and the loader of lib/client-runtime.mjs on /contact, and pages in draft mode; a per-request
 * nonce would force every page to be rendered dynamically). Content pages are served with no inline script. It is bounded: no other origin
 * may serve scripts, `eval` stays forbidden (no 'unsafe-eval'), plugins and <base> rewriting are off, the
 * page cannot be framed, forms post only to this origin, and no content is ever rendered as raw HTML
 * (React escapes text; Portable Text renders through components), so there is no sink through which
 * content or a visitor could inject a script.
 *
 * Images come from this origin (the bundled dataset's copies) or, with a Sanity project, from its asset CDN
 * (`imageOrigin`: https://cdn.sanity.io, or SANITY_CDN_URL's origin), and from nowhere else.
 */
export const contentSecurityPolicyFor = (imageOrigin?: string) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${imageOrigin ? ` ${imageOrigin}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");

export const securityHeadersFor = (imageOrigin?: string) => [
  { key: "Content-Security-Policy", value: contentSecurityPolicyFor(imageOrigin) },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * With preview configured, the Studio's Presentation tool shows the site in an iframe: requests in draft
 * mode (they carry Next's `__prerender_bypass` cookie, which only the secret-checked enable route sets)
 * and the draft-mode routes themselves may be framed by the Studio's origin, and by nothing else.
 */
export function previewFrameHeaders(studioUrl: string, imageOrigin?: string) {
  const policy = contentSecurityPolicyFor(imageOrigin).replace(
    "frame-ancestors 'none'",
    `frame-ancestors 'self' ${new URL(studioUrl).origin}`,
  );
  const headers = [{ key: "Content-Security-Policy", value: policy }];
  return [
    { source: "/:path*", has: [{ type: "cookie" as const, key: "__prerender_bypass" }], headers },
    { source: "/api/draft-mode/:path*", headers },
  ];
}
