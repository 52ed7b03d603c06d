// The look of the pages the server writes itself (a refused post, a newsletter link, the contact form
// put back with its problems): the site's colours, type scale, card, button, focus ring and top bar, for
// pages that Next's stylesheet does not reach (a route handler's answer). The values are the design
// tokens of app/globals.css (@theme); keep the two in step. The type is the site's own: Public Sans, the file
// next/font serves to the site's pages, here from its fixed address (brandFontPath, app/fonts/), which the
// Content-Security-Policy's `font-src 'self'` allows.
import { brandFontPath } from "@site/schemas/addresses";

/** The fern mark of components/layout/logo.tsx, as markup. */
export const logoSvg =
  '<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" width="36" height="36"><rect width="40" height="40" rx="10" fill="#0b6b6a"/><path d="M20 33V17c0-4.4 3-7.5 6.5-7.5 2.6 0 4.3 1.8 4.3 4 0 1.9-1.4 3.3-3.2 3.3-1.4 0-2.4-1-2.4-2.2" fill="none" stroke="white" stroke-width="2.2" stroke-linecap="round"/><path d="M20 29c-2.5 0-5-1.2-6.5-3.2M20 24.5c-2.1 0-4.2-1-5.4-2.7M20 20c-1.6 0-3.2-.8-4.1-2.1M20 29c2.2-.2 4.3-1.4 5.6-3.2M20 24.5c1.9-.2 3.7-1.2 4.8-2.7" fill="none" stroke="white" stroke-width="1.8" stroke-linecap="round" opacity=".85"/></svg>';

/** The font's preload, for the page's <head>: fetched with the page, not once the style is read. */
export const brandFontPreload = `<link rel="preload" href="${brandFontPath}" as="font" type="font/woff2" crossorigin>`;

export const serverPageStyle = `
@font-face{font-family:"Public Sans";src:url(${brandFontPath}) format("woff2");font-weight:100 900;font-style:normal;font-display:swap}
:root{--primary:#0b6b6a;--primary-strong:#07504f;--primary-soft:#e6f4f3;--ink:#0f1f2e;--muted:#4a5868;--surface-alt:#f4f7f8;--border:#dbe3e8;--focus:#b45309;--danger:#a61b1b;--danger-soft:#fdecec;color:var(--ink);background:var(--surface-alt)}
*{box-sizing:border-box}
body{margin:0;font-family:"Public Sans",system-ui,"Segoe UI",Arial,sans-serif;line-height:1.6;display:flex;flex-direction:column;min-height:100vh}
.bar{background:#fff;border-bottom:1px solid var(--border)}
.bar a{display:inline-flex;align-items:center;gap:.625rem;padding:.75rem 0;color:var(--ink);font-weight:700;font-size:1.125rem;text-decoration:none}
.wrap{width:100%;max-width:72rem;margin:0 auto;padding:0 1.25rem}
main{flex:1;padding:3rem 0 4rem}
main>.wrap{max-width:44rem}
h1{font-size:clamp(1.875rem,4vw,2.5rem);line-height:1.2;letter-spacing:-.01em;margin:0 0 1rem;text-wrap:balance}
h2{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1rem}
a{color:var(--primary);font-weight:600;text-underline-offset:2px}
a:hover{color:var(--primary-strong)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px;border-radius:2px}
.card{background:#fff;border:1px solid var(--border);border-radius:.875rem;box-shadow:0 1px 2px rgb(15 31 46/.06),0 4px 16px rgb(15 31 46/.06);padding:1.5rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.625rem 1.5rem;border-radius:.5rem;border:0;background:var(--primary);color:#fff;cursor:pointer}
button:hover{background:var(--primary-strong)}
.error-summary{border:2px solid var(--danger);background:var(--danger-soft);color:var(--danger);border-radius:.875rem;padding:1.25rem}
.error-summary h2{font-size:1.25rem;margin-bottom:.25rem}
.error-summary a{color:var(--danger)}
.error-summary ul{margin:0;padding-left:1.25rem}
.fields{display:grid;gap:1.25rem}
@media (min-width:40rem){.fields{grid-template-columns:1fr 1fr}.wide{grid-column:1/-1}}
label{font-weight:500}
input,select,textarea{display:block;width:100%;margin-top:.375rem;font:inherit;color:var(--ink);background:#fff;border:1px solid var(--border);border-radius:.5rem;padding:.625rem .875rem}
[aria-invalid=true]{border:2px solid var(--danger)}
.field-error{color:var(--danger);font-weight:600;font-size:.875rem;margin:.25rem 0 0}
.note{color:var(--muted);font-size:.875rem;margin-top:.5rem}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;margin-top:.5rem}
.actions .note{margin:0;flex:1 1 16rem}
footer{background:#0c2433;color:#e9f1f5;font-size:.875rem;padding:1.5rem 0}
footer a{color:#e9f1f5}
footer :focus-visible{outline-color:#fcd34d}
@media (forced-colors:active){button,.card,.error-summary{border:1px solid CanvasText}}
`;
