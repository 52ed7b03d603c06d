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

/** A named query. `uncached`: never in Next's data cache (the bundled dataset's files: read from memory, any publish adds one). */
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

/** Inside Next, each read is a data cache entry until a publish expires one of its tags; the pages using it carry them. */
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
 * The previous object while a result is unchanged (Next's data cache gives a new copy each read), so that what is
 * derived from it (its zod parse, a search index) is derived once per publish.
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

/** A query's syntax tree and the parameters it uses; a slice's bounds, which groq-js needs as numbers, parse as 0. */
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

/** Parsed results by the result a source gave and the schema: the same result object is parsed once, then shared. */
const parsedResults = new WeakMap<object, WeakMap<z.ZodType, unknown>>();

export function createFetcher(source: Source, cache?: ReadCache) {
  /** Per query: the parameters it needs (groq-js reads a missing one as null), and its read, cached under its tags. */
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
    : createSanitySource({ ...contentSource, studioUrl: previewConfig?.studioUrl }, draftPerspective),
  inNextServer ? nextReadCache : undefined,
);
