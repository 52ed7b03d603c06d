import { type SchemaType, type TypeNode, typeEvaluate } from "groq-js";
import type { z } from "zod";
import { parseQuery } from "./fetch";

/**
 * Drift between a query's zod schema and the Sanity schemas (as `sanity schema extract` writes them): every field zod
 * reads must be one the query can produce, of a compatible kind, and enums must accept every value the Studio offers.
 */
export function schemaDrift(query: string, schema: z.ZodType, sanitySchema: SchemaType): string[] {
  const drift: Drift = { sanitySchema, problems: [] };
  walk(drift, schema, typeEvaluate(parseQuery(query).tree, sanitySchema), "");
  return drift.problems;
}

/** The Sanity schema the types are read in, and the problems found so far. */
type Drift = { sanitySchema: SchemaType; problems: string[] };

type ZodDef = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; entries?: object };

/** The type a node names: a named type (`inline`) read from the schema, unknown when the schema has no such name. */
function resolve(drift: Drift, node: TypeNode): TypeNode {
  if (node.type !== "inline") return node;
  const declared = drift.sanitySchema.find((item) => item.name === node.name);
  if (!declared) return { type: "unknown" };
  return declared.type === "type" ? resolve(drift, declared.value) : { type: "object", attributes: declared.attributes };
}

/** The kinds a value of the node can have, null left out. */
function nonNull(drift: Drift, node: TypeNode): TypeNode[] {
  const resolved = resolve(drift, node);
  if (resolved.type === "union") return resolved.of.flatMap((of) => nonNull(drift, of));
  return resolved.type === "null" ? [] : [resolved];
}

function canBeNull(drift: Drift, node: TypeNode): boolean {
  const resolved = resolve(drift, node);
  return resolved.type === "null" || (resolved.type === "union" && resolved.of.some((of) => canBeNull(drift, of)));
}

/** The schema a wrapper (optional, nullable, default, a pipe's input…) reads, the wrappers taken off. */
function unwrapped(zod: z.ZodType): z.ZodType {
  const def = zod.def as ZodDef;
  if (def.innerType && ["optional", "nullable", "default", "prefault", "readonly", "catch"].includes(def.type))
    return unwrapped(def.innerType);
  return def.type === "pipe" && def.in ? unwrapped(def.in) : zod;
}

/** Compares the zod schema at `path` with what the query gives there, recording each mismatch in `drift.problems`. */
function walk(drift: Drift, wrapped: z.ZodType, node: TypeNode, path: string): void {
  const zod = unwrapped(wrapped);
  const def = zod.def as ZodDef;
  const kinds = nonNull(drift, node);
  const at = path || "(result)";
  if (kinds.some((kind) => kind.type === "unknown")) return;
  const expected = scalars[def.type];
  if (kinds.length === 0) drift.problems.push(`${at}: the query reads a field the Sanity schema does not have (always null)`);
  else if (def.type === "object") walkObject(drift, zod as z.ZodObject, kinds, path);
  else if (def.type === "array") walkArray(drift, def, kinds, path);
  else if (def.type === "enum") checkEnum(drift, def, kinds, at);
  else if (expected && !kinds.every((kind) => kind.type === def.type))
    drift.problems.push(`${at}: zod expects ${expected}, the schema gives ${kindsOf(kinds)}`);
}

/** What zod's scalar kinds are called in a problem. */
const scalars: Record<string, string | undefined> = { string: "text", number: "a number", boolean: "yes/no" };

/** Each field zod reads must be one the objects have, filled whenever the site needs it. */
function walkObject(drift: Drift, zod: z.ZodObject, kinds: TypeNode[], path: string): void {
  const objects = kinds.filter((kind) => kind.type === "object");
  if (objects.length === 0) {
    drift.problems.push(`${path || "(result)"}: zod expects an object, the schema gives ${kindsOf(kinds)}`);
    return;
  }
  // Portable Text blocks are Sanity's own type: their inner shape (children, marks) is Sanity's.
  if (objects.every((object) => isBlock(object.attributes._type?.value))) return;
  // Sanity's own asset documents (an image's size, a file's type) are written by Sanity on upload, not by editors.
  const writtenBySanity = objects.every((object) => isSanityType(object.attributes._type?.value));
  for (const [key, field] of Object.entries(zod.shape as Record<string, z.ZodType>)) {
    const attributes = objects.map((object) => object.attributes[key]?.value).filter((value) => value !== undefined);
    const here = path ? `${path}.${key}` : key;
    // The shared link fragment reads `_key`, which only array items have: optional, so no drift.
    if (key.startsWith("_") && field.safeParse(undefined).success) continue;
    if (attributes.length === 0) {
      drift.problems.push(`${here}: the query result has no such field`);
      continue;
    }
    const mayBeEmpty = objects.some((object) => object.attributes[key]?.optional) || attributes.some((value) => canBeNull(drift, value));
    if (mayBeEmpty && !writtenBySanity && !field.safeParse(null).success && !field.safeParse(undefined).success) {
      drift.problems.push(`${here}: the site needs it, but the Sanity schema lets an editor leave it empty (add rule.required())`);
    }
    walk(drift, field, { type: "union", of: attributes }, here);
  }
}

function walkArray(drift: Drift, def: ZodDef, kinds: TypeNode[], path: string): void {
  const arrays = kinds.filter((kind) => kind.type === "array");
  if (arrays.length === 0) {
    drift.problems.push(`${path || "(result)"}: zod expects a list, the schema gives ${kindsOf(kinds)}`);
    return;
  }
  if (def.element) walk(drift, def.element, { type: "union", of: arrays.map((array) => array.of) }, `${path}[]`);
}

/** Every value an editor can pick in the Studio must be one the site accepts. */
function checkEnum(drift: Drift, def: ZodDef, kinds: TypeNode[], at: string): void {
  const allowed = new Set(Object.values(def.entries ?? {}).map(String));
  for (const kind of kinds) {
    if (kind.type !== "string") drift.problems.push(`${at}: zod expects one of a list, the schema gives ${kindsOf([kind])}`);
    else if (kind.value === undefined) drift.problems.push(`${at}: the Studio accepts any text, the site only ${[...allowed].join(", ")}`);
    else if (!allowed.has(kind.value)) drift.problems.push(`${at}: editors can pick "${kind.value}", which the site does not accept`);
  }
}

const isBlock = (node: TypeNode | undefined) => node?.type === "string" && node.value === "block";
const isSanityType = (node: TypeNode | undefined) =>
  node?.type === "string" && typeof node.value === "string" && node.value.startsWith("sanity.");
const kindsOf = (kinds: TypeNode[]) => kinds.map((kind) => kind.type).join(" or ");
