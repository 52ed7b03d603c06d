import { z } from "zod";
import { sectionFieldsFor } from "@/sections";
import { ContentError } from "./errors";
import { type ContentQuery, contentQuery, fetchContent } from "./fetch";

/**
 * A document made of sections (a page, a service), read in two steps: its sections' types, then the document with
 * only their projections. Each read is tagged with what it reads (./tags.ts), so a publish re-renders a page only
 * when one of its own sections can show the published document. `filter` selects the document; `fields` are its own.
 */
export function sectionedRead<Schema extends z.ZodType>(name: string, filter: string, fields: string, schema: Schema) {
  const typesQuery = contentQuery(`${name}SectionTypes`, `*[${filter}][0].sections[]._type`, z.array(z.string()).nullable());
  const queries = new Map<string, ContentQuery<Schema>>();
  const queryFor = (types: readonly string[] | undefined) => {
    const sections = types && [...new Set(types)].sort();
    const key = sections?.join(",") ?? "*";
    const query = queries.get(key) ?? contentQuery(name, `*[${filter}][0]{${fields}, sections[]{${sectionFieldsFor(sections)}}}`, schema);
    queries.set(key, query);
    return query;
  };
  /** Every section's projection: what the document's query was before it was read in two steps. */
  const full = queryFor(undefined);
  async function read(params: Record<string, unknown>): Promise<z.infer<Schema>> {
    const types = await fetchContent(typesQuery, params);
    try {
      return await fetchContent(queryFor(types ?? []), params);
    } catch (error) {
      // A publish between the two reads that added a section: read it with every section's projection.
      if (error instanceof ContentError) return fetchContent(full, params);
      throw error;
    }
  }
  return { read, query: full };
}
