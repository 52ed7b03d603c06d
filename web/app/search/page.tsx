import type { Metadata } from "next";
import { PageFrame } from "@/components/layout/page-frame";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { fieldClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { getPublication } from "@/lib/content/publication";
import { browseLinks } from "@/lib/content/search";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/metadata";
import { changesAt } from "@/lib/publish-clock.mjs";
import { maxQueryLength, readQuery, search, searchPath } from "@/lib/search";
import { getSearchIndex } from "@/lib/search-index";
import { SearchResults } from "./search-results";

// /search?q=…: rendered per request, with no script; server.mjs keeps each normalised query's answer until the
// next publish (lib/page-memory.mjs).

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const publication = await getPublication();
  return {
    ...pageMetadata({ title: publication.searchTitle, description: publication.searchDescription }, searchPath),
    robots: { index: false, follow: true },
  };
}

async function Results({ query, cut }: { query: string; cut: boolean }) {
  // The index is built once per content version (lib/search-index.ts): a search reads nothing else.
  const [publication, index] = await Promise.all([getPublication(), getSearchIndex()]);
  const { settings, locale } = index.content;
  const words = { publication, settings, locale, browse: browseLinks(index.content) };
  // A result found now may close (a job opening): its answer, kept per query (server.mjs), is kept no longer.
  changesAt([...index.documents.values()].map((doc) => doc.closesAt));
  return <SearchResults words={words} query={query} cut={cut} found={search(index, query)} />;
}

export default async function SearchPage({ searchParams }: Props) {
  const q = (await searchParams).q;
  const { query, cut } = readQuery(typeof q === "string" ? q : null);
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
                  defaultValue={query}
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
      <Container className="py-12">{query ? <Results query={query} cut={cut} /> : null}</Container>
    </PageFrame>
  );
}
