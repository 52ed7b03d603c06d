import { localPathPattern } from "@site/schemas/addresses";
import type { MetadataRoute } from "next";
import { getSiteSettings } from "@/lib/content/site-settings";
import { publicRoutes } from "@/lib/routes";

/**
 * Every public route on the site's own address. A route that is not a path of this site (`//evil.example`, which
 * the URL parser reads as another host) is never listed, whatever content made it: the local-path rule of redirects.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ siteUrl }, routes] = await Promise.all([getSiteSettings(), publicRoutes()]);
  return routes
    .filter((route) => localPathPattern.test(route))
    .map((route) => ({
      url: new URL(route, siteUrl).toString(),
      changeFrequency: "monthly",
      priority: route === "/" ? 1 : 0.7,
    }));
}
