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

/** Edits between two words, a swap of two neighbouring letters counting one ("denail" is one slip from "denial"). */
export function slips(a: string, b: string): number {
  const rows = [...Array(a.length + 1)].map((_, i) => [i, ...Array(b.length).fill(0)] as number[]);
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + same);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * Whether the site's word `near` is a typing slip of the visitor's `word`: one slip in a word of up to seven
 * letters, two in a longer one, none in a short word. Anything further is another word, and a word the site does
 * not have is most often a name (a vendor, a place: "athenahealth", "Cerner"), never to be turned into another
 * ("telehealth", "career").
 */
export function isSlip(word: string, near: string): boolean {
  const allowed = typoTolerance(word);
  return allowed !== false && slips(word, near) <= Math.min(allowed, word.length <= 7 ? 1 : 2);
}

/** The nearest words the site has for a search with a word it does not use, when each is a slip of the visitor's. */
function nearestWords(index: SearchIndex["index"], terms: string[], isKnown: (term: string) => boolean): string | null {
  for (const { suggestion } of index.autoSuggest(terms.join(" "), { fuzzy: typoTolerance, prefix: false }).slice(0, 5)) {
    const words = searchTerms(suggestion);
    const slipsOnly = terms.every((term) => isKnown(term) || words.some((near) => isSlip(term, near)));
    if (slipsOnly && suggestion !== terms.join(" ")) return suggestion;
  }
  return null;
}

/**
 * The documents matching every word of the search or of a synonym's meaning, best first (MiniSearch's
 * BM25 with the field boosts; word starts count), and, when a word of the search is none of the site's words,
 * the nearest words the site has ("did you mean") when the word is a slip of one of them (`isSlip`), whose
 * results are then the ones shown: the visitor sees exactly what searching the suggestion finds. A word is only
 * ever matched as written or as its suggestion, so a near word ("denial" ~ "Daniel") never ranks beside the exact one.
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
  // A word the site never uses (a typo, or a name it does not have): the nearest the site has, if a slip of it.
  const unknown = terms.some((term) => !isKnown(term));
  const suggestion = unknown && searches.length === 1 ? nearestWords(index, terms, isKnown) : null;
  const results = index.search(
    {
      combineWith: "OR",
      queries: (suggestion ? [searchTerms(suggestion)] : searches).map((words) => ({ queries: [words.join(" ")], combineWith: "AND" })),
    },
    { fuzzy: false },
  );
  const hits = results.flatMap((result) => {
    const doc = documents.get(String(result.id));
    // A closed job opening is no longer found (the index is the content version's; closing is a moment).
    return doc && !(doc.closesAt !== undefined && doc.closesAt <= now) ? [{ doc, matched: result.terms }] : [];
  });
  return { hits, suggestion };
}
