import { defineArrayMember, defineField, defineType } from "sanity";
import { iconNames } from "../objects/colors";

/** One document (id `homePage`): everything on / except the service cards, which come from the services. */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  fields: [
    defineField({
      name: "seo",
      title: "Search and sharing",
      type: "seo",
      description: "The home page's title in the browser tab and search results, and its search description.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hero",
      title: "Hero",
      type: "object",
      description: "The first thing a visitor sees.",
      fields: [
        defineField({ name: "eyebrow", title: "Eyebrow", type: "string", description: "A short line above the heading." }),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          description: "The page's main heading (the only one of its size on the page).",
          validation: (rule) => rule.required().max(90).error("The hero needs a heading of at most 90 characters."),
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
          description: "The label of the first button, which scrolls down to the services on this page.",
          validation: (rule) => rule.required().error("The explore button needs a label."),
        }),
        defineField({
          name: "consultCta",
          title: "Consultation button",
          type: "link",
          description: "The second button of the hero, usually to /contact.",
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
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "services",
      title: "Services section",
      type: "object",
      description: "Introduces the grid of service cards; the cards themselves are the Service documents.",
      fields: [
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          description: "Above the grid of service cards.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "intro",
          title: "Introduction",
          type: "text",
          rows: 2,
          description: "A sentence under the heading.",
          validation: (rule) => rule.required(),
        }),
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
      description: "The band after the service cards: where and how the firm works.",
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
          description: "Two to six short points, each with an icon.",
          validation: (rule) => rule.required().min(2).max(6).error("List between two and six items."),
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
    defineField({
      name: "closingCta",
      title: "Closing call to action",
      type: "callToAction",
      description: "The last band of the page, inviting the visitor to get in touch.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
