import type { z } from "zod";

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
