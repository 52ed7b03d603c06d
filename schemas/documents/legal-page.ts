import { defineArrayMember, defineField, defineType, type PortableTextBlock } from "sanity";
import { isUniqueSlugInType } from "../objects/slug";

/** Sections a legal document must have, by its address. The spec fixes the terms at thirteen. */
const requiredSectionCounts: Record<string, number> = { "terms-of-service": 13 };

const headingText = (block: PortableTextBlock) =>
  Array.isArray(block.children) ? block.children.map((child) => (typeof child.text === "string" ? child.text : "")).join("") : "";

/**
 * Section headings (style "Heading") must be numbered 1., 2., 3., … in order, so that a reader can
 * cite "section 7"; a document with a fixed number of sections must have exactly that many.
 */
export function checkNumberedSections(body: PortableTextBlock[] | undefined, slug: string | undefined): true | string {
  const headings = (body ?? []).filter((block) => block._type === "block" && block.style === "h2").map(headingText);
  for (const [index, heading] of headings.entries()) {
    if (!heading.startsWith(`${index + 1}. `))
      return `Section heading "${heading}" should start with "${index + 1}. " (sections are numbered in order).`;
  }
  const required = slug ? requiredSectionCounts[slug] : undefined;
  if (required !== undefined && headings.length !== required) {
    return `This document needs exactly ${required} numbered sections (Heading style); it has ${headings.length}.`;
  }
  return true;
}

/** A legal document (privacy policy, terms of service): formatted text with numbered sections. */
export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The page's main heading.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The page address: /<this>. The site has pages for privacy-policy and terms-of-service.",
      options: { source: "title", maxLength: 60, isUnique: isUniqueSlugInType },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "dateLabel",
      title: "Date label",
      type: "string",
      description: "Shown before the date: Last updated, or Effective.",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "date",
      title: "Date",
      type: "date",
      description: "When this version was last updated or took effect. The page shows the month and year.",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "intro", title: "Introduction", type: "text", rows: 4, validation: (rule) => rule.required().max(600) }),
    defineField({
      name: "body",
      title: "Text",
      type: "array",
      description: "Use the Heading style for each numbered section (1. …, 2. …) and Subheading inside a section.",
      of: [
        defineArrayMember({
          type: "block",
          styles: [
            { title: "Normal", value: "normal" },
            { title: "Heading", value: "h2" },
            { title: "Subheading", value: "h3" },
          ],
          lists: [
            { title: "Bullets", value: "bullet" },
            { title: "Numbers", value: "number" },
          ],
          marks: {
            decorators: [
              { title: "Strong", value: "strong" },
              { title: "Emphasis", value: "em" },
            ],
            annotations: [],
          },
        }),
      ],
      validation: (rule) =>
        rule.required().custom((body: PortableTextBlock[] | undefined, context) => {
          const slug = (context.document?.slug as { current?: string } | undefined)?.current;
          return checkNumberedSections(body, slug);
        }),
    }),
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "title", subtitle: "slug.current" } },
});
