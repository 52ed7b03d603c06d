// What a page carries of Next's client runtime (134 kB compressed), as its route declares with <ClientRuntime load>
// (components/ui/client-runtime.tsx): `none` (the default: no script but JSON-LD), `on-form-interaction` (Next's
// scripts load at the first press, key or focus in a form; until then forms post natively), `eager` (as Next made it).
// Plain JavaScript: server.mjs and the build check run it unbundled.

/** @typedef {(typeof clientRuntimePolicies)[number]} ClientRuntimePolicy */
const clientRuntimePolicies = /** @type {const} */ (["none", "on-form-interaction", "eager"]);

/** The declaration as React renders it into the HTML (the RSC payload's JSON copy does not match). */
const declaration = /<template data-client-runtime="([^"]*)"><\/template>/g;
/** `<script>` elements but JSON-LD (content, not code). */
const scripts = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;
/** Script preloads and modulepreloads, in either attribute order. */
const scriptPreloads = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g;
const scriptSrc = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>/g;
const loaderStart = "<script data-client-runtime-loader>(function(){var s=";

/** The page without any script or script preload (JSON-LD stays). @param {string} html */
export function stripScripts(html) {
  return html.replace(scripts, "").replace(scriptPreloads, "");
}

/** The page with its external scripts loaded at the first interaction with a form (`nomodule` ones go). @param {string} html */
export function deferScriptsToFormInteraction(html) {
  /** @type {string[]} */
  const sources = [];
  const body = html
    .replace(scriptSrc, (tag, src) => {
      if (!/\bnomodule\b/i.test(tag)) sources.push(src);
      return "";
    })
    .replace(scriptPreloads, "");
  if (sources.length === 0) return html;
  const loader =
    `${loaderStart}${JSON.stringify(sources)},t=["pointerdown","keydown","focusin"];` +
    'function go(e){if(!s||!(e.target instanceof Element)||!e.target.closest("form"))return;' +
    "var l=s;s=null;t.forEach(function(n){document.removeEventListener(n,go,true)});" +
    'l.forEach(function(u){var x=document.createElement("script");x.src=u;document.head.appendChild(x)})}' +
    "t.forEach(function(n){document.addEventListener(n,go,true)})})()</script>";
  return body.replace(/<\/body>/, `${loader}</body>`);
}

/** The scripts the loader of `deferScriptsToFormInteraction` loads, or null without one. @param {string} html @returns {string[] | null} */
export function deferredScripts(html) {
  const list = html.split(loaderStart)[1]?.match(/^\[[^\]]*\]/)?.[0];
  return list ? JSON.parse(list) : null;
}

/**
 * Chunks of the site's own client components, from each page's client modules, but draft mode's (components/preview/,
 * listed by every page, rendered only in draft mode), even in a chunk another component lists.
 * @param {Iterable<Map<string, string[]>>} manifests @returns {Set<string>}
 */
export function appClientChunks(manifests) {
  const chunks = new Set();
  const draftOnly = new Set();
  for (const modules of manifests) {
    for (const [path, moduleChunks] of modules) {
      if (path.includes("/node_modules/")) continue;
      for (const chunk of moduleChunks) (path.includes("/components/preview/") ? draftOnly : chunks).add(chunk);
    }
  }
  for (const chunk of draftOnly) chunks.delete(chunk);
  return chunks;
}

/** The policy a page declares (`none` when it declares nothing). @param {string} html @param {string} page its address */
export function declaredPolicy(html, page) {
  const declared = new Set([...html.matchAll(declaration)].map((match) => match[1]));
  if (declared.size > 1) throw new Error(`Page ${page}: it declares more than one client-runtime policy (${[...declared].join(", ")})`);
  const [policy = "none"] = declared;
  const known = clientRuntimePolicies.find((candidate) => candidate === policy);
  if (!known)
    throw new Error(`Page ${page}: it declares an unknown client-runtime policy "${policy}" (known: ${clientRuntimePolicies.join(", ")})`);
  return known;
}

/**
 * The HTML a visitor receives; throws for a page that loads one of the site's client components without declaring a
 * policy (stripped, it would never work). @param {string} html @param {Set<string>} clientChunks @param {string} page
 */
export function servedHtml(html, clientChunks, page) {
  const policy = declaredPolicy(html, page);
  if (policy === "eager") return html;
  if (policy === "on-form-interaction") return deferScriptsToFormInteraction(html);
  if ([...html.matchAll(scriptSrc)].some(([, src = ""]) => clientChunks.has(src.split("?")[0] ?? ""))) {
    throw new Error(
      `Page ${page} renders a client component but its route declares no client-runtime policy (or \`none\`): render ` +
        '<ClientRuntime load="on-form-interaction" /> or <ClientRuntime load="eager" /> (components/ui/client-runtime.tsx) in its page.tsx.',
    );
  }
  return stripScripts(html);
}
