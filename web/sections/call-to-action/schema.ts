import { defineArrayMember, defineField, defineType, sectionPreview } from "@site/schemas/sections";

/** A closing band: heading, a sentence and one or two buttons that lead somewhere. */
export const callToAction = defineType({
  name: "callToAction",
  title: "Closing band with links",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(90) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 2 }),
    defineField({
      name: "links",
      title: "Buttons",
      type: "array",
      description: "One or two buttons; the first is highlighted.",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1).max(2),
    }),
  ],
  preview: sectionPreview("Closing band"),
});
