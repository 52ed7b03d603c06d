import { defineArrayMember, defineField, defineType, sectionPreview } from "@site/schemas/sections";

/**
 * The firm's leadership: a heading and a paragraph in a tinted panel, then the people the editor picks (in the
 * order picked), each a card with their portrait or initials, name, credentials and role, linking to their page.
 */
export const leadership = defineType({
  name: "leadership",
  title: "Leadership",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 4, validation: (rule) => rule.required().max(800) }),
    defineField({
      name: "people",
      title: "People",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "author" }] })],
      description:
        "Optional. The people shown under the text, in this order (drag to reorder): each card shows their photo (or their initials), name, credentials and role, and links to their page. Their details are edited in People.",
      validation: (rule) => rule.unique().max(12).error("Pick each person once, at most twelve."),
    }),
  ],
  preview: sectionPreview("Leadership"),
});
