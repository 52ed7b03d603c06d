import { addressedTypes } from "@site/schemas/addresses";
import type { ExprNode, SyntaxNode } from "groq-js";

/** Cache tags: what a content read depends on (docs/production-mode.md, "Cached reads, tagged by what they read"). */
export const typeTag = (type: string) => `sanity:${type}`;

/** Reads whose `*[…]` names no document type: any publish can change them. */
export const anyTypeTag = "sanity:any";

/** Reads that follow a reference to this type only for its address. */
export const addressTag = (type: string) => `sanity:${type}:address`;

/** Reference fields of links, redirects and rich-text links (schemas/objects/link.ts, redirect.ts, rich-text.ts). */
const addressOnly = new Set(["page", "to", "reference"]);
const addressFields = new Set(["_id", "_type", "slug"]);

/** The document types a reference field can lead to, by the field's name (schemas/). */
const referenceTargets: Record<string, readonly string[]> = {
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

/** The tags of a query's syntax tree (`parseQuery`). Throws, naming the field, on a reference `referenceTargets` lacks. */
export function queryTags(tree: ExprNode, name: string): string[] {
  const types = new Set<string>();
  const addresses = new Set<string>();
  let untyped = false;
  const visit = (node: unknown, element: string | undefined): void => {
    if (!node || typeof node !== "object") return;
    const record = node as SyntaxNode;
    if (record.type === "Filter" && record.base.type === "Everything") {
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
    if (record.type === "AccessAttribute" && addressFields.has(record.name) && record.base?.type === "Deref") {
      const field = fieldName(record.base.base, element);
      if (field !== undefined && addressOnly.has(field)) {
        for (const type of referenceTargets[field] ?? []) addresses.add(type);
        return;
      }
    }
    // Inside `field[]{…}` / `field[]->`, `@` is an element of that field.
    if (record.type === "Map" || record.type === "Projection" || record.type === "Filter") {
      visit(record.base, element);
      visit(record.expr, fieldName(record.base, element) ?? element);
      return;
    }
    for (const value of Object.values(record)) visit(value, element);
  };
  visit(tree, undefined);
  for (const type of types) addresses.delete(type);
  return [...(untyped ? [anyTypeTag] : []), ...[...types].sort().map(typeTag), ...[...addresses].sort().map(addressTag)];
}

/** The attribute a reference or an array is read from: `author`, `categories[]`, `image.asset`. */
function fieldName(node: ExprNode, element: string | undefined): string | undefined {
  if (node.type === "AccessAttribute") return node.name;
  if (node.type === "This") return element;
  if (node.type === "ArrayCoerce" || node.type === "Filter" || node.type === "Slice") return fieldName(node.base, element);
  return undefined;
}

/** The document types a filter pins `_type` to with `==` or `in [...]` on either side of `&&`. */
function filterTypes(expr: ExprNode): string[] {
  if (expr.type === "And") return [...filterTypes(expr.left), ...filterTypes(expr.right)];
  if (expr.type === "Or") {
    const left = filterTypes(expr.left);
    const right = filterTypes(expr.right);
    // Either side may match: only when both name types is the filter limited to them.
    return left.length > 0 && right.length > 0 ? [...left, ...right] : [];
  }
  if (expr.type === "Group") return filterTypes(expr.base);
  if (expr.type !== "OpCall") return [];
  const isType = (side: ExprNode) => side.type === "AccessAttribute" && side.name === "_type" && !side.base;
  if (expr.op === "==") return isType(expr.left) ? strings(expr.right) : isType(expr.right) ? strings(expr.left) : [];
  if (expr.op === "in" && isType(expr.left)) return strings(expr.right);
  return [];
}

/** The strings a constant or a list of them gives: `"post"`, `["page", "service"]`. */
function strings(node: ExprNode): string[] {
  if (node.type === "Value" && typeof node.value === "string") return [node.value];
  return node.type === "Array" ? node.elements.flatMap((element) => strings(element.value)) : [];
}
