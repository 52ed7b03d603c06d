import { contactServiceValues } from "@site/schemas/contact-fields";
import { newsletterResultPaths } from "@site/schemas/newsletter-fields";
import { pagePath } from "@site/schemas/page-path";
import { confirmationPath } from "../contact/paths";
import { fetchContent } from "./fetch";
import { pageSlugsQuery } from "./page";
import { serviceSlugsQuery } from "./service-page";

/**
 * Where a page document is rendered: an internal route (app/content-page/[...slug]) that the proxy
 * rewrites the page's public address to. Its pages name their public address as canonical.
 */
export const contentPagePrefix = "/content-page";

/** Page documents shown by a route of their own (it loads what the page needs, such as the form's script). */
export const pagesWithOwnRoute = new Set(["contact"]);

export type Resolution = { kind: "as-is" } | { kind: "rewrite"; path: string } | { kind: "not-found" };

const asIs: Resolution = { kind: "as-is" };
const notFound: Resolution = { kind: "not-found" };

/**
 * What a request for `pathname` is, from the content as it is now: a page document's address (rewritten to
 * the route that renders it), a service's page, an address no document has (404), or none of the
 * content's business (the site's other routes, which Next routes as usual). Read on every request, so a
 * page or service published a moment ago is found, and one deleted is gone, without a rebuild.
 */
export async function resolveAddress(pathname: string): Promise<Resolution> {
  const path = decodeURI(pathname).replace(/\/+$/, "") || "/";
  if (path === "/") return asIs;
  if (path === confirmationPath) return asIs;
  // The newsletter's result pages (app/newsletter/[result]); any other address under /newsletter is the 404.
  if (path === "/newsletter" || path.startsWith("/newsletter/")) {
    return (Object.values(newsletterResultPaths) as string[]).includes(path) ? asIs : notFound;
  }
  const selected = /^\/contact\/([^/]+)$/.exec(path)?.[1];
  if (selected !== undefined) return (contactServiceValues as readonly string[]).includes(selected) ? asIs : notFound;
  const service = /^\/services\/([^/]+)$/.exec(path)?.[1];
  if (service !== undefined) return (await fetchContent(serviceSlugsQuery)).includes(service) ? asIs : notFound;
  // The rewritten request passes through here again, on the internal route's own path.
  const internal = path.startsWith(`${contentPagePrefix}/`);
  const slug = internal ? path.slice(contentPagePrefix.length + 1) : path.slice(1);
  if (!internal && pagesWithOwnRoute.has(slug)) return asIs;
  const known = !pagesWithOwnRoute.has(slug) && (await fetchContent(pageSlugsQuery)).includes(slug);
  if (internal) return known ? asIs : notFound;
  return known ? { kind: "rewrite", path: `${contentPagePrefix}${pagePath(slug)}` } : asIs;
}
