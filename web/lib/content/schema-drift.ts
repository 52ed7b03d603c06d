import { type SchemaType, type TypeNode, typeEvaluate } from "groq-js";
import type { z } from "zod";
import { parseQuery } from "./fetch";

/**
 * Drift between the site's query result schemas (zod) and the Sanity schemas: groq-js evaluates the
 * type of each GROQ query against the schema that `sanity schema extract` writes, and every field the
 * zod schema reads must be one the Sanity schema can produce there, with a compatible kind. Enums
 * must accept every value an editor can pick in the Studio.
 */
export function schemaDrift(query: string, schema: z.ZodType, sanitySchema: SchemaType): string[] {
  const problems: string[] = [];
  const resolve = (node: TypeNode): TypeNode => {
    if (node.type !== "inline") return node;
    const declared = sanitySchema.find((item) => item.name === node.name);
    if (!declared) return { type: "unknown" };
    return declared.type === "type" ? resolve(declared.value) : { type: "object", attributes: declared.attributes };
  };
  const nonNull = (node: TypeNode): TypeNode[] => {
    const resolved = resolve(node);
    if (resolved.type === "union") return resolved.of.flatMap(nonNull);
    return resolved.type === "null" ? [] : [resolved];
  };

  const walk = (zod: z.ZodType, node: TypeNode, path: string) => {
    const def = zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; entries?: object };
    if (def.innerType && ["optional", "nullable", "default", "prefault", "readonly", "catch"].includes(def.type)) {
      walk(def.innerType, node, path);
      return;
    }
    if (def.type === "pipe" && def.in) {
      walk(def.in, node, path);
      return;
    }
    const kinds = nonNull(node);
    const at = path || "(result)";
    if (kinds.some((kind) => kind.type === "unknown")) return;
    if (kinds.length === 0) {
      problems.push(`${at}: the query reads a field the Sanity schema does not have (always null)`);
      return;
    }
    switch (def.type) {
      case "object": {
        const objects = kinds.filter((kind) => kind.type === "object");
        if (objects.length === 0) {
          problems.push(`${at}: zod expects an object, the schema gives ${kindsOf(kinds)}`);
          return;
        }
        // Portable Text blocks are Sanity's own type: their inner shape (children, marks) is Sanity's.
        if (objects.every((object) => isBlock(object.attributes._type?.value))) return;
        const shape = (zod as z.ZodObject).shape as Record<string, z.ZodType>;
        for (const [key, field] of Object.entries(shape)) {
          const attributes = objects.map((object) => object.attributes[key]?.value).filter((value) => value !== undefined);
          const here = path ? `${path}.${key}` : key;
          // The shared link fragment reads `_key`, which only array items have: optional, so no drift.
          if (key.startsWith("_") && field.safeParse(undefined).success) continue;
          if (attributes.length === 0) {
            problems.push(`${here}: the query result has no such field`);
            continue;
          }
          const mayBeEmpty = objects.some((object) => object.attributes[key]?.optional) || attributes.some(canBeNull);
          // Sanity's own asset documents (an image's size, a file's type) are written by Sanity on upload, not by editors.
          const writtenBySanity = objects.every((object) => isSanityType(object.attributes._type?.value));
          if (mayBeEmpty && !writtenBySanity && !field.safeParse(null).success && !field.safeParse(undefined).success) {
            problems.push(`${here}: the site needs it, but the Sanity schema lets an editor leave it empty (add rule.required())`);
          }
          walk(field, { type: "union", of: attributes }, here);
        }
        return;
      }
      case "array": {
        const arrays = kinds.filter((kind) => kind.type === "array");
        if (arrays.length === 0) {
          problems.push(`${at}: zod expects a list, the schema gives ${kindsOf(kinds)}`);
          return;
        }
        if (def.element) walk(def.element, { type: "union", of: arrays.map((array) => array.of) }, `${path}[]`);
        return;
      }
      case "string":
        if (!kinds.every((kind) => kind.type === "string")) problems.push(`${at}: zod expects text, the schema gives ${kindsOf(kinds)}`);
        return;
      case "number":
        if (!kinds.every((kind) => kind.type === "number"))
          problems.push(`${at}: zod expects a number, the schema gives ${kindsOf(kinds)}`);
        return;
      case "boolean":
        if (!kinds.every((kind) => kind.type === "boolean")) problems.push(`${at}: zod expects yes/no, the schema gives ${kindsOf(kinds)}`);
        return;
      case "enum": {
        const allowed = new Set(Object.values(def.entries ?? {}).map(String));
        for (const kind of kinds) {
          if (kind.type !== "string") problems.push(`${at}: zod expects one of a list, the schema gives ${kindsOf([kind])}`);
          else if (kind.value === undefined) problems.push(`${at}: the Studio accepts any text, the site only ${[...allowed].join(", ")}`);
          else if (!allowed.has(kind.value)) problems.push(`${at}: editors can pick "${kind.value}", which the site does not accept`);
        }
        return;
      }
      default:
        return;
    }
  };

  const canBeNull = (node: TypeNode): boolean => {
    const resolved = resolve(node);
    return resolved.type === "null" || (resolved.type === "union" && resolved.of.some(canBeNull));
  };

  walk(schema, typeEvaluate(parseQuery(query).tree, sanitySchema), "");
  return problems;
}

function isBlock(node: TypeNode | undefined): boolean {
  return node?.type === "string" && node.value === "block";
}

function isSanityType(node: TypeNode | undefined): boolean {
  return node?.type === "string" && typeof node.value === "string" && node.value.startsWith("sanity.");
}

function kindsOf(kinds: TypeNode[]): string {
  return kinds.map((kind) => kind.type).join(" or ");
}
