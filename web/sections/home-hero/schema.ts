import { defineArrayMember, defineField, defineType, sectionPreview } from "@site/schemas/sections";

/** The opening of the home page: the page's one main heading, two buttons and headline figures. */
export const homeHero = defineType({
  name: "homeHero",
  title: "Home header",
  type: "object",
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "A short line above the heading.",
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "The page's main heading (the only one of its size on the page).",
      validation: (rule) => rule.required().max(90).error("The header needs a heading of at most 90 characters."),
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      description: "One or two sentences under the heading.",
      validation: (rule) => rule.required().error("Write a sentence or two under the heading."),
    }),
    defineField({
      name: "exploreLabel",
      title: "Explore button",
      type: "string",
      description: "The first button, which scrolls down to the page's grid of services (add a Services grid section below).",
      validation: (rule) => rule.required().max(40).error("The explore button needs a label."),
    }),
    defineField({
      name: "consultCta",
      title: "Consultation button",
      type: "link",
      description: "The second button, usually to /contact.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      description: "Figures shown under the buttons (for example 150+ organizations served).",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.max(4).error("Show at most four highlights; more do not fit on one line."),
    }),
  ],
  preview: sectionPreview("Home header"),
});
