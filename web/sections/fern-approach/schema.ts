import { defineArrayMember, defineField, defineType, headingFields, sectionPreview } from "@site/schemas/sections";

/** The firm's way of working, told as a fern frond unfurling from its coil: one stage per item. */
export const fernApproach = defineType({
  name: "fernApproach",
  title: "Approach (the fern frond)",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "stages",
      title: "Stages of the frond",
      type: "array",
      description: "In order, from the coil outward.",
      of: [defineArrayMember({ type: "feature" })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: sectionPreview("Approach"),
});
