import type { ReactNode } from "react";
import type { SiteSettings } from "@/lib/content/site-settings";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * What every page has around its content: the top bar (marking where the visitor is, from `path`), the
 * main landmark the skip link leads to, and the footer. Each route renders its content inside one.
 */
export function PageFrame({ settings, path, children }: { settings: SiteSettings; path: string | null; children: ReactNode }) {
  return (
    <>
      <SiteHeader
        firmName={settings.firmName}
        homeLabel={settings.homeLabel}
        mainNav={settings.mainNav}
        menuSecondaryNav={settings.menuSecondaryNav}
        headerCta={settings.headerCta}
        menuLabel={settings.menuLabel}
        menuCloseLabel={settings.menuCloseLabel}
        searchLabel={settings.searchLabel}
        path={path}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} year={new Date().getFullYear()} />
    </>
  );
}
