import { defineArrayMember, defineField, defineType, headingFields } from "@site/schemas/sections";

/** Clients' own words: the testimonials the editor picks, in that order, each linking to its case study or service. */
export const testimonials = defineType({
  name: "testimonials",
  title: "Testimonials",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "items",
      title: "Testimonials",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      description: "One to three testimonials, in the order shown (they are written in Testimonials).",
      validation: (rule) => rule.required().min(1).max(3).unique().error("Pick one to three different testimonials."),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Testimonials" }) },
});
