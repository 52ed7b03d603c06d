import type { Metadata } from "next";
import type { Seo } from "./content/fragments";

/** A page's metadata from its content: title, description and canonical address (the site URL is the base). */
export function pageMetadata(seo: Seo, path: string): Metadata {
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: path },
    openGraph: { title: seo.title, description: seo.description, url: path, type: "website" },
    twitter: { card: "summary_large_image", title: seo.title, description: seo.description },
  };
}
