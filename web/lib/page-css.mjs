// A page's stylesheet, inlined: the rules its markup can use, in a <style> in place of the build's <link>.
//
// A phone on a slow line paints a page once it has the HTML and every stylesheet the head links: with the
// stylesheet a second request, the first paint waits a round trip more than the HTML alone (issue 43). The
// build's one stylesheet (Tailwind's output, 50 kB, 10 kB compressed) serves every page; a page uses a
// third to a half of it. So each page is sent with the rules its own markup can match, inlined, and no
// stylesheet to fetch: the first screen paints from the first response. The style element's hash goes into
// the page's Content-Security-Policy (lib/security-headers.ts), as every inline style's does.
//
// A rule is kept unless a class its selector requires is on no element of the page (nor in the page's
// scripts, whose components may add classes as they run): a state (`:hover`, `[open]`, `:popover-open`),
// a width (`@media`), print and forced colours are kept with the element they style. Keeping more than a
// page uses is harmless; dropping what it uses is not, so only classes at a selector's top level count
// (a class inside `:is()`, `:where()`, `:not()` never removes a rule). The custom properties no kept rule
// reads (the theme's values for the utilities left out) go too.
//
// Plain JavaScript: server.mjs runs outside the bundler (lib/html-response.mjs calls this).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Features, transform } from "lightningcss";

/** The build's stylesheets, as Next links them (`/_next/static/…css`); React writes its `data-precedence`. */
const stylesheetLink = /<link rel="stylesheet" href="\/_next\/static\/([^"?#]+\.css)"[^>]*>/g;
const classAttribute = /\bclass="([^"]*)"/g;
const scriptSource = /<script\b[^>]*\bsrc="\/_next\/static\/([^"?#]+\.js)"/g;
const entities = /** @type {Record<string, string>} */ ({
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
});

/**
 * The browsers and features Tailwind builds the stylesheet for (@tailwindcss/node's own options): the rules come
 * back as Tailwind wrote them (`min-width` media queries, no nesting), only fewer.
 */
const asTailwindWrites = {
  targets: { safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 128 << 16, chrome: 111 << 16 },
  include: Features.Nesting | Features.MediaQueries,
  exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
};

/** @type {Map<string, string>} the build's files, read once (a build's files never change under their name) */
const files = new Map();
/** @param {string} staticDir @param {string} file */
function buildFile(staticDir, file) {
  const path = join(staticDir, file);
  let text = files.get(path);
  if (text === undefined) {
    text = readFileSync(path, "utf8");
    files.set(path, text);
  }
  return text;
}

/**
 * Every class the page may carry: its elements' classes and, when it runs scripts (the client runtime of
 * /contact), every word of those scripts, where a component's class names are.
 * @param {string} html @param {string} staticDir @param {string[]} scripts the page's own script files
 */
function pageClasses(html, staticDir, scripts) {
  const classes = new Set();
  for (const [, value = ""] of html.matchAll(classAttribute)) {
    for (const name of value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity).split(/\s+/))
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
  const { code } = transform({
    filename: file,
    code: Buffer.from(css),
    minify: true,
    ...asTailwindWrites,
    visitor: {
      Rule: {
        style(rule) {
          const matches = rule.value.selectors.some((selector) =>
            selector.every((component) => component.type !== "class" || classes.has(component.name)),
          );
          return matches ? undefined : [];
        },
      },
      Url(url) {
        return { ...url, url: new URL(url.url, base).pathname };
      },
    },
  });
  return withoutUnusedProperties(code.toString(), classes);
}

/**
 * `css` without the custom properties nothing in it reads (`var(--name)`) nor the page's scripts name: the theme's
 * values for the utilities the page does not use, and their `@property` registrations.
 * @param {string} css @param {Set<string>} words the page's classes and its scripts' words
 */
function withoutUnusedProperties(css, words) {
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
  const unused = (/** @type {string} */ name) => !read.has(name) && !words.has(name);
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    ...asTailwindWrites,
    visitor: {
      Rule: { property: (rule) => (unused(rule.value.name) ? [] : undefined) },
      // Lightningcss gives the properties it does not know here too (`text-underline-offset`): only `--*` are custom.
      Declaration: { custom: (declaration) => (declaration.name.startsWith("--") && unused(declaration.name) ? [] : undefined) },
    },
  });
  return code.toString();
}

/**
 * The page's HTML with each of the build's stylesheets inlined as the rules the page uses. Scripts it loads
 * (a page with a client runtime) count as its markup.
 * @param {string} html
 * @param {string} staticDir the build's `static` folder (`<distDir>/static`), which `/_next/static/` serves
 * @param {string[]} [scripts] addresses of scripts the page loads later (lib/client-runtime.mjs `deferredScripts`)
 * @returns {string}
 */
export function inlineStylesheets(html, staticDir, scripts = []) {
  const own = [...scripts, ...[...html.matchAll(scriptSource)].map((match) => `/_next/static/${match[1]}`)]
    .filter((src) => src.startsWith("/_next/static/"))
    .map((src) => src.slice("/_next/static/".length).split(/[?#]/)[0] ?? "");
  /** @type {Set<string> | undefined} */
  let classes;
  return html.replace(stylesheetLink, (_link, /** @type {string} */ file) => {
    classes ??= pageClasses(html, staticDir, own);
    return `<style>${usedRules(buildFile(staticDir, file), file, classes)}</style>`;
  });
}
