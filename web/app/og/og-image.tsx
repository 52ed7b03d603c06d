import { ImageResponse } from "next/og";
import { OgCard, ogSize } from "@/components/seo/og-card";
import { getSiteSettings } from "@/lib/content/site-settings";

/**
 * A route's sharing image (Next's `opengraph-image` file convention): a 1200×630 PNG generated at
 * build time from the page's own title, with the firm's name and tagline. Each route folder has an
 * `opengraph-image.tsx` that passes the function reading its title. The routes read the content here;
 * the card itself (components/seo/og-card.tsx) draws only what it is given.
 */
/** The sharing card of a page with this title, as a PNG response. */
export async function ogImageResponse(title: string | undefined) {
  const settings = await getSiteSettings();
  return new ImageResponse(<OgCard firmName={settings.firmName} title={title ?? settings.seo.title} tagline={settings.tagline} />, ogSize);
}

/**
 * `readAlt` reads the card's alternative text when it must differ from `readTitle`: the root segment's
 * image metadata is resolved for every page of the site (it is inherited), so what it reads becomes a
 * dependency (a cache tag) of every page.
 */
export function ogImageRoute<Params>(
  readTitle: (params: Params) => Promise<string | undefined>,
  readAlt: (params: Params) => Promise<string | undefined> = readTitle,
) {
  return {
    async generateImageMetadata({ params }: { params: Params }) {
      const title = (await readAlt(params)) ?? (await getSiteSettings()).seo.title;
      return [{ id: "card", alt: title, size: ogSize, contentType: "image/png" }];
    },
    async Image({ params }: { params: Params }) {
      return ogImageResponse(await readTitle(params));
    },
  };
}
