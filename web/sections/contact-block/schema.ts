import { defineField, defineType } from "@site/schemas/sections";

/** The contact form beside the ways to reach the firm, with the words of the Contact form document. */
export const contactBlock = defineType({
  name: "contactBlock",
  title: "Contact form and details",
  type: "object",
  fields: [
    defineField({
      name: "form",
      title: "Contact form",
      type: "reference",
      to: [{ type: "contactPage" }],
      description: "The document holding the form's labels, messages and the boxes beside it.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Contact form and details", subtitle: "Words in the Contact form document" }) },
});
