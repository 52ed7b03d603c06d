// A page's stylesheet, inlined: the rules its markup can use, in a <style> in place of the build's <link>.
//
// A phone on a slow line paints once it has the HTML and every stylesheet the head links: a linked stylesheet costs
// the first paint a round trip (issue 43). The build's one stylesheet (Tailwind's, 50 kB, 10 kB compressed) serves
// every page, each using a third to a half of it; so each page carries the rules it can match, inlined, hashed in its
// Content-Security-Policy (lib/security-headers.ts).
//
// A rule is kept unless a class its selector requires is on no element of the page (nor in its scripts, whose
// components may add classes): states (`:hover`, `[open]`), widths (`@media`), print and forced colours stay with the
// element they style. Keeping too much is harmless, dropping a used rule is not, so only a selector's top-level
// classes count (none inside `:is()`, `:where()`, `:not()`). Custom properties no kept rule reads go too.
//
// Plain JavaScript: server.mjs runs outside the bundler (lib/html-response.mjs calls this).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Features, transform } from "lightningcss";

/** The build's stylesheets, as Next links them (`/_next/static/…css`); React writes its `data-precedence`. */
const stylesheetLink = /<link rel="stylesheet" href="\/_next\/static\/([^"?#]+\.css)"[^>]*>/g;
const classAttribute = /\bclass="([^"]*)"/g;
const scriptSource = /<script\b[^>]*\bsrc="\/_next\/static\/([^"?#]+\.js)"/g;
const entities = /** @type {Record<string, string>} */ ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" });

/**
 * `css` minified and visited, for the browsers and features Tailwind builds for (@tailwindcss/node's own options):
 * the rules come back as Tailwind wrote them (`min-width` media queries, no nesting), only fewer.
 * @param {string} filename @param {string} css @param {import("lightningcss").Visitor<{}>} visitor
 */
function transformed(filename, css, visitor) {
  const { code } = transform({
    filename,
    code: Buffer.from(css),
    minify: true,
    targets: { safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 128 << 16, chrome: 111 << 16 },
    include: Features.Nesting | Features.MediaQueries,
    exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
    visitor,
  });
  return code.toString();
}

/** @type {Map<string, string>} the build's files, read once (a build's files never change under their name) */
const files = new Map();
/** @param {string} staticDir @param {string} file */
function buildFile(staticDir, file) {
  const path = join(staticDir, file);
  if (!files.has(path)) files.set(path, readFileSync(path, "utf8"));
  return /** @type {string} */ (files.get(path));
}

/**
 * Every class the page may carry: its elements' classes and, when it runs scripts (the client runtime of
 * /contact), every word of those scripts, where a component's class names are.
 * @param {string} html @param {string} staticDir @param {string[]} scripts the page's own script files
 */
function pageClasses(html, staticDir, scripts) {
  const classes = new Set();
  for (const [, value = ""] of html.matchAll(classAttribute)) {
    for (const name of value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name) => entities[name] ?? entity).split(/\s+/))
      classes.add(name);
  }
  for (const file of scripts) for (const word of buildFile(staticDir, file).split(/[\s"'`,;{}()[\]]+/)) classes.add(word);
  return classes;
}

/**
 * The rules of `css` that the page's classes can match, minified, with its addresses (`url(../media/…)`)
 * made absolute, as the page's own.
 * @param {string} css @param {string} file its path under /_next/static/ @param {Set<string>} classes
 */
function usedRules(css, file, classes) {
  const base = new URL(`/_next/static/${file}`, "http://site");
  const matches = (/** @type {import("lightningcss").Selector[]} */ selectors) =>
    selectors.some((selector) => selector.every((component) => component.type !== "class" || classes.has(component.name)));
  const used = transformed(file, css, {
    Rule: { style: (rule) => (matches(rule.value.selectors) ? undefined : []) },
    Url(url) {
      return { ...url, url: new URL(url.url, base).pathname };
    },
  });
  return withoutUnusedProperties(used, classes);
}

/**
 * `css` without the custom properties nothing in it reads (`var(--name)`) nor the page's scripts name: the theme's
 * values for the utilities the page does not use, and their `@property` registrations.
 * @param {string} css @param {Set<string>} words the page's classes and its scripts' words
 */
function withoutUnusedProperties(css, words) {
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
  const unused = (/** @type {string} */ name) => !read.has(name) && !words.has(name);
  return transformed("page.css", css, {
    Rule: { property: (rule) => (unused(rule.value.name) ? [] : undefined) },
    // Lightningcss gives the properties it does not know here too (`text-underline-offset`): only `--*` are custom.
    Declaration: { custom: (declaration) => (declaration.name.startsWith("--") && unused(declaration.name) ? [] : undefined) },
  });
}

/**
 * The page's HTML with each of the build's stylesheets inlined as the rules the page uses; the scripts it loads
 * (a page with a client runtime) count as its markup.
 * @param {string} html @param {string} staticDir the build's `static` folder, which `/_next/static/` serves
 * @param {string[]} [scripts] addresses of scripts the page loads later (lib/client-runtime.mjs `deferredScripts`)
 */
export function inlineStylesheets(html, staticDir, scripts = []) {
  const prefix = "/_next/static/";
  const own = [
    ...scripts.filter((src) => src.startsWith(prefix)).map((src) => src.slice(prefix.length).split(/[?#]/)[0] ?? ""),
    ...[...html.matchAll(scriptSource)].map((match) => match[1] ?? ""),
  ];
  /** @type {Set<string> | undefined} */
  let classes;
  return html.replace(stylesheetLink, (_link, /** @type {string} */ file) => {
    classes ??= pageClasses(html, staticDir, own);
    return `<style>${usedRules(buildFile(staticDir, file), file, classes)}</style>`;
  });
}
