import { defineField, defineType } from "sanity";

/** A closing band with two buttons that lead nowhere yet: a heading, a sentence and the two labels. */
export const ctaButtons = defineType({
  name: "ctaButtons",
  title: "Closing call to action",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(90) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 2 }),
    defineField({
      name: "primaryLabel",
      title: "First button",
      type: "string",
      description: "The highlighted button, for example “Schedule a Consultation”. It has no action yet.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "secondaryLabel",
      title: "Second button",
      type: "string",
      description: "For example “Download Our Guide”. It has no action yet.",
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Closing call to action" }) },
});
