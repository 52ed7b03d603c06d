import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PreviewOverlays } from "@/components/preview/preview-overlays";
import { JsonLd } from "@/components/seo/json-ld";
import { getSiteSettings } from "@/lib/content/site-settings";
import { organizationData, websiteData } from "@/lib/structured-data";
import { publicSans } from "./fonts/public-sans";
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
    <html lang={settings.locale} className={publicSans.variable}>
      <body className="flex min-h-dvh flex-col antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          {settings.skipLinkLabel}
        </a>
        {children}
        <JsonLd data={{ "@graph": [organizationData(settings), websiteData(settings)] }} />
        <PreviewOverlays />
      </body>
    </html>
  );
}
