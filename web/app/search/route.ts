import { stripScripts } from "@/lib/client-runtime.mjs";
import { getPublication } from "@/lib/content/publication";
import { browseLinks } from "@/lib/content/search";
import { developmentServer } from "@/lib/env";
import { readQuery, search } from "@/lib/search";
import { getSearchIndex } from "@/lib/search-index";
import { fillShell, resultsHtml, shellPath } from "@/lib/search-page";

type InProcess = (path: string) => Promise<{ status: number; html: string }>;

/**
 * The prerendered page, asked of Next in this process (server.mjs), never of this server over the network: a
 * request to itself cost a loopback connection per search, and behind TLS (X-Forwarded-Proto: https) it was
 * sent to an https:// address the server does not speak (a 500). `next dev` has no server.mjs: there, and
 * only there, the page is fetched over plain HTTP from the development server.
 */
function renderShell(url: URL): Promise<{ status: number; html: string }> {
  const inProcess = (globalThis as { __siteRenderInProcess?: InProcess }).__siteRenderInProcess;
  if (inProcess) return inProcess(shellPath);
  if (!developmentServer) return Promise.resolve({ status: 503, html: "" });
  const local = new URL(shellPath, url);
  local.protocol = "http:";
  return fetch(local, { cache: "no-store", headers: { accept: "text/html" } }).then(async (response) => ({
    status: response.status,
    html: await response.text(),
  }));
}

/** The template without its scripts, made once per version of the prerendered page (it changes on a publish). */
let lastShell: { html: string; stripped: string } | undefined;
function stripped(html: string): string {
  if (lastShell?.html !== html) lastShell = { html, stripped: stripScripts(html) };
  return lastShell.stripped;
}

/**
 * /search?q=…: results depend on the query string, so this page cannot be prerendered, and a page Next
 * renders per request carries its whole client runtime (docs/quality.md, the client-runtime policy). So search is a route handler:
 * it takes the prerendered search page (app/search/shell, static, regenerated on publish, served without
 * script by the cache handler), puts the visitor's words back in the box and the results, rendered here
 * as escaped HTML, in their place. The page stays a plain form posted with GET: no JavaScript at all.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const { query, cut } = readQuery(url.searchParams.get("q"));
  const shellPage = await renderShell(url);
  // The page as cached carries no script; the one response that renders it after a publish still has
  // Next's runtime, which this page never needs (its policy is none): take it out here too.
  const shell = shellPage.status === 200 ? stripped(shellPage.html) : "";
  let results = "";
  if (query) {
    // The index is built once per content version (lib/search-index.ts): a search reads nothing else.
    const [publication, index] = await Promise.all([getPublication(), getSearchIndex()]);
    const { settings, locale } = index.content;
    const words = { publication, settings, locale, browse: browseLinks(index.content) };
    results = resultsHtml(words, query, cut, search(index, query));
  }
  const page = fillShell(shell, query, results);
  if (!page)
    return new Response("The search page is not available.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(page, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store", "x-robots-tag": "noindex" },
  });
}
