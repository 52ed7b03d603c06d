import { defineType } from "sanity";
import { headingFields, sectionPreview, statsField } from "./shared";

/** A band of figure tiles, for example 95% patient satisfaction. */
export const statGrid = defineType({
  name: "statGrid",
  title: "Figures",
  type: "object",
  fields: [...headingFields, statsField],
  preview: sectionPreview("Figures"),
});
