import { z } from "zod";
import type { SectionContext } from "./types";

// What each section's query.ts is written with: its GROQ projection and the zod schema of what it returns.

export const text = z.string().min(1);
export const optionalText = z.string().nullish();
/** The heading and optional introduction most sections open with (schemas/objects/section-fields.ts). */
export const headed = { heading: text, intro: optionalText };
export const headingFields = "heading, intro";
/** The words every case-study card and every link to a case study share (Blog and case studies document). */
export const publication = `*[_type == "publication" && _id == "publication"][0]`;

type Trim<Name extends string> = Name extends ` ${infer Rest}` ? Trim<Rest> : Name extends `\n${infer Rest}` ? Trim<Rest> : Name;
type Names<Fields extends string> = Fields extends `${infer Name},${infer Rest}` ? Trim<Name> | Names<Rest> : Trim<Fields>;
/** The zod shape of a projection's plain fields (`"a, b"`): each a required text. */
export const texts = <Fields extends string>(fields: Fields) =>
  Object.fromEntries(fields.split(",").map((name) => [name.trim(), text])) as { [Name in Names<Fields>]: typeof text };
/** A list's page links' words and page size. */
export const paginationFields = "pagination{label, pageLabel, pageSize, previousLabel, nextLabel}";
export const pagination = z.object({ ...texts("label, pageLabel, previousLabel, nextLabel"), pageSize: z.number().int().min(1).max(24) });

/** A section's projection (inside `sections[]`, where `^` is the section and `^.^` its page) and its result's schema. */
export const sectionQuery = <Type extends string, Shape extends z.ZodRawShape>(type: Type, fields: string, shape: Shape) => ({
  type,
  fields,
  schema: z.object({ _key: z.string(), _type: z.literal(type), ...shape }),
});

export type SectionQuery = { type: string; fields: string; schema: z.ZodType<{ _key: string; _type: string }> };

/** A section's projection inside a `sections[]` projection: its own fields when the section is of its type. */
export const sectionProjection = (query: SectionQuery) => `_type == "${query.type}" => {${query.fields}}`;
export type SectionData<Query extends SectionQuery> = z.output<Query["schema"]>;

/** A section's component's props: its content, what the page gives every section, and what its loader read. */
export type SectionProps<Query extends SectionQuery, Data = undefined> = {
  section: SectionData<Query>;
  context: SectionContext;
} & (undefined extends Data ? { data?: Data } : { data: Data });
