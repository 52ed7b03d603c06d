import { ImageResponse } from "next/og";
import { getSiteSettings } from "@/lib/content/site-settings";

const ogSize = { width: 1200, height: 630 };

// Satori (next/og) cannot read the stylesheet's tokens, so the sharing card repeats the brand colours here.
const brand = { primary: "#0b6b6a", dark: "#0c2433", soft: "#e6f4f3" };

/** The 1200×630 sharing card of a page with this title, as a PNG: the firm's mark and name, the title and the tagline. */
export async function ogImageResponse(title: string | undefined) {
  const { firmName, seo, tagline } = await getSiteSettings();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: `linear-gradient(135deg, ${brand.dark} 0%, ${brand.primary} 100%)`,
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}>
        <div style={{ width: 64, height: 64, borderRadius: 16, background: brand.soft, display: "flex" }} />
        {firmName}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{title ?? seo.title}</div>
        <div style={{ fontSize: 30, opacity: 0.85 }}>{tagline}</div>
      </div>
    </div>,
    ogSize,
  );
}

/**
 * A route's `opengraph-image`, made at build time from the title `readTitle` reads. `readAlt` reads its alternative
 * text where it must differ: the root's image metadata is resolved for every page, so what it reads tags every page.
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
