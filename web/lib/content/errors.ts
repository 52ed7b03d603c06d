import { z } from "zod";

/** A query's result does not have the shape the site needs. The message names document and field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Where a zod issue is: the innermost document on its path (by `_id`) and the field's path from there. */
function locateIssue(result: unknown, path: readonly PropertyKey[]): string {
  let node = result;
  let where = "query result";
  let field = "";
  for (const key of [undefined, ...path]) {
    if (key !== undefined) {
      node = (node as Record<PropertyKey, unknown> | null | undefined)?.[key];
      field = typeof key === "number" ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key);
    }
    const document = node as { _id?: unknown; _type?: unknown } | null | undefined;
    if (typeof document?._id === "string") {
      where = `document "${document._id}"${typeof document._type === "string" ? ` (${document._type})` : ""}`;
      field = "";
    }
  }
  return `${where}, field "${field || "(root)"}"`;
}

export function describeZodError(queryName: string, result: unknown, error: z.ZodError): ContentError {
  const lines = error.issues.map((issue) => `  ${locateIssue(result, issue.path)}: ${issue.message}`);
  return new ContentError(`Content query "${queryName}" returned content the site cannot use:\n${lines.join("\n")}`);
}

const reported = new Set<string>();

/**
 * A list in which a document breaking `item` (written through the API, past the Studio) is left out and logged once,
 * naming it, the field and why, rather than failing every page that lists its kind.
 */
export function eachValid<Item extends z.ZodType>(item: Item) {
  return z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry): z.output<Item>[] => {
      const parsed = item.safeParse(entry);
      if (parsed.success) return [parsed.data];
      const { _id, _type } = (entry ?? {}) as { _id?: unknown; _type?: unknown };
      const reasons = parsed.error.issues.map((issue) => `field "${issue.path.join(".") || "(root)"}": ${issue.message}`).join("; ");
      const line = `content: document "${String(_id)}"${typeof _type === "string" ? ` (${_type})` : ""} is left out: ${reasons}`;
      if (!reported.has(line)) {
        reported.add(line);
        console.error(line);
      }
      return [];
    }),
  );
}
