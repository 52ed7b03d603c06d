import { defineArrayMember, defineField, defineType } from "sanity";
import { headingFields, sectionPreview } from "./shared";

/** A dark band of headline figures across the page (for example the firm's impact in numbers). */
export const statBand = defineType({
  name: "statBand",
  title: "Figures band",
  type: "object",
  fields: [
    ...headingFields,
    defineField({
      name: "stats",
      title: "Figures",
      type: "array",
      description: "Two to six figures; four sit on one line on a wide screen.",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.required().min(2).max(6).error("Show between two and six figures."),
    }),
  ],
  preview: sectionPreview("Figures band"),
});
