import type { MetadataRoute } from "next";
import { getSiteSettings } from "@/lib/content/site-settings";
import { publicRoutes } from "@/lib/routes";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ siteUrl }, routes] = await Promise.all([getSiteSettings(), publicRoutes()]);
  return routes.map((route) => ({
    url: new URL(route, siteUrl).toString(),
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : 0.7,
  }));
}
