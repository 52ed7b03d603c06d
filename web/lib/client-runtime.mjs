// What a page's HTML carries of Next's client runtime.
//
// A page of this site that renders none of the site's own client components needs no JavaScript: its
// links are plain anchors, its phone menu is a <details>, and nothing on it hydrates into anything. Next
// still sends such a page its framework runtime (about 134 kB compressed) and the page's RSC payload as
// inline scripts. `withoutClientRuntime` removes them. A page that does render one of the site's client
// components (the contact form) keeps its runtime, loaded when the visitor first reaches into the form:
// until then the form works without JavaScript, posting natively.
//
// Plain JavaScript because Next loads the cache handler (./cache-handler.mjs) that calls this at runtime.

/** `<script>` elements, except JSON-LD data blocks (they are content, not code). */
const scripts = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;
/** `<link rel="preload" as="script">` and modulepreload links, in either attribute order. */
const scriptPreloads = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g;
const scriptSrc = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>/g;
/** Marks the loader `deferScriptsToFormInteraction` adds, so that transforming a page twice changes nothing. */
const deferredMarker = 'data-client-runtime="on-form-interaction"';

/**
 * The page's HTML without any script or script preload (JSON-LD stays).
 * @param {string} html
 * @returns {string}
 */
export function stripScripts(html) {
  return html.replace(scripts, "").replace(scriptPreloads, "");
}

/**
 * The page's HTML with its external scripts loaded on the visitor's first interaction with a form (a
 * pointer press, a key or focus inside it) instead of at load. The inline RSC payload stays, so the
 * runtime hydrates the page when it arrives; `nomodule` fallbacks are dropped (every browser the runtime
 * supports runs modules).
 * @param {string} html
 * @returns {string}
 */
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
    `<script ${deferredMarker}>(function(){var s=${JSON.stringify(sources)},t=["pointerdown","keydown","focusin"];` +
    'function go(e){if(!s||!(e.target instanceof Element)||!e.target.closest("form"))return;' +
    "var l=s;s=null;t.forEach(function(n){document.removeEventListener(n,go,true)});" +
    'l.forEach(function(u){var x=document.createElement("script");x.src=u;document.head.appendChild(x)})}' +
    "t.forEach(function(n){document.addEventListener(n,go,true)})})()</script>";
  return body.replace(/<\/body>/, `${loader}</body>`);
}

/**
 * The scripts a page from `deferScriptsToFormInteraction` loads on a form interaction, or null if it has
 * no such loader.
 * @param {string} html
 * @returns {string[] | null}
 */
export function deferredScripts(html) {
  const list = html.match(new RegExp(`<script ${deferredMarker}>\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`))?.[1];
  return list ? JSON.parse(list) : null;
}

/**
 * Chunks of the site's own client components, from Next's client reference manifests: every client
 * module outside node_modules (Next's own client components, such as its layout router, are framework).
 * @param {Iterable<string>} manifestSources the text of each `*_client-reference-manifest.js`
 * @returns {Set<string>}
 */
export function appClientChunks(manifestSources) {
  const chunks = new Set();
  for (const source of manifestSources) {
    const json = source.match(/globalThis\.__RSC_MANIFEST\["(?:[^"\\]|\\.)*"\]\s*=\s*(\{[\s\S]*\});?\s*$/)?.[1];
    if (!json) throw new Error("Unrecognised client reference manifest: has the Next.js version changed?");
    /** @type {{ clientModules: Record<string, { chunks: string[] }> }} */
    const manifest = JSON.parse(json);
    for (const [path, module] of Object.entries(manifest.clientModules)) {
      if (!path.includes("/node_modules/")) for (const chunk of module.chunks) chunks.add(chunk);
    }
  }
  return chunks;
}

/**
 * The HTML a visitor receives: without Next's client runtime when the page loads none of the site's
 * client chunks; otherwise with the runtime deferred to the first interaction with a form.
 * @param {string} html
 * @param {Set<string>} clientChunks from `appClientChunks`
 * @returns {string}
 */
export function withoutClientRuntime(html, clientChunks) {
  if (html.includes(deferredMarker)) return html;
  const loaded = [...html.matchAll(scriptSrc)].map((match) => match[1]);
  return loaded.some((src) => clientChunks.has(src.split("?")[0])) ? deferScriptsToFormInteraction(html) : stripScripts(html);
}
