import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { PreviewOverlays } from "@/components/preview/preview-overlays";
import { JsonLd } from "@/components/seo/json-ld";
import { getSiteSettings } from "@/lib/content/site-settings";
import { organizationData, websiteData } from "@/lib/structured-data";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: settings.seo.title, template: `%s | ${settings.firmName}` },
    description: settings.seo.description,
    applicationName: settings.firmName,
    openGraph: { siteName: settings.firmName, locale: settings.locale.replace("-", "_"), type: "website" },
  };
}

export const viewport: Viewport = { themeColor: "#0b6b6a", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <html lang={settings.locale}>
      <body className="flex min-h-dvh flex-col antialiased">
        <SkipLink label={settings.skipLinkLabel} />
        {children}
        <JsonLd data={{ "@graph": [organizationData(settings), websiteData(settings)] }} />
        <PreviewOverlays />
      </body>
    </html>
  );
}
