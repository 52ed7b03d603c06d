import type { SearchDocument } from "./content/search";

/** The longest search read, in characters; the rest is left out (and the visitor told). */
export const maxQueryLength = 100;
/** At most this many words of a search count. */
const maxTerms = 8;

/** Lower case without accents, so "Télé" finds "tele". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A visitor's search as read: spaces collapsed, cut to the maximum length. */
export function readQuery(raw: string | null): { query: string; cut: boolean } {
  const query = (raw ?? "").replace(/\s+/g, " ").trim();
  return query.length > maxQueryLength ? { query: query.slice(0, maxQueryLength).trim(), cut: true } : { query, cut: false };
}

/** The words of a search that count: letters and digits, one each, at most eight. */
export const searchTerms = (query: string) => [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, maxTerms);

/**
 * The documents that have every word of the search (as the start of a word: "credential" finds
 * "credentialing"), best first: a word in the title weighs most, then in the summary, then in the text.
 */
export function search(documents: readonly SearchDocument[], query: string): SearchDocument[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored = documents.flatMap((doc, index) => {
    const fields = [fold(doc.title), fold(doc.summary), fold(doc.text)];
    let score = 0;
    for (const term of terms) {
      const found = new RegExp(`(^|[^\\p{L}\\p{N}])${term}`, "u");
      const weight = found.test(fields[0] ?? "") ? 4 : found.test(fields[1] ?? "") ? 2 : found.test(fields[2] ?? "") ? 1 : 0;
      if (weight === 0) return [];
      score += weight;
    }
    return [{ doc, score, index }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map(({ doc }) => doc);
}
