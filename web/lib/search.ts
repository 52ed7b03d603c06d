import type { SearchDocument } from "./content/search";
import { fold, type SearchIndex, typoTolerance } from "./search-index";

/** The search page's address (app/search/page.tsx). */
export const searchPath = "/search";

/** The longest search read, in characters; the rest is left out (and the visitor told). */
export const maxQueryLength = 100;
/** At most this many words of a search count. */
const maxTerms = 8;

/** A visitor's search as read: spaces collapsed, cut to the maximum length. */
export function readQuery(raw: string | null): { query: string; cut: boolean } {
  const query = (raw ?? "").replace(/\s+/g, " ").trim();
  return query.length > maxQueryLength ? { query: query.slice(0, maxQueryLength).trim(), cut: true } : { query, cut: false };
}

/** The words of a search that count: letters and digits, one each, at most eight. */
export const searchTerms = (query: string) => [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, maxTerms);

/** A result: the document, and the words of the index it matched (what the page highlights). */
export type SearchHit = { doc: SearchDocument; matched: string[] };

/**
 * The searches a visitor's words stand for: the words themselves, and for each synonym editors keep
 * (RCM → revenue cycle) the words with the synonym replaced by each of its meanings.
 */
export function expandSynonyms(terms: string[], synonyms: ReadonlyArray<{ term: string; means: readonly string[] }>): string[][] {
  const searches = [terms];
  for (const synonym of synonyms) {
    const term = fold(synonym.term);
    const at = terms.indexOf(term);
    if (at < 0) continue;
    for (const meaning of synonym.means) searches.push([...terms.slice(0, at), ...searchTerms(meaning), ...terms.slice(at + 1)]);
  }
  return searches;
}

/**
 * The documents matching every word of the search or of a synonym's meaning, best first (MiniSearch's
 * BM25 with the field boosts; word starts count), and, when a word of the search is none of the site's words,
 * the nearest words the site has ("did you mean"), whose results are then the ones shown: the visitor sees
 * exactly what searching the suggestion finds. Typos are forgiven only in words the site does not use, so a
 * fuzzy match ("denial" ~ "Daniel") never ranks beside, let alone above, the exact word.
 */
export function search(
  { index, documents, content }: SearchIndex,
  query: string,
  now = Date.now(),
): { hits: SearchHit[]; suggestion: string | null } {
  const terms = searchTerms(query);
  if (terms.length === 0) return { hits: [], suggestion: null };
  const known = new Map<string, boolean>();
  const isKnown = (term: string) => {
    const seen = known.get(term);
    if (seen !== undefined) return seen;
    const found = index.search(term, { fuzzy: false, prefix: true }).length > 0;
    known.set(term, found);
    return found;
  };
  const searches = expandSynonyms(terms, content.settings.synonyms ?? []);
  // A word the site never uses (a typo, or nothing found): the nearest the site has, searched instead.
  const unknown = terms.some((term) => !isKnown(term));
  const synonymUsed = searches.length > 1;
  const nearest = unknown && !synonymUsed ? index.autoSuggest(terms.join(" "), { fuzzy: 0.34, prefix: false })[0]?.suggestion : undefined;
  const suggestion = nearest && nearest !== terms.join(" ") ? nearest : null;
  const results = index.search(
    {
      combineWith: "OR",
      queries: (suggestion ? [searchTerms(suggestion)] : searches).map((words) => ({ queries: [words.join(" ")], combineWith: "AND" })),
    },
    { fuzzy: (term) => (isKnown(term) ? false : typoTolerance(term)) },
  );
  const hits = results.flatMap((result) => {
    const doc = documents.get(String(result.id));
    // A closed job opening is no longer found (the index is the content version's; closing is a moment).
    return doc && !(doc.closesAt !== undefined && doc.closesAt <= now) ? [{ doc, matched: result.terms }] : [];
  });
  return { hits, suggestion };
}
