import type { ReactNode } from "react";
import type { Publication } from "@/lib/content/publication";
import type { browseLinks, SearchKind, SearchSettings } from "@/lib/content/search";
import { maxQueryLength, type SearchHit, searchPath } from "@/lib/search";
import { fold } from "@/lib/search-index";

// The results of /search, drawn by React like every page (React escapes every word: the visitor's and content's).

/** A sentence from content with its {placeholders} filled. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? (values[name] ?? "") : whole));

const kindLabel = (publication: Publication, settings: SearchSettings, kind: SearchKind) =>
  ({
    post: publication.postTypeLabel,
    caseStudy: publication.caseStudyTypeLabel,
    service: publication.serviceTypeLabel,
    page: settings.pageTypeLabel,
    author: settings.authorTypeLabel,
    jobOpening: settings.jobOpeningTypeLabel ?? "",
    event: settings.eventTypeLabel ?? "",
  })[kind];

/** A text with each of its words that the search matched (folded, as the index has them) in <mark>. */
function Highlight({ text, matched }: { text: string; matched: readonly string[] }) {
  const words = new Set(matched);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!words.has(fold(word[0]))) continue;
    parts.push(text.slice(last, word.index), <mark key={word.index}>{word[0]}</mark>);
    last = word.index + word[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The results line in the form the site's language uses for this number (1 result, 2 results), from content. */
export function countText(settings: SearchSettings, locale: string, count: number, query: string): string {
  const forms = settings.resultsCount;
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fill(form, { count: new Intl.NumberFormat(locale).format(count), query });
}

/** A heading and its links as a compact list: two columns on a phone, three from 640 px (no wall of buttons). */
function LinkList({ heading, links }: { heading: string; links: Array<{ label: string; href: string }> }) {
  if (links.length === 0) return null;
  return (
    <>
      <h3 className="mt-8 text-lg font-semibold">{heading}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-x-6 sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.href} className="min-w-0">
            <a
              href={link.href}
              className="inline-flex min-h-10 items-center py-1 leading-snug font-medium text-primary underline-offset-2 hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Did you mean …?", the nearest words a link to their search. */
function DidYouMean({ settings, suggestion }: { settings: SearchSettings; suggestion: string | null }) {
  if (!suggestion) return null;
  const [before, ...after] = settings.didYouMeanText.split("{suggestion}");
  return (
    <p className="mt-3 text-lg" data-did-you-mean>
      {before}
      <a href={`${searchPath}?q=${encodeURIComponent(suggestion)}`} className="font-semibold text-primary underline underline-offset-2">
        {suggestion}
      </a>
      {after.join(suggestion)}
    </p>
  );
}

type Words = { publication: Publication; settings: SearchSettings; locale: string; browse: ReturnType<typeof browseLinks> };
type Found = { hits: SearchHit[]; suggestion: string | null };

function Status({ children }: { children: string }) {
  return (
    <div role="status">
      <h2 id="search-status" className="text-2xl font-bold">
        {children}
      </h2>
    </div>
  );
}

/** The results: the count, the nearest word, the list; when nothing matches, what to try and links to topics and services. */
export function SearchResults({ words, query, cut, found }: { words: Words; query: string; cut: boolean; found: Found }) {
  const { publication, settings, locale, browse } = words;
  const note = cut ? <p className="mb-4 text-muted">{fill(publication.queryCutText, { max: String(maxQueryLength) })}</p> : null;
  if (found.hits.length === 0)
    return (
      <section aria-labelledby="search-status">
        {note}
        <Status>{fill(publication.noResultsText, { query })}</Status>
        <p className="mt-2 text-lg text-muted" data-no-results-hint>
          {publication.noResultsHint}
        </p>
        <DidYouMean settings={settings} suggestion={found.suggestion} />
        <nav aria-labelledby="search-status" data-no-results>
          <LinkList heading={settings.browseTopicsHeading} links={browse.topics} />
          <LinkList heading={settings.browseServicesHeading} links={browse.services} />
        </nav>
      </section>
    );
  return (
    <section aria-labelledby="search-status">
      {note}
      <Status>{countText(settings, locale, found.hits.length, query)}</Status>
      <DidYouMean settings={settings} suggestion={found.suggestion} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2" data-results>
        {found.hits.map(({ doc, matched }) => (
          <li key={doc.path} className="relative rounded-card border border-border bg-surface p-6 shadow-card">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{kindLabel(publication, settings, doc.kind)}</p>
            <h3 className="mt-2 text-xl font-semibold">
              <a href={doc.path} className="after:absolute after:inset-0 hover:text-primary hover:underline">
                <Highlight text={doc.title} matched={matched} />
              </a>
            </h3>
            {doc.summary ? (
              <p className="mt-2 text-muted">
                <Highlight text={doc.summary} matched={matched} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
