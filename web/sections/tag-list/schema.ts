import { defineArrayMember, defineField, defineType, headingFields } from "@site/schemas/sections";

/** A cloud of short labels, for example therapeutic areas or payer networks. */
export const tagList = defineType({
  name: "tagList",
  title: "Labels",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "tags",
      title: "Labels",
      type: "array",
      description: "Short labels, each listed once.",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(40) })],
      validation: (rule) => rule.required().min(2).max(24).unique(),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Labels" }) },
});
