import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionIntroFields } from "../objects/section-intro";

const statement = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "object",
    fields: [
      defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
      defineField({ name: "text", title: "Text", type: "text", rows: 4, validation: (rule) => rule.required().max(500) }),
    ],
    validation: (rule) => rule.required(),
  });

/** One document (id `aboutPage`): who the firm is, on /about. */
export const aboutPage = defineType({
  name: "aboutPage",
  title: "About page",
  type: "document",
  fields: [
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({ name: "hero", title: "Page header", type: "pageHero", validation: (rule) => rule.required() }),
    statement("mission", "Mission"),
    statement("vision", "Vision"),
    defineField({
      name: "approach",
      title: "Our approach (the fern frond)",
      type: "object",
      description: "The firm's way of working, told as a fern frond unfurling from its coil: one stage per item.",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "stages",
          title: "Stages of the frond",
          type: "array",
          of: [defineArrayMember({ type: "feature" })],
          validation: (rule) => rule.required().min(3).max(4),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "principles",
      title: "Principles",
      type: "object",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "items",
          title: "Principles",
          type: "array",
          of: [defineArrayMember({ type: "feature" })],
          validation: (rule) => rule.required().length(3).error("List exactly three principles."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "reasons",
      title: "Why choose us",
      type: "object",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "items",
          title: "Reasons",
          type: "array",
          of: [defineArrayMember({ type: "feature" })],
          validation: (rule) => rule.required().length(4).error("List exactly four reasons."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    statement("leadership", "Leadership"),
    defineField({
      name: "closingCta",
      title: "Closing call to action",
      type: "callToAction",
      description: "Its first button (Get Started) leads to the contact page.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "About page" }) },
});
