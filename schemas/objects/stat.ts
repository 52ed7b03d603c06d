import { defineField, defineType } from "sanity";

/** A figure and what it measures, for example “98%” / “Client satisfaction”. */
export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  fields: [
    defineField({
      name: "value",
      title: "Figure",
      type: "string",
      description: "As it should read, with its unit: 150+, $50M+, 30%, 24/7.",
      validation: (rule) => rule.required().max(16),
    }),
    defineField({ name: "label", title: "What it measures", type: "string", validation: (rule) => rule.required().max(80) }),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
});
