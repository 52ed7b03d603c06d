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

/** The searches a visitor's words stand for: the words, and with each synonym (RCM → revenue cycle) replaced by each meaning. */
function expandSynonyms(terms: string[], synonyms: ReadonlyArray<{ term: string; means: readonly string[] }>): string[][] {
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
 * Whether the site's word `near` is a typing slip of the visitor's `word`: one slip up to seven letters, two beyond,
 * none in a short word. Anything further is most often a name the site lacks ("athenahealth"), never to be turned into another.
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
 * The documents matching every word of the search or of a synonym's meaning, best first (BM25 with the field boosts),
 * and, when a word is none of the site's but a slip of one, the suggestion ("did you mean"), whose results are shown
 * instead. A word is only matched as written or as its suggestion: a near word ("denial" ~ "Daniel") never ranks beside it.
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
    if (!known.has(term)) known.set(term, index.search(term, { fuzzy: false, prefix: true }).length > 0);
    return known.get(term) === true;
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
