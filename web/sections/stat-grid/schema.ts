import { defineType, headingFields, sectionPreview, statsField } from "@site/schemas/sections";

/** A band of figure tiles, for example 95% patient satisfaction. */
export const statGrid = defineType({
  name: "statGrid",
  title: "Figures",
  type: "object",
  fields: [...headingFields, statsField],
  preview: sectionPreview("Figures"),
});
