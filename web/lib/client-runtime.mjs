// What a page's HTML carries of Next's client runtime: the policy its route declares.
//
// A page of this site that renders none of the site's own client components needs no JavaScript: its
// links are plain anchors, its phone menu is a <details>, and nothing on it hydrates into anything. Next
// still sends such a page its framework runtime (about 134 kB compressed) and the page's RSC payload as
// inline scripts. So every route gets the policy `none` unless it declares another where it is defined,
// by rendering <ClientRuntime load="…" /> (components/ui/client-runtime.tsx), which writes an inert
// <template data-client-runtime="…"> into the page:
//
// - `none` (the default): no script but JSON-LD; the page must render none of the site's client
//   components (one that does without declaring a policy is refused: see `servedHtml`);
// - `on-form-interaction`: the RSC payload stays, and Next's scripts load when the visitor first presses,
//   types or focuses inside a form; until then forms post natively (/contact);
// - `eager`: Next's output unchanged.
//
// Plain JavaScript because Next loads the cache handler (../cache-handler.mjs) that calls this at runtime.

/** @typedef {"none" | "on-form-interaction" | "eager"} ClientRuntimePolicy */

/** @type {readonly ClientRuntimePolicy[]} */
export const clientRuntimePolicies = ["none", "on-form-interaction", "eager"];

/** The declaration as React renders it into the HTML (in the RSC payload it is JSON, which this skips). */
const declaration = /<template data-client-runtime="([^"]*)"><\/template>/g;

/** `<script>` elements, except JSON-LD data blocks (they are content, not code). */
const scripts = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;
/** `<link rel="preload" as="script">` and modulepreload links, in either attribute order. */
const scriptPreloads = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g;
const scriptSrc = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>/g;
/** Marks the loader `deferScriptsToFormInteraction` adds. */
const loaderAttribute = "data-client-runtime-loader";

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
 * supports runs modules). A page already transformed has no external script left and comes back as is.
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
    `<script ${loaderAttribute}>(function(){var s=${JSON.stringify(sources)},t=["pointerdown","keydown","focusin"];` +
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
  const list = html.match(new RegExp(`<script ${loaderAttribute}>\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`))?.[1];
  return list ? JSON.parse(list) : null;
}

/**
 * The folder of the client components that render only in draft mode (the editor's preview in the Studio:
 * components/preview/, rendered by the layout through `PreviewOverlays`, which checks draft mode). With
 * preview configured, their chunks are listed in every page's HTML, as the layout references them, but no
 * page renders them outside draft mode, and a draft-mode page is sent as Next rendered it (see
 * html-response.mjs). So they do not count as a page's client components: a content page is still sent
 * without any script, and a draft page with the runtime its overlays need.
 */
const draftOnlyModules = /\/components\/preview\//;

/**
 * Chunks of the site's own client components, from Next's client reference manifests: every client
 * module outside node_modules (Next's own client components, such as its layout router, are framework)
 * but the chunks of the draft-mode-only ones (`draftOnlyModules`). Turbopack puts the layout's client
 * components in one chunk, which every other client component's list repeats (the contact form's is that
 * chunk and its own): so a chunk of a draft-mode-only component is left out even when another lists it too.
 * A component that gets no chunk of its own is then not seen in a build with preview configured (one
 * rendered by the layout beside the overlays); the default build, without preview, still sees it.
 * @param {Iterable<Map<string, string[]>>} manifests each page's client modules and their chunks (next-internals/
 *   `clientReferenceManifests`)
 * @returns {Set<string>}
 */
export function appClientChunks(manifests) {
  const chunks = new Set();
  const draftOnly = new Set();
  for (const modules of manifests) {
    for (const [path, moduleChunks] of modules) {
      if (path.includes("/node_modules/")) continue;
      for (const chunk of moduleChunks) (draftOnlyModules.test(path) ? draftOnly : chunks).add(chunk);
    }
  }
  for (const chunk of draftOnly) chunks.delete(chunk);
  return chunks;
}

/**
 * The policy a page declares (`none` when it declares nothing).
 * @param {string} html
 * @returns {ClientRuntimePolicy}
 */
export function declaredPolicy(html) {
  const declared = new Set([...html.matchAll(declaration)].map((match) => match[1]));
  if (declared.size > 1) throw new Error(`it declares more than one client-runtime policy (${[...declared].join(", ")})`);
  const [policy = "none"] = declared;
  const known = clientRuntimePolicies.find((candidate) => candidate === policy);
  if (!known) throw new Error(`it declares an unknown client-runtime policy "${policy}" (known: ${clientRuntimePolicies.join(", ")})`);
  return known;
}

/**
 * Whether the page loads a chunk of one of the site's client components.
 * @param {string} html
 * @param {Set<string>} clientChunks from `appClientChunks`
 */
export function loadsClientComponents(html, clientChunks) {
  return [...html.matchAll(scriptSrc)].some((match) => clientChunks.has((match[1] ?? "").split("?")[0] ?? ""));
}

/**
 * The HTML a visitor receives: the page as its declared policy wants it. A page that renders one of the
 * site's client components without declaring a policy is refused rather than served: stripped, the
 * component would never work; deferred, it would work only after a click in a form, and only in
 * production (`next dev` serves Next's output unchanged).
 * @param {string} html
 * @param {Set<string>} clientChunks from `appClientChunks`
 * @param {string} page the page's address or cache key, for the error message
 * @returns {string}
 */
export function servedHtml(html, clientChunks, page) {
  let policy;
  try {
    policy = declaredPolicy(html);
  } catch (error) {
    throw new Error(`Page ${page}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (policy === "eager") return html;
  if (policy === "on-form-interaction") return deferScriptsToFormInteraction(html);
  if (loadsClientComponents(html, clientChunks)) {
    throw new Error(
      `Page ${page} renders a client component but its route declares no client-runtime policy (or \`none\`): render ` +
        '<ClientRuntime load="on-form-interaction" /> or <ClientRuntime load="eager" /> (components/ui/client-runtime.tsx) in its page.tsx.',
    );
  }
  return stripScripts(html);
}
