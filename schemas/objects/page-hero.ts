import { defineField, defineType } from "sanity";

/** The opening of an inner page: its one main heading (the page's h1) and a short introduction. */
export const pageHero = defineType({
  name: "pageHero",
  title: "Page header",
  type: "object",
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "A short line above the heading.",
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "The page's main heading. Each page has exactly one.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({ name: "intro", title: "Introduction", type: "text", rows: 3, validation: (rule) => rule.required().max(320) }),
  ],
  preview: { select: { title: "heading", subtitle: "eyebrow" } },
});
