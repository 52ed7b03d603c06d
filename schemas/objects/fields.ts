import { defineField } from "sanity";

/** The fields, each in the document's (or section's) field group `group`. */
export const inGroup = <Field extends object>(group: string, fields: Field[]) => fields.map((field) => ({ ...field, group }));

/** Words an editor must write, at most `max` characters when given. */
export const requiredString = (name: string, title: string, description?: string, max?: number) =>
  defineField({
    name,
    title,
    type: "string",
    ...(description ? { description } : {}),
    validation: (rule) => (max === undefined ? rule.required() : rule.required().max(max)),
  });
export const requiredText = (name: string, title: string, description?: string, rows = 2, max?: number) =>
  defineField({
    name,
    title,
    type: "text",
    rows,
    ...(description ? { description } : {}),
    validation: (rule) => (max === undefined ? rule.required() : rule.required().max(max)),
  });
