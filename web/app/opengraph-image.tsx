import { ImageResponse } from "next/og";
import { OgCard, ogSize } from "@/components/seo/og-card";
import { getSiteSettings } from "@/lib/content/site-settings";

export const contentType = "image/png";
export const size = ogSize;

/** The sharing image of every page (a static PNG generated at build time from the site settings). */
export async function generateImageMetadata() {
  const settings = await getSiteSettings();
  return [{ id: "default", alt: settings.seo.title, size: ogSize, contentType }];
}

export default async function Image() {
  const settings = await getSiteSettings();
  return new ImageResponse(<OgCard firmName={settings.firmName} title={settings.seo.title} tagline={settings.tagline} />, ogSize);
}
