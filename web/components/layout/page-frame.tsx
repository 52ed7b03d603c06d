import type { ReactNode } from "react";
import type { SiteSettings } from "@/lib/content/site-settings";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Every page's frame: the top bar (marking `path`, null on the 404 page), the main landmark the skip link leads to, the footer. */
export function PageFrame({ settings, path, children }: { settings: SiteSettings; path: string | null; children: ReactNode }) {
  return (
    <>
      <SiteHeader settings={settings} path={path} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
