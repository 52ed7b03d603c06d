import { z } from "zod";

/** A query's result does not have the shape the site needs. The message names document and field. */
export class ContentError extends Error {
  override name = "ContentError";
}

type Located = { id: string | undefined; type: string | undefined; path: string };

/** Walks a result along a zod issue's path and reports the innermost document and the field in it. */
export function locateIssue(result: unknown, path: readonly PropertyKey[]): Located {
  let node: unknown = result;
  let id: string | undefined;
  let type: string | undefined;
  let sinceDocument: PropertyKey[] = [];
  const visit = (value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (typeof record._id === "string") {
        id = record._id;
        type = typeof record._type === "string" ? record._type : undefined;
        sinceDocument = [];
      }
    }
  };
  visit(node);
  for (const key of path) {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    sinceDocument.push(key);
    visit(node);
  }
  return { id, type, path: formatPath(sinceDocument) };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");
}

export function describeZodError(queryName: string, result: unknown, error: z.ZodError): ContentError {
  const lines = error.issues.map((issue) => {
    const at = locateIssue(result, issue.path);
    const where = at.id ? `document "${at.id}"${at.type ? ` (${at.type})` : ""}` : "query result";
    return `  ${where}, field "${at.path || "(root)"}": ${issue.message}`;
  });
  return new ContentError(`Content query "${queryName}" returned content the site cannot use:\n${lines.join("\n")}`);
}

/** Documents already reported as left out (by id and reason): each is logged once per process. */
const reported = new Set<string>();

/**
 * A list of documents in which one that breaks the site's rules (a service whose address the address rule rejects,
 * written through the API past the Studio's validation) is left out, logged once naming it, the field and why,
 * rather than failing every page that lists its kind. `item` is the rule one document must meet.
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
