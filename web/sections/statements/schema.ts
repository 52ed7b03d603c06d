import { defineArrayMember, defineField, defineType, iconField } from "@site/schemas/sections";

/** Short statements side by side, each with its own heading (for example mission and vision). */
export const statements = defineType({
  name: "statements",
  title: "Statements",
  type: "object",
  fields: [
    defineField({
      name: "items",
      title: "Statements",
      type: "array",
      description: "Two read best side by side; each has its own heading.",
      of: [
        defineArrayMember({
          type: "object",
          name: "statement",
          title: "Statement",
          fields: [
            iconField,
            defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
            defineField({ name: "text", title: "Text", type: "text", rows: 4, validation: (rule) => rule.required().max(500) }),
          ],
          preview: { select: { title: "heading", subtitle: "text" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
  preview: {
    select: { first: "items.0.heading" },
    prepare: ({ first }) => ({ title: first ?? "Statements", subtitle: "Statements" }),
  },
});
