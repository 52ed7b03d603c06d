import { defineField, defineType } from "sanity";

/** A closing band: a heading, a sentence, a button that leads somewhere and a second label with no action yet. */
export const ctaButtons = defineType({
  name: "ctaButtons",
  title: "Closing call to action",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(90) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 2 }),
    defineField({
      name: "primary",
      title: "First button",
      type: "link",
      description: "The highlighted button, for example “Schedule a Consultation” to /contact with this page's service selected.",
      validation: (rule) => rule.required(),
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
