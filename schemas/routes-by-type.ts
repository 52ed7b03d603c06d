/**
 * Which pages of the site show a document of each type. One map, read by the web's revalidation
 * webhook (what a publish makes live) and by the Studio's Presentation tool (where a document is
 * shown). A slice that adds a document type adds its line here.
 */

/** The document changes every page (the layout's header and footer read it). */
export const everyPage = "every-page";

type Routes = (slug: string | undefined) => readonly string[];

export const routesByType: Readonly<Record<string, Routes | typeof everyPage>> = {
  siteSettings: everyPage,
  homePage: () => ["/"],
  // A service's card is on / and /services, its page at /services/<slug>; the sitemap lists its page.
  service: (slug) => ["/", "/services", ...(slug ? [`/services/${slug}`, "/sitemap.xml"] : [])],
  servicesPage: () => ["/services"],
  caseStudy: () => ["/case-studies"],
  caseStudiesPage: () => ["/case-studies"],
  globalImpactPage: () => ["/global-impact"],
  post: () => ["/blog"],
  blogPage: () => ["/blog"],
  aboutPage: () => ["/about"],
  contactPage: () => ["/contact"],
  legalPage: (slug) => (slug ? [`/${slug}`] : []),
};

/** Routes outside the layout that read site settings (metadata files). */
export const siteFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"] as const;

/**
 * The routes that show a document of `type` with the given slugs (the current one and, after a
 * rename, the previous one): `everyPage`, a list of paths, or undefined when no page shows the type.
 */
export function routesFor(type: string, slugs: readonly (string | null | undefined)[] = []): typeof everyPage | string[] | undefined {
  const routes = routesByType[type];
  if (routes === undefined || routes === everyPage) return routes;
  const known = slugs.filter((slug): slug is string => typeof slug === "string" && slug !== "");
  const paths = (known.length > 0 ? known : [undefined]).flatMap((slug) => routes(slug));
  return [...new Set(paths)];
}
