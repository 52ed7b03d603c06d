import { defineArrayMember, defineField, defineType } from "sanity";
import { iconNames } from "../objects/colors";

/** One document (id `homePage`): everything on / except the service cards, which come from the services. */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  fields: [
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({
      name: "hero",
      title: "Hero",
      type: "object",
      description: "The first thing a visitor sees.",
      fields: [
        defineField({ name: "eyebrow", title: "Eyebrow", type: "string", description: "A short line above the heading." }),
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(90) }),
        defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required() }),
        defineField({
          name: "exploreLabel",
          title: "Explore button",
          type: "string",
          description: "Scrolls down to the services on this page.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "consultCta",
          title: "Consultation button",
          type: "link",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "highlights",
          title: "Highlights",
          type: "array",
          description: "Figures shown under the buttons (for example 150+ organizations served).",
          of: [defineArrayMember({ type: "stat" })],
          validation: (rule) => rule.max(4),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "services",
      title: "Services section",
      type: "object",
      description: "Introduces the grid of service cards; the cards themselves are the Service documents.",
      fields: [
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required() }),
        defineField({ name: "intro", title: "Introduction", type: "text", rows: 2, validation: (rule) => rule.required() }),
        defineField({
          name: "learnMoreLabel",
          title: "Card link label",
          type: "string",
          description: "The link at the foot of each card (Learn more).",
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "infrastructure",
      title: "Global infrastructure section",
      type: "object",
      fields: [
        defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required() }),
        defineField({ name: "intro", title: "Introduction", type: "text", rows: 3, validation: (rule) => rule.required() }),
        defineField({
          name: "items",
          title: "Items",
          type: "array",
          of: [
            defineArrayMember({
              type: "object",
              name: "infrastructureItem",
              fields: [
                defineField({
                  name: "icon",
                  title: "Icon",
                  type: "string",
                  options: { list: [...iconNames] },
                  validation: (rule) => rule.required(),
                }),
                defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
                defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.required() }),
              ],
              preview: { select: { title: "title" } },
            }),
          ],
          validation: (rule) => rule.required().min(2).max(6),
        }),
        defineField({
          name: "link",
          title: "Link",
          type: "link",
          description: "Optional link under the section (for example to the global impact page).",
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "closingCta", title: "Closing call to action", type: "callToAction", validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
