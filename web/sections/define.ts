import type { ReactNode } from "react";
import { z } from "zod";
import type { SectionContext } from "./types";

// What every section folder's query.ts and index.ts are written with: a section's GROQ projection and the zod
// schema of what it returns (sectionQuery), and the section itself, its query with its component and, for a
// section that shows more than its page's query reads (one page of posts), the loader of that data.

export const text = z.string().min(1);
export const optionalText = z.string().nullish();
/** The heading and optional introduction most sections open with (schemas/objects/section-fields.ts). */
export const headed = { heading: text, intro: optionalText };
export const headingFields = "heading, intro";
/** The words every case-study card and every link to a case study share (Blog and case studies document). */
export const publication = `*[_type == "publication" && _id == "publication"][0]`;

/** A section's projection (inside `sections[]`, where `^` is the section and `^.^` its page) and its result's schema. */
export const sectionQuery = <Type extends string, Shape extends z.ZodRawShape>(type: Type, fields: string, shape: Shape) => ({
  type,
  fields,
  schema: z.object({ _key: z.string(), _type: z.literal(type), ...shape }),
});

export type SectionQuery = { type: string; fields: string; schema: z.ZodType<{ _key: string; _type: string }> };

/** A section's projection inside a `sections[]` projection: its own fields when the section is of its type. */
export const sectionProjection = (query: SectionQuery) => `_type == "${query.type}" => {${query.fields}}`;
/** What a section's query returns for one section of a page. */
export type SectionData<Query extends SectionQuery> = z.output<Query["schema"]>;

/** A section's component's props: its content, what the page gives every section, and what its loader read. */
export type SectionProps<Query extends SectionQuery, Data = undefined> = {
  section: SectionData<Query>;
  context: SectionContext;
} & (undefined extends Data ? { data?: Data } : { data: Data });

export type Section<Query extends SectionQuery, Data = undefined> = {
  query: Query;
  /**
   * Its component, drawn from its props (it reads no content itself), loaded when a page is drawn: what reads
   * content (lib/content) imports the list for the queries and never loads a component.
   */
  component: () => Promise<(props: SectionProps<NoInfer<Query>, NoInfer<Data>>) => ReactNode>;
  /**
   * What the section shows beyond its page's query, read when the page is drawn (the Post listing's page of
   * posts, which depends on the address: /blog/page/2, a category).
   */
  load?: (section: SectionData<Query>, context: SectionContext) => Promise<Data>;
  /** Drawn in a band: such sections alternate plain and tinted, in the order they stand on the page. */
  banded?: boolean | ((section: SectionData<Query>) => boolean);
};

/** One section: its folder's query and component (and loader), in the list of sections (./index.ts). */
export const defineSection = <Query extends SectionQuery, Data = undefined>(section: Section<Query, Data>) => section;
