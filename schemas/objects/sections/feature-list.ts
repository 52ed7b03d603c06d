import { defineArrayMember, defineField, defineType } from "sanity";
import { headingFields, iconField } from "./shared";

/** Cards of offerings, pillars, tools or programmes: a title, a sentence, optional points and a highlight. */
export const featureList = defineType({
  name: "featureList",
  title: "Offerings",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "items",
      title: "Items",
      type: "array",
      description: "Two to nine cards. Three or six read best on a wide screen; two or four sit side by side.",
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
      validation: (rule) => rule.required().min(2).max(9),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Offerings" }) },
});
