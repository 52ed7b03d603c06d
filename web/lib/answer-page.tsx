import { join } from "node:path";
import type { ReactNode } from "react";
import { PageFrame } from "@/components/layout/page-frame";
import { SkipLink } from "@/components/layout/skip-link";
import { layoutStylesheets } from "@/next-internals/stylesheets.mjs";
import type { SiteSettings } from "./content/site-settings";
import { nextDistDir } from "./env";

// The answer to a form posted without JavaScript (a refusal, a registration, an email link's page) depends on the
// request, so no prerendered page can give it: the form's route handler draws it here, in the site's frame.

/** The headers of an answer page: no one caches, indexes, or leaves a referrer from it (email links carry tokens). */
export const answerHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
};

let stylesheets: string[] | undefined;

/** The stylesheets of the site's pages, read from the build once (none without a build: tests); not for the build to trace. */
const siteStylesheets = () => (stylesheets ??= layoutStylesheets(join(/* turbopackIgnore: true */ process.cwd(), nextDistDir, "server")));

/** `title` goes before the firm's name in <title>; `path` is where the header marks the visitor as being, if anywhere. */
type Answer = { settings: SiteSettings; title: string; path?: string | null; children: ReactNode };

/** The page around an answer: the site's frame, not indexed. */
function AnswerDocument({ settings, title, path = null, children }: Answer) {
  return (
    <html lang={settings.locale}>
      {/* biome-ignore lint/style/noHeadElement: no Next page: a route handler's answer, drawn whole by React's server renderer */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${settings.firmName}`}</title>
        {siteStylesheets().map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <SkipLink label={settings.skipLinkLabel} />
        <PageFrame settings={settings} path={path}>
          {children}
        </PageFrame>
      </body>
    </html>
  );
}

/**
 * An answer page's HTML. React's server renderer is Node's own: route handlers are bundled for React Server
 * Components, whose `react-dom/server` only throws, so it is loaded at run time, outside the bundle.
 */
export async function answerHtml(answer: Answer): Promise<string> {
  const { renderToStaticMarkup } = await import(/* turbopackIgnore: true */ "react-dom/server");
  return `<!doctype html>${renderToStaticMarkup(<AnswerDocument {...answer} />)}`;
}

/** Where an answer's way back leads: the page of this site the visitor posted from (its Referer), else `fallback`. */
export function returnPath(request: Request, fallback: string, exclude: readonly string[] = []): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const host = request.headers.get("host") ?? new URL(request.url).host;
    const path = from.pathname;
    if (from.host !== host || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/api/")) return fallback;
    return exclude.includes(path) ? fallback : `${path}${from.search}`;
  } catch {
    return fallback;
  }
}
