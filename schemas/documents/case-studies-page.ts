import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionIntroFields } from "../objects/section-intro";

/** One document (id `caseStudiesPage`): the words of /case-studies around the Case study cards. */
export const caseStudiesPage = defineType({
  name: "caseStudiesPage",
  title: "Case studies page",
  type: "document",
  fields: [
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({ name: "hero", title: "Page header", type: "pageHero", validation: (rule) => rule.required() }),
    defineField({
      name: "cardLabels",
      title: "Card labels",
      type: "object",
      description: "The small headings inside every case-study card, and its button.",
      fields: [
        defineField({ name: "client", title: "Client", type: "string", validation: (rule) => rule.required().max(30) }),
        defineField({ name: "challenge", title: "Challenge", type: "string", validation: (rule) => rule.required().max(30) }),
        defineField({ name: "results", title: "Results", type: "string", validation: (rule) => rule.required().max(30) }),
        defineField({
          name: "readMore",
          title: "Button",
          type: "string",
          description: "The button at the foot of each card (Read full case study). It has no action yet.",
          validation: (rule) => rule.required().max(40),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "impact",
      title: "Impact numbers",
      type: "object",
      description: "A band of firm-wide figures under the cards.",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "stats",
          title: "Figures",
          type: "array",
          of: [defineArrayMember({ type: "stat" })],
          validation: (rule) => rule.required().length(4).error("The impact band shows exactly four figures."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "closingCta", title: "Closing call to action", type: "callToAction", validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: "Case studies page" }) },
});
