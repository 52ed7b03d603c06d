import { defineArrayMember, defineField, defineType, headingFields, requiredString, sectionPreview } from "@site/schemas/sections";

/** Phases in time, side by side and joined by a line: each with its years, aim and milestones. */
export const timeline = defineType({
  name: "timeline",
  title: "Timeline",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "phases",
      title: "Phases",
      type: "array",
      description: "In order, earliest first. Three sit side by side on a wide screen.",
      of: [
        defineArrayMember({
          type: "object",
          name: "timelinePhase",
          title: "Phase",
          fields: [
            requiredString("years", "Years", "As it should read, for example 2025–2026 or 2030+.", 20),
            defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
            defineField({
              name: "milestones",
              title: "Milestones",
              type: "array",
              of: [defineArrayMember({ type: "string" })],
              validation: (rule) => rule.required().min(1).max(6),
            }),
          ],
          preview: { select: { title: "title", subtitle: "years" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: sectionPreview("Timeline"),
});
