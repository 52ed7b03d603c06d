import { defineType, headingFields, sectionPreview, statsField } from "@site/schemas/sections";

/** A dark band of headline figures across the page (for example the firm's impact in numbers). */
export const statBand = defineType({
  name: "statBand",
  title: "Figures band",
  type: "object",
  fields: [...headingFields, statsField],
  preview: sectionPreview("Figures band"),
});
