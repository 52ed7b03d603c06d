import { everyPage, routesByType, routesFor } from "@site/schemas/routes-by-type";
import { type DocumentLocationResolvers, defineLocations } from "sanity/presentation";

/**
 * Where each document type is shown on the site, for the Presentation tool's "Used on" list: the same
 * map the site's revalidation webhook reads, so preview and publishing agree.
 */
export const locations: DocumentLocationResolvers = Object.fromEntries(
  Object.keys(routesByType).map((type) => [
    type,
    defineLocations({
      select: { title: "title", slug: "slug.current" },
      resolve: (doc) => {
        const routes = routesFor(type, [doc?.slug]);
        if (routes === everyPage) {
          return { message: "Shown on every page (top bar and footer).", tone: "caution", locations: [{ title: "Home", href: "/" }] };
        }
        return { locations: (routes ?? []).filter((href) => !href.endsWith(".xml")).map((href) => ({ title: doc?.title || href, href })) };
      },
    }),
  ]),
);
