import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { fieldClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { getPublication } from "@/lib/content/publication";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";
import { maxQueryLength, queryMarker, resultsMarker, searchPath } from "@/lib/search-page";

/**
 * The search page without results: the site's layout, the heading and the search form, prerendered and
 * regenerated on publish like every page (no client JavaScript). `/search` (app/search/route.ts) answers
 * with this page, the visitor's words put back in the box and the results where the marker is.
 */
export async function generateMetadata(): Promise<Metadata> {
  const publication = await getPublication();
  return {
    ...pageMetadata({ title: publication.searchTitle, description: publication.searchDescription }, searchPath),
    robots: { index: false, follow: true },
  };
}

export default async function SearchShell() {
  const [settings, publication] = await Promise.all([getSiteSettings(), getPublication()]);
  return (
    <PageFrame settings={settings} path={searchPath}>
      <div className="border-b border-border bg-surface-alt">
        <Container className="py-14 sm:py-20">
          <h1 className="text-3xl font-bold tracking-tight min-[22rem]:text-4xl sm:text-5xl">{publication.searchTitle}</h1>
          <search>
            <form action={searchPath} method="get" className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
              <div className="flex-1">
                <label htmlFor="search-query" className="block font-semibold">
                  {publication.searchLabel}
                </label>
                <input
                  id="search-query"
                  name="q"
                  type="search"
                  maxLength={maxQueryLength}
                  autoComplete="off"
                  {...{ [queryMarker]: "" }}
                  className={cn(fieldClasses, "mt-2")}
                />
              </div>
              <button type="submit" className={buttonClasses("primary")}>
                {publication.searchButton}
              </button>
            </form>
          </search>
        </Container>
      </div>
      <Container className="py-12">
        <div {...{ [resultsMarker]: "" }} />
      </Container>
    </PageFrame>
  );
}
