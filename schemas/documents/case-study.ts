import { defineArrayMember, defineField, defineType } from "sanity";
import { accentColors } from "../objects/colors";

/** A client engagement told as challenge, solution and results; a card on /case-studies. */
export const caseStudy = defineType({
  name: "caseStudy",
  title: "Case study",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(90) }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Cards are listed from the lowest number to the highest.",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      description: "The kind of work, shown above the title (for example Revenue Cycle).",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "client",
      title: "Client",
      type: "string",
      description: "Describe the client without naming them unless they agreed in writing.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({ name: "challenge", title: "Challenge", type: "text", rows: 3, validation: (rule) => rule.required().max(320) }),
    defineField({ name: "solution", title: "Solution", type: "text", rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: "results",
      title: "Results",
      type: "array",
      description: "Measurable results; the card shows the first three, so put the strongest first.",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(90) })],
      validation: (rule) => rule.required().min(1).max(6).error("List one to six results."),
    }),
    defineField({
      name: "color",
      title: "Colour",
      type: "string",
      description: "The accent colour of the card.",
      options: { list: [...accentColors], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: "Card order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "client" } },
});
