import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionIntroFields } from "../objects/section-intro";

/** One document (id `globalImpactPage`): the firm's 2030 vision on /global-impact. */
export const globalImpactPage = defineType({
  name: "globalImpactPage",
  title: "Global impact page",
  type: "document",
  fields: [
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({ name: "hero", title: "Page header", type: "pageHero", validation: (rule) => rule.required() }),
    defineField({
      name: "targets",
      title: "2030 targets",
      type: "object",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "stats",
          title: "Targets",
          type: "array",
          of: [defineArrayMember({ type: "stat" })],
          validation: (rule) => rule.required().length(4).error("Show exactly four 2030 targets."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phases",
      title: "Expansion phases",
      type: "object",
      description: "The road from 2025 to 2030 and beyond, in three phases.",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "items",
          title: "Phases",
          type: "array",
          of: [
            defineArrayMember({
              type: "object",
              name: "expansionPhase",
              fields: [
                defineField({
                  name: "years",
                  title: "Years",
                  type: "string",
                  description: "As it should read, for example 2025–2026 or 2030+.",
                  validation: (rule) => rule.required().max(20),
                }),
                defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
                defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
                defineField({
                  name: "milestones",
                  title: "Milestones",
                  type: "array",
                  of: [defineArrayMember({ type: "string" })],
                  validation: (rule) => rule.required().min(2).max(5),
                }),
              ],
              preview: { select: { title: "title", subtitle: "years" } },
            }),
          ],
          validation: (rule) => rule.required().length(3).error("The expansion has exactly three phases."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "impactAreas",
      title: "Impact areas",
      type: "object",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "items",
          title: "Areas",
          type: "array",
          of: [defineArrayMember({ type: "feature" })],
          validation: (rule) => rule.required().length(4).error("Show exactly four impact areas."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "partnership",
      title: "Partnership approach",
      type: "object",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "points",
          title: "Points",
          type: "array",
          of: [defineArrayMember({ type: "feature" })],
          validation: (rule) => rule.required().min(2).max(6),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "closing",
      title: "Closing band",
      type: "object",
      description: "A heading, a sentence and two buttons. The buttons have no action yet.",
      fields: [
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(90) }),
        defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.required() }),
        defineField({
          name: "buttons",
          title: "Button labels",
          type: "array",
          of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(40) })],
          validation: (rule) => rule.required().length(2).error("The band has exactly two buttons."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Global impact page" }) },
});
