import { textBlock } from "@site/schemas/rich-text";
import { defineArrayMember, defineField, defineType, type PortableTextBlock, requiredString } from "@site/schemas/sections";

const headingText = (block: PortableTextBlock) =>
  Array.isArray(block.children) ? block.children.map((child) => (typeof child.text === "string" ? child.text : "")).join("") : "";

/**
 * Section headings (style "Heading") must be numbered 1., 2., 3., … in order, so that a reader can
 * cite "section 7". How many there are is the document's business.
 */
export function checkNumberedSections(body: PortableTextBlock[] | undefined): true | string {
  const headings = (body ?? []).filter((block) => block._type === "block" && block.style === "h2").map(headingText);
  for (const [index, heading] of headings.entries()) {
    if (!heading.startsWith(`${index + 1}. `))
      return `Section heading "${heading}" should start with "${index + 1}. " (sections are numbered in order).`;
  }
  return true;
}

/** A legal document (privacy policy, terms of service): title, date, introduction and numbered sections. */
export const legalText = defineType({
  name: "legalText",
  title: "Legal text",
  type: "object",
  fields: [
    requiredString("heading", "Title", "The page's main heading.", 60),
    requiredString("dateLabel", "Date label", "Shown before the date: Last updated, or Effective.", 30),
    defineField({
      name: "date",
      title: "Date",
      type: "date",
      description: "When this version was last updated or took effect. The page shows the month and year.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "revisionLabel",
      title: "Revision label",
      type: "string",
      description: "Shown before each revision note's date, for example Revised.",
      validation: (rule) =>
        rule
          .max(30)
          .custom((label, context) =>
            !label && (context.parent as { revisions?: unknown[] } | undefined)?.revisions?.length
              ? "Give the label shown before each revision note (for example Revised)."
              : true,
          ),
    }),
    defineField({
      name: "revisions",
      title: "Revision notes",
      type: "array",
      description:
        "Changes made to the text since the date above, newest first, each dated and saying what changed: the date above stays the version's own (for example the policy's effective date) and readers see every later edit.",
      of: [
        defineArrayMember({
          type: "object",
          name: "revision",
          title: "Revision",
          fields: [
            defineField({ name: "date", title: "Date", type: "date", validation: (rule) => rule.required() }),
            requiredString("note", "What changed", undefined, 240),
          ],
          preview: { select: { title: "date", subtitle: "note" } },
        }),
      ],
    }),
    defineField({ name: "intro", title: "Introduction", type: "text", rows: 4, validation: (rule) => rule.required().max(600) }),
    defineField({
      name: "body",
      title: "Text",
      type: "array",
      description: "Use the Heading style for each numbered section (1. …, 2. …) and Subheading inside a section.",
      // The article text's block without quotes or links: numbered sections of plain text.
      of: [textBlock({ quotes: false, annotations: [] })],
      validation: (rule) => rule.required().custom((body: PortableTextBlock[] | undefined) => checkNumberedSections(body)),
    }),
  ],
  preview: { select: { title: "heading", subtitle: "dateLabel" } },
});
