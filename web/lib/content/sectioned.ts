import { z } from "zod";
import { sectionFieldsFor } from "@/sections";
import { ContentError } from "./errors";
import { type ContentQuery, contentQuery, fetchContent } from "./fetch";

/**
 * A document composed of sections (a page, a service), read in two steps: the types of its sections, then
 * the document with only those sections' projections. Each read is cached with the tags of what it reads
 * (lib/content/tags.ts), so a page is rendered again after a publish only when one of its own sections can
 * show the published document: an edit of a post re-renders the pages that list posts, not the legal pages.
 * `filter` selects the one document (`_type == "page" && slug.current == $slug`); `fields` are its own.
 */
export function sectionedRead<Schema extends z.ZodType>(name: string, filter: string, fields: string, schema: Schema) {
  const typesQuery = contentQuery(`${name}SectionTypes`, `*[${filter}][0].sections[]._type`, z.array(z.string()).nullable());
  const queries = new Map<string, ContentQuery<Schema>>();
  const queryFor = (types: readonly string[] | undefined) => {
    const key = types ? [...new Set(types)].sort().join(",") : "*";
    let query = queries.get(key);
    if (!query) {
      const sections = types ? [...new Set(types)].sort() : undefined;
      query = contentQuery(name, `*[${filter}][0]{${fields}, sections[]{${sectionFieldsFor(sections)}}}`, schema);
      queries.set(key, query);
    }
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
