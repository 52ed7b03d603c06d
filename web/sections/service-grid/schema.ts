import { defineField, defineType, headingFields, sectionPreview } from "@site/schemas/sections";

/** The grid of service cards. The cards are the Service documents, in their card order. */
export const serviceGrid = defineType({
  name: "serviceGrid",
  title: "Services grid",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "learnMoreLabel",
      title: "Card link label",
      type: "string",
      description: "The link at the foot of each card (Learn more).",
      validation: (rule) => rule.required().max(30),
    }),
  ],
  preview: sectionPreview("Services grid"),
});
