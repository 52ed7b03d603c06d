import type { MetadataRoute } from "next";
import { getSiteSettings } from "@/lib/content/site-settings";

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSiteSettings();
  return {
    name: settings.firmName,
    short_name: settings.firmName,
    description: settings.seo.description,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b6b6a",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/apple-icon.png", type: "image/png", sizes: "180x180" },
    ],
  };
}
