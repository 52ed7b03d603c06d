import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionIntroFields } from "../objects/section-intro";

/** One document (id `servicesPage`): the words of /services around the service cards (which are the Service documents). */
export const servicesPage = defineType({
  name: "servicesPage",
  title: "Services page",
  type: "document",
  fields: [
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({ name: "hero", title: "Page header", type: "pageHero", validation: (rule) => rule.required() }),
    defineField({
      name: "services",
      title: "Service cards section",
      type: "object",
      description: "Introduces the grid of service cards; the cards themselves are the Service documents.",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "learnMoreLabel",
          title: "Card link label",
          type: "string",
          description: "The link at the foot of each card (Learn more).",
          validation: (rule) => rule.required().max(40),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "process",
      title: "Our process",
      type: "object",
      description: "How every engagement runs: four steps (Assess, Strategy, Implement, Optimize).",
      fields: [
        ...sectionIntroFields,
        defineField({
          name: "steps",
          title: "Steps",
          type: "array",
          description: "Numbered in this order on the page.",
          of: [defineArrayMember({ type: "feature" })],
          validation: (rule) => rule.required().length(4).error("The process has exactly four steps."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "closingCta",
      title: "Closing call to action",
      type: "callToAction",
      description: "Its first button leads to the contact page.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Services page" }) },
});
