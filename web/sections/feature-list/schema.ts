import { defineArrayMember, defineField, defineType, headingFields, iconField, sectionPreview } from "@site/schemas/sections";

/** Cards of offerings, principles, reasons or capabilities: a title, a sentence, optional points and a highlight. */
export const featureList = defineType({
  name: "featureList",
  title: "Cards",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "columns",
      title: "Cards side by side",
      type: "number",
      description: "Optional: how many cards sit side by side on a wide screen. Empty picks by the number of cards.",
      options: { list: [2, 3, 4], layout: "radio", direction: "horizontal" },
    }),
    defineField({
      name: "items",
      title: "Items",
      type: "array",
      description: "Three or six read best on a wide screen; two or four sit side by side.",
      of: [
        defineArrayMember({
          type: "object",
          name: "featureItem",
          title: "Item",
          fields: [
            iconField,
            defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
            defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
            defineField({
              name: "points",
              title: "Points",
              type: "array",
              description: "Optional: a short bulleted list under the text (for example the services in a group).",
              of: [defineArrayMember({ type: "string" })],
              validation: (rule) => rule.max(8),
            }),
            defineField({
              name: "highlight",
              title: "Highlight",
              type: "string",
              description: "Optional: one line set apart at the foot of the card, for example an example impact.",
              validation: (rule) => rule.max(140),
            }),
          ],
          preview: { select: { title: "title", subtitle: "text" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: "link",
      title: "Link",
      type: "link",
      description: "Optional: a link under the cards (for example to the global impact page).",
    }),
  ],
  preview: sectionPreview("Cards"),
});
