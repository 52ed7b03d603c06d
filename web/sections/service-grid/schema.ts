import { defineType, headingFields, requiredString, sectionPreview } from "@site/schemas/sections";

/** The grid of service cards. The cards are the Service documents, in their card order. */
export const serviceGrid = defineType({
  name: "serviceGrid",
  title: "Services grid",
  type: "object",
  fields: [...headingFields, requiredString("learnMoreLabel", "Card link label", "The link at the foot of each card (Learn more).", 30)],
  preview: sectionPreview("Services grid"),
});
