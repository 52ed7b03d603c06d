import { defineField, defineType } from "sanity";
import { sectionPreview } from "./shared";

/** A heading and a paragraph set apart in a tinted panel (for example the leadership blurb). */
export const leadership = defineType({
  name: "leadership",
  title: "Leadership panel",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 4, validation: (rule) => rule.required().max(800) }),
  ],
  preview: sectionPreview("Leadership panel"),
});
