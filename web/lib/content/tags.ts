import { addressedTypes } from "@site/schemas/addresses";
import type { parse } from "groq-js";

/** Cache tags: what a content read depends on (docs/production-mode.md, "Cached reads, tagged by what they read"). */
export const typeTag = (type: string) => `sanity:${type}`;

/** Reads whose `*[…]` names no document type: any publish can change them. */
export const anyTypeTag = "sanity:any";

/** Reads that follow a reference to this type only for its address: an edit of the target's text does not change them. */
export const addressTag = (type: string) => `sanity:${type}:address`;

/** Reference fields of links, redirects and rich-text links (schemas/objects/link.ts, redirect.ts, rich-text.ts). */
const addressOnly = new Set(["page", "to", "reference"]);
const addressFields = new Set(["_id", "_type", "slug"]);

/** The document types a reference field can lead to, by the field's name (schemas/). */
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
  page: addressedTypes,
  to: addressedTypes,
  reference: addressedTypes,
};

type Node = { type?: unknown; [key: string]: unknown };

/** The tags of a query's syntax tree (`parseQuery`). Throws, naming the field, on a reference `referenceTargets` lacks. */
export function queryTags(tree: ReturnType<typeof parse>, name: string): string[] {
  const types = new Set<string>();
  const addresses = new Set<string>();
  let untyped = false;
  const visit = (node: unknown, element: string | undefined): void => {
    // Arrays too: their entries are their elements.
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
      for (const [key, value] of Object.entries(record)) if (key !== "base") visit(value, inner);
      return;
    }
    for (const value of Object.values(record)) visit(value, element);
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
