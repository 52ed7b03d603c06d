import { ImageResponse } from "next/og";
import { getSiteSettings } from "@/lib/content/site-settings";
import { OgCard, ogSize } from "./og-card";

/**
 * A route's sharing image (Next's `opengraph-image` file convention): a 1200×630 PNG generated at
 * build time from the page's own title, with the firm's name and tagline. Each route folder has an
 * `opengraph-image.tsx` that passes the function reading its title.
 */
export function ogImageRoute<Params>(readTitle: (params: Params) => Promise<string | undefined>) {
  return {
    async generateImageMetadata({ params }: { params: Params }) {
      const title = (await readTitle(params)) ?? (await getSiteSettings()).seo.title;
      return [{ id: "card", alt: title, size: ogSize, contentType: "image/png" }];
    },
    async Image({ params }: { params: Params }) {
      const settings = await getSiteSettings();
      const title = (await readTitle(params)) ?? settings.seo.title;
      return new ImageResponse(<OgCard firmName={settings.firmName} title={title} tagline={settings.tagline} />, ogSize);
    },
  };
}
