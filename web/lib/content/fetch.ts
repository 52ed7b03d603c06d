import { type ExprNode, parse, type SyntaxNode } from "groq-js";
import { unstable_cache } from "next/cache";
import type { z } from "zod";
import { contentSource, contentSourceKey, previewConfig } from "../env";
import { errorMessage } from "../error-message";
import { inNextServer } from "../runtime";
import { draftPerspective } from "./draft-mode";
import { ContentError, describeZodError } from "./errors";
import { createLocalSource } from "./source-local";
import { createSanitySource } from "./source-sanity";
import { queryTags } from "./tags";

/** A named GROQ query and the zod schema its result must satisfy. */
export type ContentQuery<Schema extends z.ZodType> = { name: string; query: string; schema: Schema; uncached?: boolean };

/**
 * A named query (not Sanity TypeGen's `contentQuery` marker, hence the name). `uncached`: read from the source
 * every time, never kept in Next's data cache: the bundled dataset's own files (any publish may add one; read
 * from memory), and a read keyed by an address a visitor chooses (an entry for every made-up address).
 */
export function contentQuery<Schema extends z.ZodType>(
  name: string,
  query: string,
  schema: Schema,
  options?: { uncached?: boolean },
): ContentQuery<Schema> {
  return { name, query, schema, ...options };
}

type Source = (query: string, params: Record<string, unknown>) => Promise<unknown>;

/** Wraps a source's read of one query in a cache, tagged with what the query reads (lib/content/tags.ts). */
type ReadCache = (read: Source, tags: string[]) => Source;

/**
 * Inside Next, each read is an entry of Next's data cache until a publish expires one of its tags, and the
 * pages that used it carry its tags (Next collects them while rendering). Builds never reuse an earlier
 * build's entries (next.config.ts). In draft mode Next neither reads nor writes these entries.
 */
const nextReadCache: ReadCache = (read, tags) =>
  sameWhileUnchanged(
    unstable_cache(async (query: string, params: Record<string, unknown>) => read(query, params), ["content", contentSourceKey], {
      tags,
      revalidate: false,
    }),
  );

/** How many parameter sets of one query keep their last result's identity. */
const keptResults = 200;

/**
 * Next's data cache gives a new copy of a result on every read. This gives back the previous object while the
 * result is unchanged, so that what is derived from a result (its zod parse below, a search index) is derived
 * once per publish, not per request.
 */
export function sameWhileUnchanged(read: Source): Source {
  const last = new Map<string, { text: string; value: unknown }>();
  return async (query, params) => {
    const value = await read(query, params);
    const key = JSON.stringify(params);
    const text = JSON.stringify(value);
    const kept = last.get(key);
    if (kept?.text === text) return kept.value;
    last.delete(key);
    last.set(key, { text, value });
    if (last.size > keptResults) last.delete(last.keys().next().value ?? "");
    return value;
  };
}

/** A slice with a parameter for a bound (`[$start...$end]`, `[0...$count]`): the parser needs those values. */
const sliceWithParams = /\[\s*(?:\$(\w+)|-?\d+)\s*\.\.\.?\s*(?:\$(\w+)|-?\d+)\s*\]/g;

/**
 * A query's syntax tree, whatever its parameters' values, and the names of the parameters (`$name`) it uses.
 * A slice's bounds must be numbers when the query is parsed: those parameters are given 0 there; the others
 * stay parameters in the tree (so the types Sanity's schema gives the result are not narrowed by a made-up value).
 */
export function parseQuery(query: string): { tree: ExprNode; params: Set<string> } {
  const bounds = [...query.matchAll(sliceWithParams)].flatMap(([, start, end]) => [start, end].filter((name) => name !== undefined));
  const tree = parse(query, { params: Object.fromEntries(bounds.map((name) => [name, 0])) });
  const names = new Set(bounds);
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const record = node as SyntaxNode;
    if (record.type === "Parameter") names.add(record.name);
    Object.values(record).forEach(walk);
  };
  walk(tree);
  return { tree, params: names };
}

/**
 * Parsed results by the result a source gave and the schema that parsed it. The local source gives the same
 * object for the same query on the same file (a build reads the blog's posts for every list page), so that
 * result is parsed (reading times counted) once; parsed results are shared, read and never changed.
 */
const parsedResults = new WeakMap<object, WeakMap<z.ZodType, unknown>>();

export function createFetcher(source: Source, cache?: ReadCache) {
  /** Per query, made once: the parameters it needs (groq-js reads a missing one as null), and its read (cached under its tags). */
  const reads = new Map<string, { params: Set<string>; read: Source }>();
  return async function fetchContent<Schema extends z.ZodType>(
    { name, query, schema, uncached }: ContentQuery<Schema>,
    params: Record<string, unknown> = {},
  ): Promise<z.infer<Schema>> {
    let made = reads.get(query);
    if (!made) {
      const { tree, params: needed } = parseQuery(query);
      made = { params: needed, read: cache && !uncached ? cache(source, queryTags(tree, name)) : source };
      reads.set(query, made);
    }
    const missing = [...made.params].filter((param) => params[param] === undefined);
    if (missing.length > 0) {
      throw new ContentError(`Content query "${name}" needs the parameter(s) ${missing.map((p) => `$${p}`).join(", ")}`);
    }
    const result = await made.read(query, params).catch((error: unknown) => {
      throw new ContentError(`Content query "${name}" failed: ${errorMessage(error)}`, { cause: error });
    });
    const known = result && typeof result === "object" ? parsedResults.get(result) : undefined;
    if (known?.has(schema)) return known.get(schema) as z.infer<Schema>;
    const parsed = schema.safeParse(result);
    if (!parsed.success) throw describeZodError(name, result, parsed.error);
    if (result && typeof result === "object") parsedResults.set(result, (known ?? new WeakMap()).set(schema, parsed.data));
    return parsed.data;
  };
}

/** The site's one way to read content: the bundled dataset by default, a Sanity project when configured. */
export const fetchContent = createFetcher(
  contentSource.kind === "local"
    ? createLocalSource(contentSource.datasetFile)
    : // With a read token, draft mode (an editor's preview) reads drafts.
      createSanitySource({ ...contentSource, studioUrl: previewConfig?.studioUrl }, draftPerspective),
  inNextServer ? nextReadCache : undefined,
);
