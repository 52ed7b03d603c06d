import type { Metadata } from "next";
import type { Seo } from "./content/fragments";

/** The sharing card of a page document (app/og/[id]): 1200×630, made from the page's title. */
export const pageImage = (id: string, seo: Seo) => ({ url: `/og/${id}`, width: 1200, height: 630, alt: seo.title, type: "image/png" });

/** A page's metadata from its content; `image` is its sharing card where the route has no opengraph-image file of its own. */
export function pageMetadata(seo: Seo, path: string, image?: ReturnType<typeof pageImage>): Metadata {
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: path },
    openGraph: { title: seo.title, description: seo.description, url: path, type: "website", ...(image ? { images: [image] } : {}) },
    twitter: { card: "summary_large_image", title: seo.title, description: seo.description, ...(image ? { images: [image] } : {}) },
  };
}
