import { defineArrayMember, defineField, defineType } from "sanity";
import { headingFields } from "./shared";

/** A band of figure tiles, for example 95% patient satisfaction. */
export const statGrid = defineType({
  name: "statGrid",
  title: "Figures",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "stats",
      title: "Figures",
      type: "array",
      description: "Two to six figures, each with what it measures.",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.required().min(2).max(6).error("Show between two and six figures."),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Figures" }) },
});
