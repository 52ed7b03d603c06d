import { defineField, defineType, sectionPreview } from "@site/schemas/sections";

/** An email box with a Subscribe button. */
export const newsletter = defineType({
  name: "newsletter",
  title: "Newsletter box",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.required().max(240) }),
    defineField({ name: "emailLabel", title: "Email field label", type: "string", validation: (rule) => rule.required().max(40) }),
    defineField({ name: "placeholder", title: "Email field placeholder", type: "string", validation: (rule) => rule.required().max(40) }),
    defineField({ name: "buttonLabel", title: "Button", type: "string", validation: (rule) => rule.required().max(30) }),
  ],
  preview: sectionPreview("Newsletter box"),
});
