import { addressedTypes } from "@site/schemas/page-path";
import type { parse } from "groq-js";

/**
 * Cache tags: what a content read depends on, so that a publish expires only the reads (and so the pages)
 * it can change. A read is tagged with every document type it can read: the types its `*[…]` filters
 * name (`_type == "post"`, `_type in [...]`), and the types its references (`->`) can lead to. A publish
 * of a document revalidates its type's tag and `anyType` (reads whose filter names no type).
 */
export const typeTag = (type: string) => `sanity:${type}`;

/** The tag of reads whose `*[…]` names no document type: any publish can change them. */
export const anyTypeTag = "sanity:any";

/**
 * The tag of reads that follow a reference to a document of this type only for its address (a link, a
 * redirect, a rich-text link: `_id`, `_type`, `slug.current`): only a publish that creates, deletes or
 * renames such a document changes them, not an edit of its text.
 */
export const addressTag = (type: string) => `sanity:${type}:address`;

/**
 * Reference fields that lead to an addressed document (schemas/objects/link.ts, redirect.ts, rich-text.ts):
 * where a query reads only the target's address fields through them, the read gets the address tag.
 */
const addressOnly = new Set(["page", "to", "reference"]);
const addressFields = new Set(["_id", "_type", "slug"]);

/**
 * The document types a reference field can lead to, by the field's name (from the schemas in
 * `schemas/`). A query that follows a reference this table does not know is refused (see `queryTags`):
 * add the field here when a schema gains one.
 */
export const referenceTargets: Record<string, readonly string[]> = {
  asset: ["sanity.imageAsset", "sanity.fileAsset"],
  author: ["author"],
  categories: ["category"],
  relatedServices: ["service"],
  services: ["service"],
  privacyPage: ["page"],
  caseStudy: ["caseStudy"],
  claim: ["claim"],
  caseStudies: ["caseStudy"],
  service: ["service"],
  practices: ["service"],
  practice: ["service"],
  speakers: ["author"],
  topics: ["category"],
  people: ["author"],
  items: ["testimonial"],
  about: ["caseStudy", "service"],
  form: ["contactPage"],
  // a link's page (schemas/objects/link.ts), a redirect's target, a rich-text internal link
  page: addressedTypes,
  to: addressedTypes,
  reference: addressedTypes,
};

type Node = { type?: unknown; [key: string]: unknown };

/** The tags of a query (its syntax tree, `parseQuery`). Throws, naming the field, on a reference it cannot place. */
export function queryTags(tree: ReturnType<typeof parse>, name: string): string[] {
  const types = new Set<string>();
  const addresses = new Set<string>();
  let untyped = false;
  const visit = (node: unknown, element: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, element);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Node;
    if (record.type === "Filter" && (record.base as Node | undefined)?.type === "Everything") {
      const named = filterTypes(record.expr);
      if (named.length === 0) untyped = true;
      for (const type of named) types.add(type);
    }
    if (record.type === "Deref") {
      const field = fieldName(record.base, element);
      const targets = field === undefined ? undefined : referenceTargets[field];
      if (!targets) {
        throw new Error(
          `Content query "${name}" follows a reference (${field ?? "an expression"}->) whose document types are unknown: add the field to referenceTargets in lib/content/tags.ts`,
        );
      }
      for (const type of targets) types.add(type);
    }
    // `page->slug`, `to->_type`, `reference->_id`: a reference followed only for its target's address.
    if (record.type === "AccessAttribute" && typeof record.name === "string" && addressFields.has(record.name)) {
      const deref = record.base as Node | undefined;
      const field = deref?.type === "Deref" ? fieldName(deref.base, element) : undefined;
      if (field !== undefined && addressOnly.has(field)) {
        for (const type of referenceTargets[field] ?? []) addresses.add(type);
        return;
      }
    }
    // Inside `field[]{…}` / `field[]->`, `@` is an element of that field.
    if (record.type === "Map" || record.type === "Projection" || record.type === "Filter") {
      const inner = fieldName(record.base, element) ?? element;
      visit(record.base, element);
      for (const [key, value] of Object.entries(record)) if (key !== "base" && key !== "type") visit(value, inner);
      return;
    }
    for (const [key, value] of Object.entries(record)) if (key !== "type") visit(value, element);
  };
  visit(tree, undefined);
  return [
    ...(untyped ? [anyTypeTag] : []),
    ...[...types].sort().map(typeTag),
    ...[...addresses]
      .filter((type) => !types.has(type))
      .sort()
      .map(addressTag),
  ];
}

/** The attribute a reference or an array is read from: `author`, `categories[]`, `image.asset`. */
function fieldName(node: unknown, element: string | undefined): string | undefined {
  const record = node as Node | undefined;
  if (!record) return undefined;
  if (record.type === "AccessAttribute" && typeof record.name === "string") return record.name;
  if (record.type === "This") return element;
  if (record.type === "ArrayCoerce" || record.type === "Filter" || record.type === "Slice") return fieldName(record.base, element);
  return undefined;
}

/** The document types a filter pins `_type` to with `==` or `in [...]` on either side of `&&`. */
function filterTypes(expr: unknown): string[] {
  const record = expr as Node | undefined;
  if (!record) return [];
  if (record.type === "And") return [...filterTypes(record.left), ...filterTypes(record.right)];
  if (record.type === "Or") {
    const left = filterTypes(record.left);
    const right = filterTypes(record.right);
    // Either side may match: only when both name types is the filter limited to them.
    return left.length > 0 && right.length > 0 ? [...left, ...right] : [];
  }
  if (record.type === "Group") return filterTypes(record.base);
  if (record.type !== "OpCall") return [];
  const isType = (side: unknown) =>
    (side as Node | undefined)?.type === "AccessAttribute" && (side as Node).name === "_type" && !(side as Node).base;
  const values = (side: unknown): string[] => {
    const value = side as Node | undefined;
    if (value?.type === "Value" && typeof value.value === "string") return [value.value];
    if (value?.type === "Array" && Array.isArray(value.elements)) {
      return value.elements.flatMap((element) => values((element as Node).value));
    }
    return [];
  };
  if (record.op === "==") return isType(record.left) ? values(record.right) : isType(record.right) ? values(record.left) : [];
  if (record.op === "in" && isType(record.left)) return values(record.right);
  return [];
}
