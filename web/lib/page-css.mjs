// A page's stylesheet inlined as the rules its markup can use: a linked stylesheet costs a slow phone's first paint a
// round trip. A rule stays unless a top-level class its selector requires is on no element of the page nor in its
// scripts (states, `@media`, print and forced colours stay with their element); unread custom properties go too.
// The <style> is hashed in the page's CSP (lib/security-headers.ts). Plain JavaScript: server.mjs runs it unbundled.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Features, transform } from "lightningcss";

/** The build's stylesheets, as Next links them (`/_next/static/…css`); React writes its `data-precedence`. */
const stylesheetLink = /<link rel="stylesheet" href="\/_next\/static\/([^"?#]+\.css)"[^>]*>/g;
const classAttribute = /\bclass="([^"]*)"/g;
const scriptSource = /<script\b[^>]*\bsrc="\/_next\/static\/([^"?#]+\.js)"/g;
const entities = /** @type {Record<string, string>} */ ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" });

/**
 * `css` minified and visited with @tailwindcss/node's own targets, so the rules come back as Tailwind wrote them.
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

/** @type {Map<string, string>} the build's files, read once (they never change under their name) */
const files = new Map();
/** @param {string} staticDir @param {string} file */
function buildFile(staticDir, file) {
  const path = join(staticDir, file);
  if (!files.has(path)) files.set(path, readFileSync(path, "utf8"));
  return /** @type {string} */ (files.get(path));
}

/**
 * Every class the page may carry: its elements' and every word of its scripts (a component's class names).
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
 * The rules of `css` the page's classes can match, minified, its `url(…)`s made absolute.
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
 * `css` without the custom properties (and `@property` rules) nothing in it reads nor the page's scripts name.
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
 * The page's HTML with each of the build's stylesheets inlined as the rules the page (and the scripts it loads) uses.
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
