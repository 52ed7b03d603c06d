import MiniSearch from "minisearch";
import { getSearchContent, type SearchContent, type SearchDocument, searchDocuments } from "./content/search";

/** Lower case without accents, so "Télé" finds "tele"; indexing and searching read words the same way. */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** How many edits a word forgives: five letters one, longer two ("denail" is two from "denial"), a short word none. */
export const typoTolerance = (term: string): number | false => (term.length < 5 ? false : term.length === 5 ? 1 : 2);

/** The fields searched, and how much a match in each counts: a title most, then a name, a topic, a summary. */
const boost = { title: 4, people: 3, topics: 2, summary: 2, terms: 1 };
const fields = Object.keys(boost);

/** The index of one content version: MiniSearch over the documents, and the documents by id. */
export type SearchIndex = { index: MiniSearch<SearchDocument>; documents: Map<string, SearchDocument>; content: SearchContent };

/** The index built from a content read (a pure function of it; serialisable with `index.toJSON()`). */
export function buildSearchIndex(content: SearchContent): SearchIndex {
  const documents = searchDocuments(content);
  const index = new MiniSearch<SearchDocument>({
    fields,
    idField: "id",
    // Words are runs of letters and digits: "$12M" is the word "12m" (the default keeps the symbol).
    tokenize: (text) => text.match(/[\p{L}\p{N}]+/gu) ?? [],
    processTerm: (term) => fold(term),
    searchOptions: {
      boost,
      // "credential" finds "credentialing"; typos are forgiven only for words the site never uses (see search()).
      prefix: true,
      fuzzy: typoTolerance,
      combineWith: "AND",
    },
  });
  index.addAll(documents);
  return { index, documents: new Map(documents.map((doc) => [doc.id, doc])), content };
}

/** One index per content version: kept on the content's own result object, which is the same until a publish. */
const built = new WeakMap<SearchContent, SearchIndex>();

/** The search index of the content as it is now: a search costs at most one content read. */
export async function getSearchIndex(): Promise<SearchIndex> {
  const content = await getSearchContent();
  const index = built.get(content) ?? buildSearchIndex(content);
  built.set(content, index);
  return index;
}
